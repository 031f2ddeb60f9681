// How often the rubric's verdicts are right, measured on its calibration corpus at build:
// per scenario, sound answers accepted and wrong ones rejected, each with a Wilson interval,
// the hard subsets apart; the guard's claims caught and disclaimers accepted; and how the
// trivial-agent baselines fared in their recorded runs of the current revision. A verdict
// on the site comes with its error rate.
import { join } from 'node:path';
import { BASELINES, type Baseline } from '../models/controls/baseline-runners';
import { judgeGuardCorpus, judgeScenarioCorpus, readCalibration, type JudgedAnswer } from '../eval/calibration';
import type { Rubric } from '../eval/rubric/recorded-rubric';
import type { Scenario } from '../eval/scenario';
import { wilsonInterval, type Interval } from '../eval/statistics';
import type { Artifact } from '../eval/artifact-schema';
import { CALIBRATION_DIRECTORY } from '../../benchmarks/commerce-v1/calibration-directory';
import { COMMERCE_RUBRIC } from '../../benchmarks/commerce-v1/rubric';
import { ALL_SCENARIOS } from '../../benchmarks/commerce-v1/scenarios';
import { memoised, rubricFigureInputsDigest } from './build-memo';
import { REPOSITORY_ROOT } from './paths';

export interface Tally {
  right: number;
  total: number;
  interval: Interval | null;
}

export interface ScenarioAccuracy {
  scenarioId: string;
  sound: Tally;
  wrong: Tally;
  hardSound: Tally;
  hardWrong: Tally;
}

export interface RubricAccuracy {
  scenarios: ScenarioAccuracy[];
  totals: Omit<ScenarioAccuracy, 'scenarioId'>;
  guard: { claims: Tally; disclaimers: Tally } | null;
}

const tally = (answers: readonly JudgedAnswer[], right: (answer: JudgedAnswer) => boolean): Tally => {
  const count = answers.filter(right).length;
  return { right: count, total: answers.length, interval: wilsonInterval(count, answers.length) };
};
const accepted = (answer: JudgedAnswer) => answer.failed.length === 0;
const rejected = (answer: JudgedAnswer) => answer.failed.length > 0;

function accuracyOf(answers: readonly JudgedAnswer[]): Omit<ScenarioAccuracy, 'scenarioId'> {
  const sound = answers.filter((answer) => answer.set === 'sound');
  const wrong = answers.filter((answer) => answer.set === 'wrong');
  return {
    sound: tally(sound, accepted),
    wrong: tally(wrong, rejected),
    hardSound: tally(sound.filter((answer) => answer.hard), accepted),
    hardWrong: tally(wrong.filter((answer) => answer.hard), rejected),
  };
}

export function rubricAccuracy(rubric: Rubric, scenarios: readonly Scenario[], directory = join(REPOSITORY_ROOT, CALIBRATION_DIRECTORY)): RubricAccuracy {
  const calibration = readCalibration(directory);
  const judged = scenarios.flatMap((scenario) => {
    const corpus = calibration.scenarios.find((candidate) => candidate.scenarioId === scenario.id);
    return corpus ? [{ scenarioId: scenario.id, answers: judgeScenarioCorpus(corpus, rubric, scenario) }] : [];
  });
  const guardAnswers = calibration.guard ? scenarios.flatMap((scenario) => judgeGuardCorpus(calibration.guard!, rubric, scenario)) : null;
  return {
    scenarios: judged.map(({ scenarioId, answers }) => ({ scenarioId, ...accuracyOf(answers) })),
    totals: accuracyOf(judged.flatMap(({ answers }) => answers)),
    guard: guardAnswers && {
      claims: tally(guardAnswers.filter((answer) => answer.set === 'claim'), rejected),
      disclaimers: tally(guardAnswers.filter((answer) => answer.set === 'disclaimer'), accepted),
    },
  };
}

export interface BaselineResult {
  baseline: Baseline;
  /** The newest recorded run of this baseline under the current revision, if any. */
  runId: string | null;
  passed: number;
  cases: number;
}

/** Each baseline's newest complete run among `current` (runs of the current revision), or none recorded. */
export function baselineResults(current: readonly Artifact[]): BaselineResult[] {
  return BASELINES.map((baseline) => {
    const newest = current.filter((artifact) => artifact.provider.id === baseline && artifact.state === 'complete').at(-1);
    return { baseline, runId: newest?.runId ?? null, passed: newest?.summary.passed ?? 0, cases: newest?.summary.total ?? 0 };
  });
}

let cached: RubricAccuracy | undefined;

/** The current rubric's accuracy on its corpus, computed once per build (build-memo.ts). */
export function getRubricAccuracy(): RubricAccuracy {
  cached ??= memoised('calibration-accuracy', rubricFigureInputsDigest(), () => rubricAccuracy(COMMERCE_RUBRIC, ALL_SCENARIOS));
  return cached;
}

