// Graders: small pure functions that apply declared assertions to a final message.
import type { Assertion, AssertionKind } from './scenario';

export interface AssertionOutcome {
  id: string;
  kind: AssertionKind;
  /** Pattern source and flags, recorded so a verdict can be re-checked without this code. */
  pattern: string;
  flags: string;
  says: string;
  /** `guard` for the shared guard, `scenario` for the scenario's own checks. */
  origin: 'scenario' | 'guard';
  held: boolean;
  /** The text the pattern matched, when it matched (evidence for must-not-match failures). */
  matched: string | null;
}

export function applyAssertion(
  assertion: Assertion,
  message: string,
  origin: AssertionOutcome['origin'],
): AssertionOutcome {
  // Fresh RegExp so a `g` or `y` flag can never leak lastIndex state between calls.
  const pattern = new RegExp(assertion.pattern.source, assertion.pattern.flags);
  const match = pattern.exec(message);
  const held = assertion.kind === 'must-match' ? match !== null : match === null;
  return {
    id: assertion.id,
    kind: assertion.kind,
    pattern: assertion.pattern.source,
    flags: assertion.pattern.flags,
    says: assertion.says,
    origin,
    held,
    matched: match ? match[0] : null,
  };
}

/** Apply the scenario's assertions, then every guard, in declared order. */
export function applyRubric(
  assertions: readonly Assertion[],
  guards: readonly Assertion[],
  message: string,
): AssertionOutcome[] {
  return [
    ...assertions.map((assertion) => applyAssertion(assertion, message, 'scenario')),
    ...guards.map((guard) => applyAssertion(guard, message, 'guard')),
  ];
}
