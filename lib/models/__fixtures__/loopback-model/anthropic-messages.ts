// Anthropic Messages as Claude Code 2.1.328 speaks it: `POST /v1/messages?beta=true`,
// `stream: true` (a non-streaming retry follows some failures), the structured output
// requested as a forced call of the one tool `StructuredOutput` whose input schema is ours.
// The model answers by calling that tool; a text answer is a model that ignored it.
import { stepsTakenIn, type Fault } from './scripted-model';
import { LOOPBACK_USAGE, servedModel, textsOf, writeEvents, writeJson, writeMalformedStream, type WireProtocol } from './wire-protocol';

export const STRUCTURED_OUTPUT_TOOL = 'StructuredOutput';

const usage = {
  input_tokens: LOOPBACK_USAGE.inputTokens,
  output_tokens: LOOPBACK_USAGE.outputTokens,
  cache_read_input_tokens: LOOPBACK_USAGE.cachedInputTokens,
  cache_creation_input_tokens: 0,
};

// The API marks errors it does not want retried with `x-should-retry: false`, and Claude
// Code honours it; without it the CLI retries a 401 for about three minutes.
const NO_RETRY = { 'x-should-retry': 'false', 'request-id': 'req_loopback' };

const FAULT_REPLIES: Record<Exclude<Fault, 'stall' | 'malformed-stream'>, { status: number; type: string; message: (model: string) => string }> = {
  unauthorized: { status: 401, type: 'authentication_error', message: () => 'invalid x-api-key' },
  'unknown-model': { status: 404, type: 'not_found_error', message: (model) => `model: ${model}` },
  'rate-limited': { status: 429, type: 'rate_limit_error', message: () => 'Number of requests has exceeded your per-minute rate limit' },
  'server-error': { status: 500, type: 'api_error', message: () => 'Internal server error' },
};

export const anthropicMessages: WireProtocol = {
  id: 'anthropic-messages',
  path: '/v1/messages',
  read(body) {
    const texts = (body?.messages ?? []).flatMap((message: any) => textsOf(message?.content));
    const text = texts.join('\n');
    const tools: string[] = (body?.tools ?? []).map((tool: any) => String(tool?.name ?? tool?.type));
    const violations = tools.length === 1 && tools[0] === STRUCTURED_OUTPUT_TOOL ? [] : [`offered tools [${tools.join(', ')}], expected [${STRUCTURED_OUTPUT_TOOL}]`];
    return { conversation: { text, stepsTaken: stepsTakenIn(text), model: String(body?.model ?? '') }, violations };
  },
  reply(response, body, output) {
    const model = servedModel(String(body?.model ?? ''));
    const block =
      output.kind === 'json'
        ? { type: 'tool_use', id: 'toolu_loopback', name: STRUCTURED_OUTPUT_TOOL, input: output.value }
        : { type: 'text', text: output.text };
    const stopReason = output.kind === 'json' ? 'tool_use' : 'end_turn';
    if (body?.stream !== true) {
      writeJson(response, 200, { id: 'msg_loopback', type: 'message', role: 'assistant', model, content: [block], stop_reason: stopReason, usage });
      return;
    }
    const delta =
      output.kind === 'json'
        ? { type: 'input_json_delta', partial_json: JSON.stringify(output.value) }
        : { type: 'text_delta', text: output.text };
    const opening = output.kind === 'json' ? { ...block, input: {} } : { type: 'text', text: '' };
    writeEvents(response, [
      ['message_start', { type: 'message_start', message: { id: 'msg_loopback', type: 'message', role: 'assistant', model, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } } }],
      ['content_block_start', { type: 'content_block_start', index: 0, content_block: opening }],
      ['content_block_delta', { type: 'content_block_delta', index: 0, delta }],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      ['message_delta', { type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } }],
      ['message_stop', { type: 'message_stop' }],
    ]);
  },
  fail(response, body, fault) {
    if (fault === 'malformed-stream') return writeMalformedStream(response, 'message_start');
    const reply = FAULT_REPLIES[fault];
    writeJson(response, reply.status, { type: 'error', error: { type: reply.type, message: reply.message(String(body?.model ?? '')) } }, NO_RETRY);
  },
  refuse(response, message) {
    writeJson(response, 400, { type: 'error', error: { type: 'invalid_request_error', message } }, NO_RETRY);
  },
};
