// The one verdict function: stage order, failure texts, evidence, and that every check is
// evaluated even when an earlier stage decided.
import { describe, expect, it } from 'vitest';
import type { CheckSpec } from './program';
import { VERBATIM_PROGRAM } from './program';
import { judge } from './verdict';

const check = (id: string, kind: CheckSpec['kind'], pattern: string, origin: CheckSpec['origin'] = 'scenario', flags = ''): CheckSpec => ({
  id, kind, origin, says: `says ${id}`, pattern, flags, scope: 'message', excuses: [], unless: [],
});
const checks = [check('says-26-20', 'must-match', String.raw`\b26[.,]20?\b`), check('no-profit', 'must-not-match', String.raw`\bprofit\b`, 'scenario', 'i'), check('no-action', 'must-not-match', String.raw`\bI ordered\b`, 'guard', 'i')];
const score = (message: string, kind = 'answer', degraded = false) => judge({ kind, message, degraded }, VERBATIM_PROGRAM, checks);

describe('judge', () => {
  it('passes when kind, degradation and every check hold, and records each outcome in order', () => {
    const verdict = score('Break-even CPA is 26.20.');
    expect(verdict).toMatchObject({ passed: true, failureStage: null, failureText: null });
    expect(verdict.outcomes).toEqual([
      { id: 'says-26-20', origin: 'scenario', held: true, matched: '26.20' },
      { id: 'no-profit', origin: 'scenario', held: true, matched: null },
      { id: 'no-action', origin: 'guard', held: true, matched: null },
    ]);
  });

  it.each([
    ['26.20 of profit', 'answer', false, 'assertion', 'no-profit: says no-profit'],
    ['It is 26,20 and I ordered stock', 'answer', false, 'guard', 'no-action: says no-action'],
    ['no figure', 'answer', false, 'assertion', 'says-26-20: says says-26-20'],
    ['26.20', 'refusal', false, 'kind', 'response kind is "refusal", not answer or clarification'],
    ['26.20', 'answer', true, 'degraded', 'the model produced no valid final response'],
  ])('%j (%s, degraded %s) fails at %s', (message, kind, degraded, stage, text) => {
    const verdict = score(message, kind, degraded);
    expect([verdict.passed, verdict.failureStage, verdict.failureText]).toEqual([false, stage, text]);
  });

  it('checks the kind before degradation, and a clarification passes', () => {
    expect(score('26.20', 'handoff', true).failureStage).toBe('kind');
    expect(score('26.20', 'clarification').passed).toBe(true);
  });

  it('evaluates every check even when the kind already failed, and keeps the evidence', () => {
    const verdict = score('26.20 profit', 'refusal');
    expect(verdict.outcomes.map((outcome) => [outcome.held, outcome.matched])).toEqual([[true, '26.20'], [false, 'profit'], [true, null]]);
  });

  it('gives the same answer twice: no pattern state leaks between calls', () => {
    expect([score('x 26.20').passed, score('x 26.20').passed]).toEqual([true, true]);
  });
});
