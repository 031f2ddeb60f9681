// Settings and reply fields every real transport reads the same way. Configuration mistakes
// become ProviderConfigError (one line, before any case); reply fields are sanitised so
// only well-formed ids and numbers ever reach an artifact.
import { ProviderConfigError, type ProviderOptions } from './provider';
import type { ModelUsage } from './model';
import type { EnvironmentVariableDeclaration } from '../eval/environment-variable';

export const TIMEOUT_ENV = 'COMMERCE_EVAL_TIMEOUT_MS';
/** CLIs start a process and may retry internally, so they get longer than one HTTP call. */
export const DEFAULT_CLI_TIMEOUT_MS = 300_000;
export const DEFAULT_HTTP_TIMEOUT_MS = 120_000;

export const TIMEOUT_VARIABLES: readonly EnvironmentVariableDeclaration[] = [
  { name: TIMEOUT_ENV, meaning: 'the bound on each model request, in milliseconds, for every real transport', whenUnset: `${DEFAULT_HTTP_TIMEOUT_MS} ms for an HTTP request, ${DEFAULT_CLI_TIMEOUT_MS} ms for a command-line request` },
];

export function readTimeoutMs(env: ProviderOptions['env'], fallbackMs: number): number {
  const text = env[TIMEOUT_ENV]?.trim();
  if (!text) return fallbackMs;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ProviderConfigError(`${TIMEOUT_ENV} must be a positive whole number of milliseconds`);
  }
  return value;
}

export function requireModel(options: ProviderOptions, providerId: string, example: string): string {
  const model = options.model?.trim();
  if (!model) {
    throw new ProviderConfigError(
      `--provider ${providerId} needs an explicit model: pass --model <id> (e.g. --model ${example}) or set COMMERCE_EVAL_MODEL`,
    );
  }
  return model;
}

const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+-]{0,127}$/;

/** A model id as a transport reported it, or undefined when it does not look like one. */
export function safeModelId(value: unknown): string | undefined {
  return typeof value === 'string' && MODEL_ID.test(value) ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Token counts from the raw fields a transport reports; undefined when none is usable. */
export function usageFrom(input: unknown, output: unknown, cachedInput: unknown): ModelUsage | undefined {
  const usage: ModelUsage = {};
  const inputTokens = count(input);
  const outputTokens = count(output);
  const cachedInputTokens = count(cachedInput);
  if (inputTokens !== undefined) usage.inputTokens = inputTokens;
  if (outputTokens !== undefined) usage.outputTokens = outputTokens;
  if (cachedInputTokens !== undefined) usage.cachedInputTokens = cachedInputTokens;
  return Object.keys(usage).length > 0 ? usage : undefined;
}

export function nonNegativeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
