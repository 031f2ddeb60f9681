// Reads what `claude -p --output-format json` printed (research note §1.3–1.5): the result
// object, or the array form some settings produce, and sorts a failure into an adapter
// category. The raw text is only matched against patterns; it never leaves this module.
import type { AdapterErrorCategory } from '../../lib/models/model';
import { safeModelId } from '../../lib/models/transport-settings';

export type ClaudeResult = Record<string, unknown>;

/** The result object; with `--verbose` or a verbose view the CLI prints an array of messages. */
export function parseClaudeResult(stdout: string): ClaudeResult | undefined {
  const text = stdout.trim();
  const candidates = [text, text.split('\n').at(-1) ?? ''];
  for (const candidate of candidates) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(candidate);
    } catch {
      continue;
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const result = list.filter(isResult).at(-1);
    if (result) return result;
  }
  return undefined;
}

function isResult(value: unknown): value is ClaudeResult {
  return typeof value === 'object' && value !== null && (value as ClaudeResult).type === 'result';
}

/** Success only when every signal agrees: subtype, is_error and a structured_output. */
export function isClaudeSuccess(result: ClaudeResult): boolean {
  return result.subtype === 'success' && result.is_error !== true && result.structured_output != null;
}

/**
 * The served models are the keys of `modelUsage` (no top-level model field). A tiny helper
 * call (title, compaction) can add a second key, so the one that wrote most output is chosen.
 */
export function servedModel(result: ClaudeResult): string | undefined {
  const usage = result.modelUsage;
  if (typeof usage !== 'object' || usage === null) return undefined;
  const ranked = Object.entries(usage as Record<string, { outputTokens?: unknown }>)
    .map(([model, entry]) => ({ model: safeModelId(model), output: Number(entry?.outputTokens) || 0 }))
    .filter((entry) => entry.model !== undefined)
    .sort((left, right) => right.output - left.output);
  return ranked[0]?.model;
}

export function classifyClaudeFailure(result: ClaudeResult | undefined, stderr: string, exitCode: number | null): AdapterErrorCategory {
  const texts = [stderr];
  if (result) {
    if (typeof result.result === 'string') texts.push(result.result);
    if (Array.isArray(result.errors)) texts.push(...result.errors.filter((item): item is string => typeof item === 'string'));
  }
  const text = texts.join('\n');
  if (/cannot be launched inside another Claude Code session/i.test(text)) return 'nested-session';
  // commander rejects a flag this version lacks; a schema it cannot take is the same kind of gap.
  if (/unknown option|too many arguments|--json-schema is not (a )?valid|--json-schema must be/i.test(text)) return 'unsupported-option';
  if (/not logged in|invalid api key|please run \/login|login expired|could not resolve authentication|oauth token has expired|authentication_error/i.test(text)) {
    return 'auth-unavailable';
  }
  if (/issue with the selected model|not a recognized model|model_not_found|is not available with the .{0,40} plan/i.test(text)) {
    return 'model-unavailable';
  }
  if (!result) return exitCode === 0 ? 'invalid-output' : 'invocation-failed';
  // The CLI validates the schema itself and gives up after its retries: the reply never fit.
  if (result.subtype === 'error_max_structured_output_retries') return 'invalid-output';
  if (result.subtype === 'success' && result.is_error !== true) return 'invalid-output';
  return 'invocation-failed';
}
