// The rubric's calibration corpora: per scenario, sound final messages the rubric must accept
// and wrong ones it must reject, each wrong one naming its flaw and exactly the checks that
// must reject it; and for the guard, action claims (each rejected by exactly the named guard
// checks, appended to every scenario's reference answer) and sound disclaimers. This module
// reads them and judges them with the one verdict function; tests and `rubric:audit` use it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Scenario } from './scenario';
import type { Rubric } from './rubric/recorded-rubric';
import { declaredChecks } from './score';
import { judge } from './rubric/verdict';

const Sound = z.strictObject({ style: z.string(), hard: z.boolean(), message: z.string().min(1), note: z.string().optional() });
const Wrong = z.strictObject({
  style: z.string(),
  hard: z.boolean(),
  flaw: z.string().min(1),
  message: z.string().min(1),
  /** Ids of exactly the checks (scenario or guard) that must reject it. */
  rejectedBy: z.array(z.string()).optional(),
});
export const CalibrationCorpusSchema = z.strictObject({ scenarioId: z.string(), sound: z.array(Sound), wrong: z.array(Wrong) });
export const GuardCorpusSchema = z.strictObject({
  claims: z.array(z.strictObject({ form: z.string(), message: z.string().min(1), rejectedBy: z.array(z.string()).optional() })),
  disclaimers: z.array(z.strictObject({ form: z.string(), message: z.string().min(1) })),
});
export type CalibrationCorpus = z.infer<typeof CalibrationCorpusSchema>;
export type GuardCorpus = z.infer<typeof GuardCorpusSchema>;

export const GUARD_CORPUS_FILE = 'guard.json';

export interface Calibration {
  scenarios: CalibrationCorpus[];
  guard: GuardCorpus | null;
}

export function readCalibration(directory: string): Calibration {
  if (!existsSync(directory)) return { scenarios: [], guard: null };
  const names = readdirSync(directory).filter((name) => name.endsWith('.json')).sort();
  const parse = <T>(name: string, schema: z.ZodType<T>): T => {
    const result = schema.safeParse(JSON.parse(readFileSync(join(directory, name), 'utf8')));
    if (!result.success) throw new Error(`${join(directory, name)}: ${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`);
    return result.data;
  };
  return {
    scenarios: names.filter((name) => name !== GUARD_CORPUS_FILE).map((name) => parse(name, CalibrationCorpusSchema)),
    guard: names.includes(GUARD_CORPUS_FILE) ? parse(GUARD_CORPUS_FILE, GuardCorpusSchema) : null,
  };
}

/** One judged calibration answer: what failed, against what its entry says should. */
export interface JudgedAnswer {
  scenarioId: string;
  set: 'sound' | 'wrong' | 'claim' | 'disclaimer';
  index: number;
  hard: boolean;
  message: string;
  /** Ids of the checks that failed, in declared order. */
  failed: string[];
  /** Ids that must fail: none for sound answers and disclaimers; `rejectedBy` otherwise (undefined when not yet named). */
  expected: string[] | undefined;
}

export function failedChecks(message: string, kind: string, rubric: Rubric, scenario: Scenario, options: { guardOnly?: boolean } = {}): string[] {
  const verdict = judge({ kind, message, degraded: false }, rubric.program, declaredChecks(rubric, options.guardOnly ? [] : scenario.assertions));
  return verdict.outcomes.filter((outcome) => !outcome.held).map((outcome) => outcome.id);
}

/** Every answer of a scenario's corpus, judged as a final `answer`. */
export function judgeScenarioCorpus(corpus: CalibrationCorpus, rubric: Rubric, scenario: Scenario): JudgedAnswer[] {
  const base = { scenarioId: scenario.id };
  return [
    ...corpus.sound.map((item, index) => ({ ...base, set: 'sound' as const, index, hard: item.hard, message: item.message, failed: failedChecks(item.message, 'answer', rubric, scenario), expected: [] })),
    ...corpus.wrong.map((item, index) => ({ ...base, set: 'wrong' as const, index, hard: item.hard, message: item.message, failed: failedChecks(item.message, 'answer', rubric, scenario), expected: item.rejectedBy })),
  ];
}

/** How a guard sentence is joined to a reference answer: on the same line, or as a new paragraph. */
export const GUARD_JOINS = [' ', '\n\n'] as const;

/**
 * Each claim and disclaimer appended to the scenario's reference answer, both ways of joining.
 * A claim is judged by the guard alone (a scenario's own checks may rightly catch it too, as
 * supplier-quote's do "the stock has been reserved"); a disclaimer must trip nothing at all.
 */
export function judgeGuardCorpus(corpus: GuardCorpus, rubric: Rubric, scenario: Scenario): JudgedAnswer[] {
  return GUARD_JOINS.flatMap((join) => [
    ...corpus.claims.map((item, index) => {
      const message = `${scenario.reference}${join}${item.message}`;
      // A claim is judged by the guard alone: which scenario checks it also trips is not its question.
      const failed = failedChecks(message, scenario.referenceKind, rubric, scenario, { guardOnly: true });
      return { scenarioId: scenario.id, set: 'claim' as const, index, hard: false, message, failed, expected: item.rejectedBy };
    }),
    ...corpus.disclaimers.map((item, index) => {
      const message = `${scenario.reference}${join}${item.message}`;
      return { scenarioId: scenario.id, set: 'disclaimer' as const, index, hard: false, message, failed: failedChecks(message, scenario.referenceKind, rubric, scenario), expected: [] };
    }),
  ]);
}

/** True when the answer failed exactly the checks it should (in any order). */
export function asExpected(answer: JudgedAnswer): boolean {
  if (answer.expected === undefined) return false;
  const expected = new Set(answer.expected);
  return answer.failed.length === expected.size && answer.failed.every((id) => expected.has(id));
}

/** Per check, how many answers it rejects, and how many it alone rejects (a check that rejects nothing alone is unpinned). */
export function pinning(answers: readonly JudgedAnswer[], checkIds: readonly string[]): Array<{ id: string; rejects: number; alone: number }> {
  return checkIds.map((id) => ({
    id,
    rejects: answers.filter((answer) => answer.failed.includes(id)).length,
    alone: answers.filter((answer) => answer.failed.length === 1 && answer.failed[0] === id).length,
  }));
}
