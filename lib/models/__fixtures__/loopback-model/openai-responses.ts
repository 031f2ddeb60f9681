// OpenAI Responses as Codex 0.169.0 speaks it to a custom provider: `POST /v1/responses`,
// `stream: true`, the output schema in `text.format` (`json_schema`, strict). No tool should
// be offered at all: the schema is the only channel the model has.
import { stepsTakenIn, type Fault } from './scripted-model';
import { LOOPBACK_USAGE, outputText, servedModel, textsOf, writeEvents, writeJson, writeMalformedStream, type WireProtocol } from './wire-protocol';

/** OpenAI's error bodies, shared with Chat Completions. */
export const OPENAI_FAULT_REPLIES: Record<Exclude<Fault, 'stall' | 'malformed-stream'>, { status: number; error: (model: string) => object }> = {
  unauthorized: {
    status: 401,
    error: () => ({ message: 'Incorrect API key provided: sk-loop***. You can find your API key in your account settings.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' }),
  },
  'unknown-model': {
    status: 404,
    error: (model) => ({ message: `The model \`${model}\` does not exist or you do not have access to it.`, type: 'invalid_request_error', param: null, code: 'model_not_found' }),
  },
  'rate-limited': {
    status: 429,
    error: () => ({ message: 'Rate limit reached for requests per min. Please try again in 1s.', type: 'requests', param: null, code: 'rate_limit_exceeded' }),
  },
  'server-error': {
    status: 500,
    error: () => ({ message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', param: null, code: null }),
  },
};

export const openaiResponses: WireProtocol = {
  id: 'openai-responses',
  path: '/v1/responses',
  read(body) {
    const texts = (body?.input ?? []).flatMap((item: any) => textsOf(item?.content));
    const text = texts.join('\n');
    const tools: string[] = (body?.tools ?? []).map((tool: any) => String(tool?.name ?? tool?.type));
    const violations: string[] = [];
    if (tools.length > 0) violations.push(`offered tools [${tools.join(', ')}], expected none`);
    if (body?.text?.format?.type !== 'json_schema') violations.push('the output schema is not in text.format');
    return { conversation: { text, stepsTaken: stepsTakenIn(text), model: String(body?.model ?? '') }, violations };
  },
  reply(response, body, output) {
    const model = servedModel(String(body?.model ?? ''));
    const text = outputText(output);
    const message = (status: string, content: unknown[]) => ({ type: 'message', id: 'msg_loopback', role: 'assistant', status, content });
    const usage = {
      input_tokens: LOOPBACK_USAGE.inputTokens,
      input_tokens_details: { cached_tokens: LOOPBACK_USAGE.cachedInputTokens },
      output_tokens: LOOPBACK_USAGE.outputTokens,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: LOOPBACK_USAGE.inputTokens + LOOPBACK_USAGE.outputTokens,
    };
    const done = message('completed', [{ type: 'output_text', text, annotations: [] }]);
    writeEvents(response, [
      ['response.created', { type: 'response.created', response: { id: 'resp_loopback', object: 'response', model, status: 'in_progress' } }],
      ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item: message('in_progress', []) }],
      ['response.output_text.delta', { type: 'response.output_text.delta', item_id: 'msg_loopback', output_index: 0, content_index: 0, delta: text }],
      ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item: done }],
      ['response.completed', { type: 'response.completed', response: { id: 'resp_loopback', object: 'response', model, status: 'completed', output: [done], usage } }],
      // Codex compares this header with the requested model and reports a difference as a reroute.
    ], { 'openai-model': model });
  },
  fail(response, body, fault) {
    if (fault === 'malformed-stream') return writeMalformedStream(response, 'response.created');
    const reply = OPENAI_FAULT_REPLIES[fault];
    writeJson(response, reply.status, { error: reply.error(String(body?.model ?? '')) });
  },
  refuse(response, message) {
    writeJson(response, 400, { error: { message, type: 'invalid_request_error', param: null, code: null } });
  },
};
