// A loopback HTTP server that speaks the Chat Completions wire format, for the
// openai-compatible transport tests. Each test scripts the replies; every request is kept.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export type Reply = { status: number; body: unknown } | { status: number; raw: string } | 'hang';

export interface ChatServer {
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Replies served in order; the last one repeats. */
  reply(...replies: Reply[]): void;
  /** Each reply computed from its request (a scripted model that reads the conversation). */
  replyWith(answer: (request: ReceivedRequest) => Reply): void;
  close(): Promise<void>;
}

/** A chat.completion whose message content is `output` as JSON text. */
export function completion(output: unknown, model = 'qwen3:8b-q4_K_M'): Reply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-1', object: 'chat.completion', created: 1_764_000_000, model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: typeof output === 'string' ? output : JSON.stringify(output) } }],
      usage: { prompt_tokens: 900, completion_tokens: 60, total_tokens: 960, prompt_tokens_details: { cached_tokens: 100 } },
    },
  };
}

export async function startChatServer(): Promise<ChatServer> {
  let queue: Reply[] = [];
  let answer: ((request: ReceivedRequest) => Reply) | null = null;
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const received = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
      requests.push(received);
      const next = answer ? answer(received) : queue.length > 1 ? queue.shift() : queue[0];
      if (!next || next === 'hang') return;
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end('raw' in next ? next.raw : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => {
      queue = replies;
      answer = null;
    },
    replyWith: (compute) => {
      answer = compute;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
