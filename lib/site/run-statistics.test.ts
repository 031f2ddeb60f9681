// Run statistics against values worked out by hand. Scenario s1 passed two of three
// attempts, s2 all three, s3 none, and s4 only two attempts were recorded (interrupted).
import { describe, expect, it } from 'vitest';
import { smallestResolvableDifference } from '../eval/statistics';
import { STATISTICS_LEVELS, runStatistics } from './run-statistics';

const verdicts = (scenarioId: string, outcomes: boolean[]) => outcomes.map((passed, index) => ({ scenarioId, attempt: index + 1, passed }));

const cases = [
  ...verdicts('s1', [true, true, false]),
  ...verdicts('s2', [true, true, true]),
  ...verdicts('s3', [false, false, false]),
  ...verdicts('s4', [true, false]),
];

const four = (value: number | null | undefined) => (value === null || value === undefined ? value : Number(value.toFixed(4)));

describe('run statistics', () => {
  const stats = runStatistics({ repeat: 3, cases });

  it('gives each scenario its pass rate, Wilson interval, pass^k and pass@k', () => {
    expect(stats.scenarios.map((row) => [row.scenarioId, row.attempts, row.passed, four(row.passRate), four(row.interval.low), four(row.interval.high), row.passHatK, row.passAtK])).toEqual([
      // Wilson 2/3: p = .6667, z² = 3.8415 → centre .5731, half .3654.
      ['s1', 3, 2, 0.6667, 0.2077, 0.9385, 0, 1],
      ['s2', 3, 3, 1, 0.4385, 1, 1, 1],
      ['s3', 3, 0, 0, 0, 0.5615, 0, 0],
      // Fewer attempts than k: no pass^k or pass@k, and it is left out of the means.
      ['s4', 2, 1, 0.5, 0.0945, 0.9055, null, null],
    ]);
  });

  it('averages pass^k and pass@k over complete scenarios and counts every case for the rate', () => {
    expect([stats.k, stats.cases, stats.passed, four(stats.passRate)]).toEqual([3, 11, 6, 0.5455]);
    expect([four(stats.interval!.low), four(stats.interval!.high)]).toEqual([0.2801, 0.7873]);
    expect([four(stats.passHatK), four(stats.passAtK), stats.scenariosWithKAttempts]).toEqual([0.3333, 0.6667, 3]);
    // (1.96 + 0.8416) × √(0.5 / 11)
    expect(four(stats.smallestResolvableDifference)).toBe(0.5973);
  });

  it('with one attempt per case, pass^1 and pass@1 are the pass rate', () => {
    const single = runStatistics({ repeat: 1, cases: [...verdicts('a', [true]), ...verdicts('b', [false]), ...verdicts('c', [true])] });
    expect([four(single.passHatK), four(single.passAtK), four(single.passRate)]).toEqual([0.6667, 0.6667, 0.6667]);
  });

  it('has no figures for an empty run', () => {
    const empty = runStatistics({ repeat: 1, cases: [] });
    expect([empty.passRate, empty.interval, empty.passHatK, empty.smallestResolvableDifference]).toEqual([null, null, null, null]);
  });

  it('words the levels that the normal quantiles of lib/eval/statistics.ts encode', () => {
    // Φ by Simpson's rule: the two quantiles behind the resolvable difference are those of
    // a two-sided 5% test (97.5%) and of 80% power.
    const phi = (x: number) => {
      const steps = 2000;
      const h = x / steps;
      let sum = 0;
      for (let index = 0; index <= steps; index += 1) sum += (index === 0 || index === steps ? 1 : index % 2 ? 4 : 2) * Math.exp(-((index * h) ** 2) / 2);
      return 0.5 + (sum * h) / 3 / Math.sqrt(2 * Math.PI);
    };
    const total = smallestResolvableDifference(50)! / Math.sqrt(0.5 / 50);
    const z95 = 1.959963984540054;
    expect(phi(z95)).toBeCloseTo(0.975, 6);
    expect(phi(total - z95)).toBeCloseTo(0.8, 6);
  });

  it('words the levels from the constants the quantiles encode', () => {
    expect(STATISTICS_LEVELS).toEqual({ confidence: '95%', significance: '5%', power: '80%' });
  });
});
