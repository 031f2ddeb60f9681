// Honest figures for a run's binary verdicts, per run and per scenario: the pass rate with
// its Wilson interval, pass^k and pass@k over the run's repeat count, and the smallest
// difference a run of this size can resolve. The arithmetic is lib/eval/statistics.ts;
// this file only decides what is counted.
import { CONFIDENCE_LEVEL, POWER, TEST_LEVEL, passAtK, passHatK, smallestResolvableDifference, wilsonInterval, type Interval } from '../eval/statistics';

/** The levels lib/eval/statistics.ts encodes in its normal quantiles, as the pages word them. */
const asPercent = (level: number): string => `${Math.round(level * 100)}%`;

export const STATISTICS_LEVELS = { confidence: asPercent(CONFIDENCE_LEVEL), significance: asPercent(TEST_LEVEL), power: asPercent(POWER) } as const;

export interface VerdictRecord {
  scenarioId: string;
  attempt: number;
  passed: boolean;
}

export interface ScenarioStatistics {
  scenarioId: string;
  attempts: number;
  passed: number;
  passRate: number;
  interval: Interval;
  /** All k attempts pass; null when the scenario has fewer than k attempts (an interrupted run). */
  passHatK: number | null;
  /** At least one of k attempts passes; null as above. */
  passAtK: number | null;
}

export interface RunStatistics {
  /** The run's repeat count: attempts per scenario. */
  k: number;
  cases: number;
  passed: number;
  passRate: number | null;
  interval: Interval | null;
  /** Means over the scenarios with at least k attempts. */
  passHatK: number | null;
  passAtK: number | null;
  scenariosWithKAttempts: number;
  /** Treats every case as an independent trial, so with repeats it is optimistic. */
  smallestResolvableDifference: number | null;
  scenarios: ScenarioStatistics[];
}

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

export function scenarioStatistics(scenarioId: string, verdicts: readonly VerdictRecord[], k: number): ScenarioStatistics {
  const attempts = verdicts.length;
  const passed = verdicts.filter((verdict) => verdict.passed).length;
  const enough = attempts >= k;
  return {
    scenarioId,
    attempts,
    passed,
    passRate: passed / attempts,
    interval: wilsonInterval(passed, attempts)!,
    passHatK: enough ? passHatK(passed, attempts, k) : null,
    passAtK: enough ? passAtK(passed, attempts, k) : null,
  };
}

export function runStatistics(run: { repeat: number; cases: readonly VerdictRecord[] }): RunStatistics {
  // Scenarios in order of first appearance, as the run page lists its cases.
  const byScenario = new Map<string, VerdictRecord[]>();
  for (const item of run.cases) byScenario.set(item.scenarioId, [...(byScenario.get(item.scenarioId) ?? []), item]);
  const scenarios = [...byScenario].map(([id, verdicts]) => scenarioStatistics(id, verdicts, run.repeat));
  const complete = scenarios.filter((scenario) => scenario.passHatK !== null);
  const cases = run.cases.length;
  const passed = run.cases.filter((item) => item.passed).length;
  return {
    k: run.repeat,
    cases,
    passed,
    passRate: cases === 0 ? null : passed / cases,
    interval: wilsonInterval(passed, cases),
    passHatK: mean(complete.map((scenario) => scenario.passHatK!)),
    passAtK: mean(complete.map((scenario) => scenario.passAtK!)),
    scenariosWithKAttempts: complete.length,
    smallestResolvableDifference: smallestResolvableDifference(cases),
    scenarios,
  };
}
