// Reads the JSONL event stream of `codex exec --json` (ThreadEvent in codex-rs/exec,
// exec_events.rs; research note §2.3–2.6) and turns a failed run into an adapter category.
// The raw text is only matched against patterns here; it never leaves this module.
import type { AdapterErrorCategory, ModelUsage } from '../models/model';
import { safeModelId, usageFrom } from '../models/transport-settings';

export interface CodexEvents {
  /** Text of the last completed agent_message: the JSON document when a schema is given. */
  finalMessage?: string;
  usage?: ModelUsage;
  /** Target of a "model rerouted: a -> b (reason)" notice. */
  reroutedTo?: string;
  turnFailed: boolean;
  /** turn.failed and error messages, for classification only. */
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
    } else if (event.type === 'item.completed' && item?.type === 'error') {
      noteError(events, item.message);
    } else if (event.type === 'error') {
      // Top-level errors may be transient (emitted before a retry); turn.failed decides.
      noteError(events, event.message);
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

/** Error texts are kept for classification only; a reroute was taken out before. */
function noteError(events: CodexEvents, message: unknown): void {
  if (typeof message === 'string') events.failureTexts.push(message);
}

/** Research note §2.6: clap usage errors, 401s, and the model-not-supported 400. */
export function classifyCodexFailure(texts: readonly string[]): AdapterErrorCategory {
  const text = texts.join('\n');
  if (/unexpected argument '|unrecognized subcommand|invalid value '.*' for '--/i.test(text)) return 'unsupported-option';
  if (/\b401\b|unauthorized|not logged in|missing bearer|please (re-?)?log ?in|login (is )?required|refresh token|\b403 forbidden/i.test(text)) {
    return 'auth-unavailable';
  }
  if (/model is not supported|model_not_found|model.{0,120}(does not exist|not found|is not supported|unsupported)|unknown model/i.test(text)) {
    return 'model-unavailable';
  }
  return 'invocation-failed';
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
