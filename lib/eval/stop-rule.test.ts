import { describe, expect, it } from 'vitest';
import type { ArtifactCase, DegradedReason } from './artifact-schema';
import { createStopRule } from './stop-rule';

const row = (reason: DegradedReason | null) =>
  ({ response: { kind: 'answer', message: 'x', degraded: reason !== null, degradedReason: reason } }) as ArtifactCase;

function play(reasons: (DegradedReason | null)[], limit = 3): (string | undefined)[] {
  const rule = createStopRule(limit);
  return reasons.map((reason) => rule.observe(row(reason)));
}

describe('createStopRule', () => {
  it('fires on the third consecutive case degraded with the same login or model reason, naming it with advice', () => {
    const seen = play(['auth-unavailable', 'auth-unavailable', 'auth-unavailable']);
    expect(seen.slice(0, 2)).toEqual([undefined, undefined]);
    expect(seen[2]).toMatch(/^3 consecutive cases failed with auth-unavailable: not logged in.*log in again/);
  });

  it.each([
    ['a passing case in between', ['model-unavailable', 'model-unavailable', null, 'model-unavailable', 'model-unavailable']],
    ['a different reason in between', ['auth-unavailable', 'auth-unavailable', 'model-unavailable', 'auth-unavailable', 'auth-unavailable']],
    ['reasons a later case could change', ['timeout', 'timeout', 'timeout', 'rate-limited', 'rate-limited', 'rate-limited', 'invocation-failed', 'invocation-failed', 'invocation-failed']],
    ['model results', ['invalid-step', 'invalid-step', 'invalid-step', 'step-cap', 'step-cap', 'step-cap']],
  ] as const)('does not fire with %s', (_label, reasons) => {
    expect(play([...reasons]).every((seen) => seen === undefined)).toBe(true);
  });

  it('keeps its first reason once fired, and exposes it', () => {
    const rule = createStopRule(2);
    rule.observe(row('unsupported-option'));
    const reason = rule.observe(row('unsupported-option'));
    expect(reason).toMatch(/^2 consecutive cases failed with unsupported-option/);
    expect(rule.observe(row(null))).toBe(reason);
    expect(rule.stopped).toBe(reason);
  });
});
