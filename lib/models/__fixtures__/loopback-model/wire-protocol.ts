// What each wire protocol module provides to the loopback server, and the pieces they share:
// usage figures the server reports, the served model name, SSE and JSON writers.
import type { ServerResponse } from 'node:http';
import type { Conversation, Fault, ModelOutput } from './scripted-model';

export type WireProtocolId = 'anthropic-messages' | 'openai-responses' | 'chat-completions';

export interface WireProtocol {
  id: WireProtocolId;
  /** POST path, without the query string. */
  path: string;
  /** The conversation the model is shown, and every way the request breaks isolation. */
  read(body: any): { conversation: Conversation; violations: string[] };
  reply(response: ServerResponse, body: any, output: ModelOutput): void;
  /** Every fault but `stall`, which the server plays the same way for all protocols. */
  fail(response: ServerResponse, body: any, fault: Exclude<Fault, 'stall'>): void;
  /** An error body in this protocol's shape, for requests the server refuses. */
  refuse(response: ServerResponse, message: string): void;
}

/** Token counts reported for every answered request, so tests can predict the totals. */
export const LOOPBACK_USAGE = { inputTokens: 100, outputTokens: 20, cachedInputTokens: 7 } as const;

/** The server names a dated snapshot as the model that served, as real APIs do. */
export function servedModel(requested: string): string {
  return `${requested}-loopback-snapshot`;
}

export function writeJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Server-sent events, each with an `event:` name and JSON `data:`. */
export function writeEvents(response: ServerResponse, events: readonly [string, unknown][], headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...headers });
  for (const [name, data] of events) response.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  response.end();
}

/** A stream that opens like a real one and then carries data no parser can read. */
export function writeMalformedStream(response: ServerResponse, firstEvent: string): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.end(`event: ${firstEvent}\ndata: {"type":"${firstEvent}", not json\n\n`);
}

export function outputText(output: ModelOutput): string {
  return output.kind === 'json' ? JSON.stringify(output.value) : output.text;
}

/** Joins every `text` found in a list of content parts or strings. */
export function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((part) => (typeof part?.text === 'string' ? [part.text] : []));
}
