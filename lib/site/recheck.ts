// Re-checks a recorded verdict from the artifact alone: each assertion's recorded pattern
// source and flags are compiled afresh and run against the recorded final message, then
// the case is scored in the declared order (kind, degradation, assertions). Pure and free
// of Node APIs, so the run page's re-check control runs exactly this in the browser.
import type { AssertionOutcome } from '../eval/assertions';
import { PASSING_KINDS, type FailureStage } from '../eval/score';

export type RecordedAssertion = Pick<AssertionOutcome, 'id' | 'kind' | 'pattern' | 'flags' | 'origin' | 'held'>;

export interface RecheckInput {
  message: string;
  kind: string;
  degraded: boolean;
  assertions: readonly RecordedAssertion[];
}

export interface Span {
  start: number;
  end: number;
}

export interface RecheckedAssertion {
  id: string;
  origin: RecordedAssertion['origin'];
  kind: RecordedAssertion['kind'];
  recordedHeld: boolean;
  held: boolean;
  /** What the pattern matched; null when it did not match or matched the empty string. */
  span: Span | null;
  /** Set when this browser cannot compile the recorded pattern. */
  error: string | null;
}

export interface Recheck {
  assertions: RecheckedAssertion[];
  passed: boolean;
  failureStage: FailureStage | null;
}

function recheckAssertion(assertion: RecordedAssertion, message: string): RecheckedAssertion {
  const base = { id: assertion.id, origin: assertion.origin, kind: assertion.kind, recordedHeld: assertion.held };
  let pattern: RegExp;
  try {
    pattern = new RegExp(assertion.pattern, assertion.flags);
  } catch (error) {
    return { ...base, held: false, span: null, error: (error as Error).message };
  }
  const match = pattern.exec(message);
  const held = assertion.kind === 'must-match' ? match !== null : match === null;
  const span = match && match[0].length > 0 ? { start: match.index, end: match.index + match[0].length } : null;
  return { ...base, held, span, error: null };
}

export function recheckCase(input: RecheckInput): Recheck {
  const assertions = input.assertions.map((assertion) => recheckAssertion(assertion, input.message));
  const verdict = (failureStage: FailureStage | null): Recheck => ({ assertions, passed: failureStage === null, failureStage });
  if (!(PASSING_KINDS as readonly string[]).includes(input.kind)) return verdict('kind');
  if (input.degraded) return verdict('degraded');
  const firstFailed = assertions.find((assertion) => !assertion.held);
  if (firstFailed) return verdict(firstFailed.origin === 'guard' ? 'guard' : 'assertion');
  return verdict(null);
}

export interface Segment {
  text: string;
  /** Ids of the assertions whose match covers this text; empty for unmatched text. */
  marks: string[];
}

/** The message cut at every span boundary, each piece with the assertions that matched it. */
export function highlightSegments(message: string, spans: readonly (Span & { id: string })[]): Segment[] {
  const cuts = [...new Set([0, message.length, ...spans.flatMap((span) => [span.start, span.end])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let index = 0; index < cuts.length - 1; index += 1) {
    const start = cuts[index]!;
    const end = cuts[index + 1]!;
    const marks = spans.filter((span) => span.start <= start && span.end >= end).map((span) => span.id);
    segments.push({ text: message.slice(start, end), marks });
  }
  return segments;
}
