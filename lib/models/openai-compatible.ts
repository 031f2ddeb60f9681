// The `openai-compatible` provider: Chat Completions over HTTP with JSON-schema structured
// output, for Ollama, vLLM, llama.cpp server or a hosted endpoint. One POST per model
// request to {baseUrl}/chat/completions; `fetch` is injectable so tests use a loopback server.
import { AdapterError, type ChatMessage, type ModelReply, type ModelRequest, type ModelRunner } from './model';
import type { EnvironmentVariableDeclaration } from '../eval/environment-variable';
import { ProviderConfigError, type ProviderDefinition, type ProviderOptions } from './provider';
import { portableSchemaFor } from './json-schema-subset';
import { toolResultText } from './render-transcript';
import { classifyHttpFailure, readServerError } from './openai-compatible-errors';
import { DEFAULT_HTTP_TIMEOUT_MS, readTimeoutMs, requireModel, safeModelId, usageFrom } from './transport-settings';

export const BASE_URL_ENV = 'COMMERCE_EVAL_BASE_URL';
export const API_KEY_ENV = 'COMMERCE_EVAL_API_KEY';

export const OPENAI_COMPATIBLE_VARIABLES: readonly EnvironmentVariableDeclaration[] = [
  { name: BASE_URL_ENV, meaning: 'the base URL of the openai-compatible endpoint, up to /v1 (Ollama, vLLM, llama.cpp server or a hosted one)', whenUnset: 'the openai-compatible provider refuses to run' },
  { name: API_KEY_ENV, meaning: 'the bearer key sent to that endpoint', whenUnset: 'requests carry no Authorization header' },
];

export interface OpenAiCompatibleOptions {
  /** e.g. http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

type WireMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** Servers disagree on `tool` messages without tool_call ids, so results travel as user text. */
export function toWireMessages(request: ModelRequest): WireMessage[] {
  const toWire = (message: ChatMessage): WireMessage =>
    message.role === 'tool' ? { role: 'user', content: toolResultText(message) } : { role: message.role, content: message.content };
  return [{ role: 'system', content: request.system }, ...request.messages.map(toWire)];
}

export function createOpenAiCompatibleRunner(options: OpenAiCompatibleOptions): ModelRunner {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(request: ModelRequest): Promise<ModelReply> {
      const started = performance.now();
      const schema = portableSchemaFor('the server', request.outputSchema);
      const body = {
        model: request.model ?? options.model,
        messages: toWireMessages(request),
        response_format: { type: 'json_schema', json_schema: { name: 'agent_step', schema, strict: true } },
      };
      const signals = [AbortSignal.timeout(options.timeoutMs), ...(request.signal ? [request.signal] : [])];
      let status: number;
      let text: string;
      try {
        const response = await (options.fetch ?? fetch)(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.any(signals),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        // Both our deadline and the caller's abort end the request unanswered.
        if (signals.some((signal) => signal.aborted)) throw new AdapterError('timeout', 'the server did not answer in time');
        throw new AdapterError('invocation-failed', 'the server could not be reached', { cause: sanitisedCause(error) });
      }
      if (status < 200 || status > 299) {
        const category = classifyHttpFailure(status, readServerError(text));
        throw new AdapterError(category, `the server answered HTTP ${status} (${category})`);
      }
      return interpret(text, started);
    },
  };
}

function interpret(text: string, started: number): ModelReply {
  let completion: unknown;
  try {
    completion = JSON.parse(text);
  } catch {
    throw new AdapterError('invalid-output', 'the server reply is not JSON');
  }
  const content = field(completion, 'choices', 0, 'message', 'content');
  if (typeof content !== 'string') throw new AdapterError('invalid-output', 'the reply has no message content');
  let output: unknown;
  try {
    output = JSON.parse(content);
  } catch {
    throw new AdapterError('invalid-output', 'the message content is not JSON');
  }
  const reply: ModelReply = { output, latencyMs: performance.now() - started };
  const resolvedModel = safeModelId(field(completion, 'model'));
  const usage = usageFrom(
    field(completion, 'usage', 'prompt_tokens'),
    field(completion, 'usage', 'completion_tokens'),
    field(completion, 'usage', 'prompt_tokens_details', 'cached_tokens'),
  );
  if (resolvedModel) reply.resolvedModel = resolvedModel;
  if (usage) reply.usage = usage;
  return reply;
}

function field(value: unknown, ...keys: (string | number)[]): unknown {
  return keys.reduce<unknown>(
    (current, key) => (typeof current === 'object' && current !== null ? (current as Record<string | number, unknown>)[key] : undefined),
    value,
  );
}

/** A network error can name the host; keep only its code. */
function sanitisedCause(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

function settings(options: ProviderOptions): OpenAiCompatibleOptions {
  const baseUrl = options.env[BASE_URL_ENV]?.trim();
  if (!baseUrl) throw new ProviderConfigError(`${BASE_URL_ENV} is not set: e.g. http://localhost:11434/v1 for Ollama`);
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new ProviderConfigError(`${BASE_URL_ENV} is not a valid URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ProviderConfigError(`${BASE_URL_ENV} must be an http(s) URL`);
  const apiKey = options.env[API_KEY_ENV]?.trim();
  return {
    baseUrl,
    model: requireModel(options, 'openai-compatible', 'qwen3:8b'),
    ...(apiKey ? { apiKey } : {}),
    timeoutMs: readTimeoutMs(options.env, DEFAULT_HTTP_TIMEOUT_MS),
  };
}

export const openAiCompatibleProvider: ProviderDefinition = {
  id: 'openai-compatible',
  kind: 'model',
  description: 'any OpenAI-compatible Chat Completions server (Ollama, vLLM, llama.cpp server, hosted), over HTTP: one `POST` per model request',
  async preflight(options) {
    settings(options);
    return {};
  },
  createRunner: (options) => createOpenAiCompatibleRunner(settings(options)),
};
