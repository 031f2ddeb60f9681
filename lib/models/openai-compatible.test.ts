import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_STEP_JSON_SCHEMA } from '../commerce/agent-step';
import type { AdapterErrorCategory, ModelRequest } from './model';
import { ProviderConfigError } from './provider';
import { createOpenAiCompatibleRunner, openAiCompatibleProvider } from './openai-compatible';
import { LOOPBACK_USAGE } from './__fixtures__/loopback-model/wire-protocol';
import { completion } from './__fixtures__/loopback-model/chat-completions';
import type { HttpReply as Reply } from './__fixtures__/loopback-model/scripted-model';
import { startLoopbackModel, type LoopbackModel } from './__fixtures__/loopback-model/server';
import { expectAdapterError } from './__fixtures__/cli-test-kit';

const SECRET_TOKEN = 'sk-live-LOOPBACK0000SECRET';

const request: ModelRequest = {
  system: 'You are a commerce assistant.',
  messages: [
    { role: 'user', content: 'What is my margin?' },
    { role: 'assistant', content: '{"action":"tool_call"}' },
    { role: 'tool', name: 'business', content: '{"currency":"USD"}' },
  ],
  outputSchema: AGENT_STEP_JSON_SCHEMA,
  model: 'qwen3:8b',
};
const step = { action: 'final', tool: null, arguments_json: null, kind: 'answer', message: 'Margin is 30%.' };

// Raw HTTP replies, so each server's own error body can be played.
let server: LoopbackModel;
let baseUrl: string;
const reply = (...replies: Reply[]) => server.script({ kind: 'http', replies });
beforeEach(async () => {
  server = await startLoopbackModel({ kind: 'http', replies: [] });
  baseUrl = `${server.origin}/v1`;
});
afterEach(async () => server.close());

const runner = (timeoutMs = 10_000, apiKey?: string) =>
  createOpenAiCompatibleRunner({ baseUrl: `${baseUrl}/`, model: 'qwen3:8b', timeoutMs, ...(apiKey ? { apiKey } : {}) });

