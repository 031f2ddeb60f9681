// The one model interface. Every transport (CLI, HTTP, offline control) implements
// `ModelRunner`; the agent, tools and scoring never know which one answers.

export type ChatRole = 'user' | 'assistant' | 'tool';

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** Tool name, for `tool` messages. */
  name?: string;
}

/** A JSON Schema document (draft-07 subset; see json-schema-subset.ts). */
export type JsonSchema = { [key: string]: unknown };

export interface ModelRequest {
  system: string;
  messages: ChatMessage[];
  /** The reply's `output` must match this schema. */
  outputSchema: JsonSchema;
  /** Requested model id; undefined only for controls. */
  model: string | undefined;
  signal?: AbortSignal;
}

export interface ModelUsage {
  inputTokens?: number;
  outputTokens?: number;
  cachedInputTokens?: number;
}

export interface ModelReply {
  /** Parsed JSON output (validated against the step schema by the agent, not here). */
  output: unknown;
  /** The model that actually served the request, when the transport reports it. */
  resolvedModel?: string;
  usage?: ModelUsage;
  costUsd?: number;
  latencyMs: number;
}

export interface ModelRunner {
  complete(request: ModelRequest): Promise<ModelReply>;
}

export const ADAPTER_ERROR_CATEGORIES = [
  'unsupported-option',
  'auth-unavailable',
  'model-unavailable',
  'rate-limited',
  'nested-session',
  'invocation-failed',
  'timeout',
  'invalid-output',
] as const;
export type AdapterErrorCategory = (typeof ADAPTER_ERROR_CATEGORIES)[number];

/**
 * The only error a transport throws. Only `category` is ever recorded in an artifact:
 * the message may hold stderr or host detail and stays in the process.
 */
export class AdapterError extends Error {
  readonly category: AdapterErrorCategory;
  constructor(category: AdapterErrorCategory, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AdapterError';
    this.category = category;
  }
}

export function isAdapterError(error: unknown): error is AdapterError {
  return error instanceof AdapterError;
}
