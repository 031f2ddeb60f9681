// Maps a non-2xx Chat Completions reply to an adapter category. Servers disagree on the
// error body (research note §4): OpenAI, newer vLLM and llama.cpp nest it under `error`,
// older vLLM sends it flat with `object: "error"`, Ollama's native routes send
// `{"error": "<text>"}`. The body text is matched here and then dropped.
import type { AdapterErrorCategory } from './model';

export interface ServerError {
  message: string;
  type: string;
}

export function readServerError(body: string): ServerError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { message: '', type: '' };
  }
  const top = asRecord(parsed);
  const nested = asRecord(top?.error);
  const source = nested ?? top;
  const message = typeof top?.error === 'string' ? top.error : source?.message;
  return {
    message: typeof message === 'string' ? message : '',
    type: typeof source?.type === 'string' ? source.type : '',
  };
}

const MODEL_MISSING = /model.{0,200}(not found|does not exist)|no such model|unknown model|model_not_found/i;
const UNSUPPORTED = /unsupported|not supported|unrecognized|unknown (parameter|field|argument)|extra (inputs|fields)|not permitted|response_format|json_schema/i;

export function classifyHttpFailure(status: number, error: ServerError): AdapterErrorCategory {
  const text = `${error.type} ${error.message}`;
  if (status === 401 || status === 403 || /authentication_error|permission_error/.test(error.type)) return 'auth-unavailable';
  // Ollama `model "x" not found, try pulling it first`, vLLM `The model `x` does not exist.`
  if (MODEL_MISSING.test(text)) return 'model-unavailable';
  // A 404 without a model complaint is a wrong base URL (e.g. a missing /v1), not a model.
  if (status === 404) return 'invocation-failed';
  // llama.cpp answers 501 not_supported_error for features it lacks.
  if (status === 501 || /not_supported/i.test(error.type)) return 'unsupported-option';
  if ((status === 400 || status === 422) && UNSUPPORTED.test(text)) return 'unsupported-option';
  return 'invocation-failed';
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
