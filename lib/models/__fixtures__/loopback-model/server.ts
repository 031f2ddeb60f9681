// A loopback model server for tests: binds 127.0.0.1 on an ephemeral port, speaks Anthropic
// Messages, OpenAI Responses and Chat Completions, and plays a scripted model (see
// scripted-model.ts). Every request is kept. Every model request is checked for isolation —
// no tool offered beyond the structured-output one — and a request that breaks it is recorded
// in `violations` and refused, so a CLI release that adds a tool fails the suite.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicMessages } from './anthropic-messages';
import { chatCompletions } from './chat-completions';
import { openaiResponses } from './openai-responses';
import { createScriptedModel, type ModelScript } from './scripted-model';
import { writeJson, type WireProtocol, type WireProtocolId } from './wire-protocol';

const PROTOCOLS: readonly WireProtocol[] = [anthropicMessages, openaiResponses, chatCompletions];

export interface ReceivedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  /** Null for anything that is not a model request (a startup ping, a metadata lookup). */
  protocol: WireProtocolId | null;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface LoopbackModel {
  /** `http://127.0.0.1:<port>`; Claude Code takes it as is, Codex and HTTP clients add `/v1`. */
  origin: string;
  requests: ReceivedRequest[];
  /** One line per isolation breach or unreadable conversation; tests expect none. */
  violations: string[];
  script(next: ModelScript): void;
  close(): Promise<void>;
}

export async function startLoopbackModel(initial: ModelScript): Promise<LoopbackModel> {
  const model = createScriptedModel(initial);
  const requests: ReceivedRequest[] = [];
  const violations: string[] = [];

  const handle = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const path = (request.url ?? '').split('?')[0];
    const protocol = request.method === 'POST' ? PROTOCOLS.find((candidate) => candidate.path === path) : undefined;
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // kept as text
    }
    requests.push({ method: request.method ?? '', url: request.url ?? '', protocol: protocol?.id ?? null, headers: request.headers, body });
    const raw = model.httpReply();
    if (raw === 'hang') return;
    if (raw) {
      response.writeHead(raw.status, { 'content-type': 'application/json' });
      response.end('raw' in raw ? raw.raw : JSON.stringify(raw.body));
      return;
    }
    if (!protocol) {
      // Claude Code pings `HEAD /api/hello` at startup unless non-essential traffic is off.
      writeJson(response, path === '/api/hello' ? 200 : 404, {});
      return;
    }
    const { conversation, violations: found } = protocol.read(body);
    if (found.length > 0) {
      violations.push(...found.map((line) => `${protocol.id}: ${line}`));
      protocol.refuse(response, `loopback model: ${found.join('; ')}`);
      return;
    }
    const answer = model.answer(conversation);
    if (answer.kind === 'unknown-conversation') {
      violations.push(`${protocol.id}: no scripted scenario's prompt is in the conversation`);
      protocol.refuse(response, 'loopback model: unknown conversation');
    } else if (answer.kind === 'fault') {
      if (answer.fault !== 'stall') protocol.fail(response, body, answer.fault);
      // A stall sends headers and a comment, then nothing: only the client's deadline ends it.
      else response.writeHead(200, { 'content-type': 'text/event-stream' }).write(': loopback stall\n\n');
    } else if (answer.kind === 'output') {
      protocol.reply(response, body, answer.output);
    }
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    violations,
    script: (next) => model.setScript(next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
