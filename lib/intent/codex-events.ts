// Reads the JSONL event stream of `codex exec --json` (ThreadEvent in codex-rs/exec) and turns a
// failed run into an adapter category. Only what ends the run decides the category: the
// `turn.failed` message and stderr. Retry notices (`error` events: "Reconnecting... 1/5 …") and
// informational error items ("Model metadata for `gpt-5` not found. Defaulting to fallback
// metadata…", printed for any model missing from the CLI's bundled list) never do. The raw
// text is only matched against patterns here; it never leaves this module.
import type { AdapterErrorCategory, ModelUsage } from '../models/model';
import { safeModelId, usageFrom } from '../models/transport-settings';

export interface CodexEvents {
  /** Text of the last completed agent_message: the JSON document when a schema is given. */
  finalMessage?: string;
  usage?: ModelUsage;
  /** Target of a "model rerouted: a -> b (reason)" notice. */
  reroutedTo?: string;
  turnFailed: boolean;
  /** The turn.failed messages, for classification only. */
  failureTexts: string[];
}

const REROUTE = /^model rerouted:\s*(\S+)\s*->\s*(\S+)/;

export function parseCodexEvents(stdout: string): CodexEvents {
  const events: CodexEvents = { turnFailed: false, failureTexts: [] };
  for (const line of stdout.split('\n')) {
    const event = parseLine(line);
    if (!event) continue;
    const item = record(event.item);
    // Builds differ in where the reroute notice sits (error item, error or warning event).
    const reroute = [item?.message, event.message].map((text) => (typeof text === 'string' ? REROUTE.exec(text) : null)).find(Boolean);
    if (reroute) {
      events.reroutedTo = safeModelId(reroute[2]) ?? events.reroutedTo;
    } else if (event.type === 'item.completed' && item?.type === 'agent_message' && typeof item.text === 'string') {
      events.finalMessage = item.text;
    } else if (event.type === 'turn.completed') {
      const usage = record(event.usage);
      events.usage = usageFrom(usage?.input_tokens, usage?.output_tokens, usage?.cached_input_tokens);
    } else if (event.type === 'turn.failed') {
      events.turnFailed = true;
      const message = record(event.error)?.message;
      if (typeof message === 'string') events.failureTexts.push(message);
    }
  }
  return events;
}

/**
 * First match wins. Texts from codex-cli 0.169.0 (see __fixtures__/codex-transcripts): clap
 * usage errors and config errors on stderr; `unexpected status 401 Unauthorized: …`,
 * `… 404 Not Found: The model \`x\` does not exist …`, `exceeded retry limit, last status:
 * 429 Too Many Requests`, `stream disconnected before completion: …` in turn.failed. The
 * ChatGPT backend's own texts (model not supported with a ChatGPT account, usage limit) are
 * matched by their wording.
 */
const RULES: readonly [AdapterErrorCategory, RegExp][] = [
  ['unsupported-option', /unexpected argument '|unrecognized subcommand|invalid value '.*' for '--|Error loading config\.toml|unknown configuration field/i],
  ['auth-unavailable', /\b401 Unauthorized|\b403 Forbidden|missing bearer|not logged in|incorrect api key|invalid_api_key|refresh token|please (re-?)?log ?in/i],
  ['rate-limited', /\b429 Too Many Requests|usage limit|rate limit/i],
  ['model-unavailable', /model is not supported|model_not_found|the model `[^`]*` does not exist|unknown model/i],
  ['invalid-output', /stream disconnected before completion|stream closed before response\.completed/i],
];

export function classifyCodexFailure(texts: readonly string[]): AdapterErrorCategory {
  const text = texts.join('\n');
  return RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'invocation-failed';
}

function parseLine(line: string): Record<string, unknown> | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    return record(JSON.parse(trimmed));
  } catch {
    return undefined;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