describe('openai-compatible transport against a loopback Chat Completions server', () => {
  it('posts messages with a strict json_schema response format and reads output, usage and model', async () => {
    reply(completion(step));
    const answer = await runner(10_000, 'local-key').complete(request);
    expect(answer.output).toEqual(step);
    expect(answer.usage).toEqual(LOOPBACK_USAGE);
    expect(answer.resolvedModel).toBe('qwen3:8b-q4_K_M');
    const [received] = server.requests;
    expect(received?.url).toBe('/v1/chat/completions');
    expect(received?.headers.authorization).toBe('Bearer local-key');
    expect(received?.body).toEqual({
      model: 'qwen3:8b',
      messages: [
        { role: 'system', content: 'You are a commerce assistant.' },
        { role: 'user', content: 'What is my margin?' },
        { role: 'assistant', content: '{"action":"tool_call"}' },
        { role: 'user', content: 'Tool result (business):\n{"currency":"USD"}' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'agent_step', schema: AGENT_STEP_JSON_SCHEMA, strict: true } },
    });
  });

  it('sends no authorization header without a key, and uses an injected fetch', async () => {
    reply(completion(step));
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    await createOpenAiCompatibleRunner({ baseUrl, model: 'm', timeoutMs: 10_000, fetch: fetchSpy }).complete(request);
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  const failures: [string, Reply, AdapterErrorCategory][] = [
    ['Ollama 404 model', { status: 404, body: { error: { message: 'model "nope" not found, try pulling it first', type: 'not_found_error', param: null, code: null } } }, 'model-unavailable'],
    ['vLLM 404 model (flat)', { status: 404, body: { object: 'error', message: 'The model `nope` does not exist.', type: 'NotFoundError', param: null, code: 404 } }, 'model-unavailable'],
    ['vLLM 404 model (nested)', { status: 404, body: { error: { message: 'The model `nope` does not exist.', type: 'NotFoundError', param: 'model', code: 404 } } }, 'model-unavailable'],
    ['404 without a body (wrong base URL)', { status: 404, raw: '' }, 'invocation-failed'],
    ['llama.cpp 401', { status: 401, body: { error: { code: 401, message: 'Invalid API Key', type: 'authentication_error' } } }, 'auth-unavailable'],
    ['403', { status: 403, body: { error: { message: 'forbidden', type: 'permission_error' } } }, 'auth-unavailable'],
    ['400 unsupported parameter', { status: 400, body: { error: { code: 400, message: "Unsupported param: 'response_format'", type: 'invalid_request_error' } } }, 'unsupported-option'],
    ['llama.cpp 501', { status: 501, body: { error: { code: 501, message: 'This server does not support this', type: 'not_supported_error' } } }, 'unsupported-option'],
    ['400 context too long', { status: 400, body: { error: { code: 400, message: 'request exceeds context size', type: 'exceed_context_size_error' } } }, 'invocation-failed'],
    ['500 with a secret in the body', { status: 500, body: { error: { message: `upstream failed for key ${SECRET_TOKEN}`, type: 'server_error' } } }, 'invocation-failed'],
    ['503 model loading', { status: 503, body: { error: { code: 503, message: 'Loading model', type: 'unavailable_error' } } }, 'invocation-failed'],
    ['malformed body', { status: 200, raw: `<html>${SECRET_TOKEN}</html>` }, 'invalid-output'],
    ['content that is not JSON', completion('Sure! The margin is 30%.'), 'invalid-output'],
    ['no choices', { status: 200, body: { object: 'chat.completion', choices: [] } }, 'invalid-output'],
  ];
  it.each(failures)('%s becomes %s without the body in the error', async (_label, served, category) => {
    reply(served);
    await expectAdapterError(runner().complete(request), category);
  });

  it('times out when the server does not answer', async () => {
    reply('hang');
    await expectAdapterError(runner(300).complete(request), 'timeout');
  });

  it("treats the caller's abort as a timeout", async () => {
    reply('hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expectAdapterError(runner().complete({ ...request, signal: controller.signal }), 'timeout');
  });

  it('reports an unreachable server as invocation-failed', async () => {
    const closedUrl = baseUrl;
    await server.close();
    server = await startLoopbackModel({ kind: 'http', replies: [] });
    await expectAdapterError(createOpenAiCompatibleRunner({ baseUrl: closedUrl, model: 'm', timeoutMs: 5_000 }).complete(request), 'invocation-failed');
  });
});

describe('openai-compatible provider', () => {
  const env = (extra: Record<string, string | undefined>) => ({ COMMERCE_EVAL_BASE_URL: baseUrl, ...extra });

  it('passes preflight with a base URL and a model, and sends the key from the environment', async () => {
    expect(await openAiCompatibleProvider.preflight({ model: 'qwen3:8b', env: env({}) })).toEqual({});
    reply(completion(step));
    const options = { model: 'qwen3:8b', env: env({ COMMERCE_EVAL_API_KEY: 'env-key' }) };
    const scenario = undefined as never;
    await openAiCompatibleProvider.createRunner(options, scenario).complete(request);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer env-key');
  });

  it.each([
    ['the base URL is unset', { COMMERCE_EVAL_BASE_URL: undefined }, 'm', /COMMERCE_EVAL_BASE_URL is not set/],
    ['the base URL is not a URL', { COMMERCE_EVAL_BASE_URL: 'localhost 11434' }, 'm', /not a valid URL/],
    ['the base URL is not http', { COMMERCE_EVAL_BASE_URL: 'file:///tmp/x' }, 'm', /http\(s\)/],
    ['no model is given', {}, undefined, /needs an explicit model/],
    ['the timeout is invalid', { COMMERCE_EVAL_TIMEOUT_MS: '-5' }, 'm', /COMMERCE_EVAL_TIMEOUT_MS/],
  ])('refuses with one line when %s', async (_label, extra, model, message) => {
    const error = await openAiCompatibleProvider.preflight({ model, env: env(extra) }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderConfigError);
    expect((error as Error).message).toMatch(message);
  });
});
