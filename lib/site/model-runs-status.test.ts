import { describe, expect, it } from 'vitest';
import { inventoryAttempts, modelRunsSentence, modelRunsStatus } from './model-runs-status';
import { fixtureSiteData } from './__fixtures__/test-data';

const control = { providerKind: 'control' as const, cases: 14, pairing: 'reference' };
const model = (pairing: string, cases: number) => ({ providerKind: 'model' as const, cases, pairing });

describe('the model-runs status sentence', () => {
  it.each([
    [[], 'No model run is recorded yet, and no control run either: this site holds no run at all.'],
    [[control, control], 'No model run is recorded yet: every run on this site is a control of the harness.'],
    [[model('openai · m', 14)], '1 model run is recorded, 14 scored cases over 1 model pairing, and no control run.'],
    [[model('openai · m', 14), model('openai · m', 3), model('anthropic · c', 1), control], '3 model runs are recorded, 18 scored cases over 2 model pairings, beside 1 control run.'],
  ])('%j → %s', (runs, sentence) => {
    expect(modelRunsSentence(modelRunsStatus(runs))).toBe(sentence);
  });

  it('counts the fixture site data', () => {
    expect(modelRunsStatus(fixtureSiteData().runs)).toEqual({ modelRuns: 2, modelCases: 4, modelPairings: 2, controlRuns: 1 });
  });

  it('writes no ratio of zeros in the inventory while no model run exists', () => {
    expect(inventoryAttempts(0, 0, { modelRuns: 0 })).toBe('no model runs yet');
    expect(inventoryAttempts(0, 0, { modelRuns: 2 })).toBe('0 / 0');
    expect(inventoryAttempts(3, 5, { modelRuns: 2 })).toBe('3 / 5');
  });
});
