// Chat Completions as the `openai-compatible` transport speaks it: `POST /v1/chat/completions`,
// no streaming, the step schema in `response_format` (json_schema, strict), no tools. Tool
// results travel as user messages, so the agent's earlier steps are the assistant messages.
import { OPENAI_FAULT_REPLIES } from './openai-responses';
import type { HttpReply } from './scripted-model';
import { LOOPBACK_USAGE, outputText, servedModel, textsOf, writeJson, type WireProtocol } from './wire-protocol';

export function chatCompletionBody(content: string, model: string): object {
  return {
    id: 'chatcmpl-loopback', object: 'chat.completion', created: 1_764_000_000, model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: {
      prompt_tokens: LOOPBACK_USAGE.inputTokens,
      completion_tokens: LOOPBACK_USAGE.outputTokens,
      total_tokens: LOOPBACK_USAGE.inputTokens + LOOPBACK_USAGE.outputTokens,
      prompt_tokens_details: { cached_tokens: LOOPBACK_USAGE.cachedInputTokens },
    },
  };
}

/** A raw 200 reply whose message content is `output` (JSON unless it is already text). */
export function completion(output: unknown, model = 'qwen3:8b-q4_K_M'): HttpReply {
  return { status: 200, body: chatCompletionBody(typeof output === 'string' ? output : JSON.stringify(output), model) };
}

export const chatCompletions: WireProtocol = {
  id: 'chat-completions',
  path: '/v1/chat/completions',
  read(body) {
    const messages: any[] = Array.isArray(body?.messages) ? body.messages : [];
    const text = messages.flatMap((message) => textsOf(message?.content)).join('\n');
    const violations: string[] = [];
    if (Array.isArray(body?.tools) && body.tools.length > 0) violations.push(`offered ${body.tools.length} tool(s), expected none`);
    if (body?.response_format?.type !== 'json_schema') violations.push('the output schema is not in response_format');
    const stepsTaken = messages.filter((message) => message?.role === 'assistant').length;
    return { conversation: { text, stepsTaken, model: String(body?.model ?? '') }, violations };
  },
  reply(response, body, output) {
    writeJson(response, 200, chatCompletionBody(outputText(output), servedModel(String(body?.model ?? ''))));
  },
  fail(response, body, fault) {
    // Chat Completions is not streamed here: a malformed reply is a body no parser can read.
    if (fault === 'malformed-stream') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id":"chatcmpl-loopback","choices":[{"message":');
      return;
    }
    const reply = OPENAI_FAULT_REPLIES[fault];
    writeJson(response, reply.status, { error: reply.error(String(body?.model ?? '')) });
  },
  refuse(response, message) {
    writeJson(response, 400, { error: { message, type: 'invalid_request_error', param: null, code: null } });
  },
};
