// Reads what `claude -p --output-format json` printed: the result object, or the array of
// messages `--verbose` produces, and sorts a failure into an adapter category. The texts are
// Claude Code 2.1.328's own (see __fixtures__/claude-transcripts): option errors on stderr
// with exit 1; everything that fails inside the run as one result object on stdout with
// `is_error: true`, the HTTP status in `api_error_status` and its type in `api_error_type`.
// The raw text is only matched against patterns; it never leaves this module.
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
 * 2.1.328 keys it by the requested model, whatever the server named in its reply.
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

/** Rejections before the run starts, on stderr. */
const STARTUP_RULES: readonly [AdapterErrorCategory, RegExp][] = [
  // commander, the settings loader and the schema check reject what this version cannot take.
  ['unsupported-option', /unknown option '|argument '.*' is invalid\. Allowed choices|Error processing --|--json-schema is not (a )?valid|--json-schema must be/i],
  // 2.1.39–2.1.169 refused to start under a parent session (keyed on CLAUDECODE); 2.1.328 has
  // no such guard, so this text comes from those versions' changelog, not from a capture.
  ['nested-session', /cannot be launched inside another Claude Code session/i],
];

/** The result text, when there is no HTTP status to go by (a login missing before any request). */
const RESULT_RULES: readonly [AdapterErrorCategory, RegExp][] = [
  ['auth-unavailable', /not logged in|invalid api key|please run \/login|login expired|oauth token has expired|could not resolve authentication/i],
  ['model-unavailable', /issue with the selected model|not a recognized model|is not available with the .{0,40} plan/i],
  ['rate-limited', /usage limit|rate limit|out of extra usage/i],
  ['invalid-output', /returned an empty or malformed response/i],
];

function categoryOfStatus(status: unknown): AdapterErrorCategory | undefined {
  if (typeof status !== 'number') return undefined;
  if (status === 401 || status === 403) return 'auth-unavailable';
  if (status === 404) return 'model-unavailable';
  if (status === 429) return 'rate-limited';
  return undefined;
}

export function classifyClaudeFailure(result: ClaudeResult | undefined, stderr: string, exitCode: number | null): AdapterErrorCategory {
  const startup = STARTUP_RULES.find(([, pattern]) => pattern.test(stderr));
  if (startup) return startup[0];
  if (!result) return exitCode === 0 ? 'invalid-output' : 'invocation-failed';
  const byStatus = categoryOfStatus(result.api_error_status);
  if (byStatus) return byStatus;
  const texts = [typeof result.result === 'string' ? result.result : '', ...(Array.isArray(result.errors) ? result.errors : [])].join('\n');
  const byText = RESULT_RULES.find(([, pattern]) => pattern.test(texts));
  if (byText) return byText[0];
  // The CLI validates the schema itself and gives up after its retries: the reply never fit.
  if (result.subtype === 'error_max_structured_output_retries') return 'invalid-output';
  // A reply in prose instead of a StructuredOutput call.
  if (result.subtype === 'success' && result.is_error !== true) return 'invalid-output';
  return 'invocation-failed';
}
