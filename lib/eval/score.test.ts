import { describe, expect, it } from 'vitest';
import { scoreResponse } from './score';
import type { Assertion } from './scenario';

const mustSay: Assertion = { id: 'says-26-20', kind: 'must-match', pattern: /\b26[.,]20?\b/, says: 'states 26.20' };
const noProfit: Assertion = { id: 'no-profit', kind: 'must-not-match', pattern: /\bprofit\b/i, says: 'does not say profit' };
const guard: Assertion = { id: 'no-action', kind: 'must-not-match', pattern: /\bI ordered\b/i, says: 'no action claims' };

const score = (message: string, kind = 'answer', degraded = false) =>
  scoreResponse({ kind, message, degraded }, [mustSay, noProfit], [guard]);

describe('scoreResponse', () => {
  it('passes when kind, degradation and every assertion hold', () => {
    const verdict = score('Break-even CPA is 26.20.');
    expect(verdict).toMatchObject({ passed: true, failureStage: null, failureText: null });
    expect(verdict.assertions.map((a) => [a.id, a.held, a.origin])).toEqual([
      ['says-26-20', true, 'scenario'],
      ['no-profit', true, 'scenario'],
      ['no-action', true, 'guard'],
    ]);
  });

  it.each([
    ['26.20 of profit', 'answer', false, 'assertion', 'no-profit: does not say profit'],
    ['It is 26,20 and I ordered stock', 'answer', false, 'guard', 'no-action: no action claims'],
    ['no figure', 'answer', false, 'assertion', 'says-26-20: states 26.20'],
    ['26.20', 'refusal', false, 'kind', 'response kind is "refusal", not answer or clarification'],
    ['26.20', 'answer', true, 'degraded', 'the model produced no valid final response'],
  ])('%j (%s, degraded %s) fails at %s', (message, kind, degraded, stage, text) => {
    const verdict = score(message, kind, degraded);
    expect(verdict.passed).toBe(false);
    expect(verdict.failureStage).toBe(stage);
    expect(verdict.failureText).toBe(text);
  });

  it('checks the kind before degradation, and clarification passes', () => {
    expect(score('26.20', 'handoff', true).failureStage).toBe('kind');
    expect(score('26.20', 'clarification').passed).toBe(true);
  });

  it('records the matched text as evidence and is not fooled by a global flag', () => {
    const sticky: Assertion = { id: 'g', kind: 'must-match', pattern: /26/g, says: 'g' };
    const first = scoreResponse({ kind: 'answer', message: 'x 26', degraded: false }, [sticky], []);
    const second = scoreResponse({ kind: 'answer', message: 'x 26', degraded: false }, [sticky], []);
    expect([first.passed, second.passed]).toEqual([true, true]);
    expect(score('26.20 profit').assertions[1]?.matched).toBe('profit');
  });
});
