// The trivial-agent baselines against the rubric: a generic reply, "cannot be determined" to
// everything, every candidate figure and option at once, and the prompt echoed back must
// each fail every scenario. A baseline that passes one is a hole in that scenario's rubric.
import { describe, expect, it } from 'vitest';
import { BASELINES, baselineMessage, candidates } from '../../lib/models/controls/baseline-runners';
import { scoreResponse } from '../../lib/eval/score';
import { COMMERCE_RUBRIC } from './rubric';
import { ALL_SCENARIOS } from './scenarios';

describe.each(BASELINES.map((baseline) => [baseline]))('the %s baseline', (baseline) => {
  it.each(ALL_SCENARIOS.map((scenario) => [scenario.id, scenario] as const))('fails %s', (_id, scenario) => {
    const message = baselineMessage(baseline, scenario);
    const verdict = scoreResponse({ kind: 'answer', message, degraded: false }, COMMERCE_RUBRIC, scenario.assertions);
    expect(verdict.passed, message).toBe(false);
  });
});

describe('list-every-answer', () => {
  it('offers the reference figure among the wrong ones, and both suppliers where there are two', () => {
    const unitEconomics = ALL_SCENARIOS.find((scenario) => scenario.id === 'unit-economics')!;
    expect(candidates(unitEconomics).figures).toEqual(expect.arrayContaining(['USD 26.20', '$35', '$26.50', '$30']));
    const minimumOrder = ALL_SCENARIOS.find((scenario) => scenario.id === 'supplier-minimum-order')!;
    expect(candidates(minimumOrder).options).toEqual(['Alder', 'Birch']);
  });
});
