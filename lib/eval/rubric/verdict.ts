// The one verdict function. Every place that decides pass or fail — the runner, `score`,
// `rescore`, the prebuild's trust check, `submit` and the in-browser re-check — calls this,
// with the rubric it was given (the current one, or the one an artifact recorded).
// Binary, in the declared order: the response kind, then degradation, then every check.
// The first failing step is the failure stage, with its text.
import type { AssertionOrigin, CheckSpec, RubricProgram } from './program';
import { evaluateCheck } from './engine';
import { normaliseMessage } from './normalise';
import { sentences, type Span } from './segment';

export const PASSING_KINDS = ['answer', 'clarification'] as const;
export type PassingKind = (typeof PASSING_KINDS)[number];
export const FAILURE_STAGES = ['kind', 'degraded', 'assertion', 'guard'] as const;
export type FailureStage = (typeof FAILURE_STAGES)[number];

export const DEGRADED_FAILURE_TEXT = 'the model produced no valid final response';

export interface JudgedResponse {
  kind: string;
  message: string;
  degraded: boolean;
}

/** What an artifact records of one check on one case. */
export interface Outcome {
  id: string;
  origin: AssertionOrigin;
  held: boolean;
  matched: string | null;
}

export interface Verdict {
  passed: boolean;
  failureStage: FailureStage | null;
  failureText: string | null;
  outcomes: Outcome[];
}

/** The verdict with what explains it: the normalised text and where each live match sits in it. */
export interface Judgement extends Verdict {
  normalised: string;
  spans: Array<Span | null>;
}

/** `checks` are the scenario's checks followed by the guard's, in declared order. */
export function judge(response: JudgedResponse, program: RubricProgram, checks: readonly CheckSpec[]): Judgement {
  // Every check is evaluated and recorded, even when an earlier stage already decided.
  const normalised = normaliseMessage(response.message, program);
  const sentenceSpans = sentences(normalised, program);
  const results = checks.map((check) => evaluateCheck(check, normalised, sentenceSpans, program));
  const outcomes = results.map((result, index): Outcome => ({
    id: checks[index]!.id,
    origin: checks[index]!.origin,
    held: result.held,
    matched: result.matched,
  }));
  const decided = (failureStage: FailureStage | null, failureText: string | null): Judgement => ({
    passed: failureStage === null,
    failureStage,
    failureText,
    outcomes,
    normalised,
    spans: results.map((result) => result.span),
  });
  if (!(PASSING_KINDS as readonly string[]).includes(response.kind)) {
    return decided('kind', `response kind is "${response.kind}", not answer or clarification`);
  }
  if (response.degraded) return decided('degraded', DEGRADED_FAILURE_TEXT);
  const failed = results.findIndex((result) => !result.held);
  if (failed >= 0) {
    const check = checks[failed]!;
    return decided(check.origin === 'guard' ? 'guard' : 'assertion', `${check.id}: ${check.says}`);
  }
  return decided(null, null);
}
