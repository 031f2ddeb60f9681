// Binary scoring of one case, in the declared order: kind, then degradation, then the
// rubric. The first failing step is the case's failure stage.
import { applyRubric, type AssertionOutcome } from './assertions';
import type { Assertion } from './scenario';

export const PASSING_KINDS = ['answer', 'clarification'] as const;

export type FailureStage = 'kind' | 'degraded' | 'assertion' | 'guard';

export interface ScoredResponse {
  kind: string;
  message: string;
  degraded: boolean;
}

export interface CaseVerdict {
  passed: boolean;
  failureStage: FailureStage | null;
  failureText: string | null;
  assertions: AssertionOutcome[];
}

export function scoreResponse(
  response: ScoredResponse,
  assertions: readonly Assertion[],
  guards: readonly Assertion[],
): CaseVerdict {
  // Assertions are always evaluated and recorded, so a reader sees them even when an
  // earlier stage already decided the verdict.
  const outcomes = applyRubric(assertions, guards, response.message);
  if (!(PASSING_KINDS as readonly string[]).includes(response.kind)) {
    return fail('kind', `response kind is "${response.kind}", not answer or clarification`, outcomes);
  }
  if (response.degraded) {
    return fail('degraded', 'the model produced no valid final response', outcomes);
  }
  const firstFailed = outcomes.find((outcome) => !outcome.held);
  if (firstFailed) {
    const stage: FailureStage = firstFailed.origin === 'guard' ? 'guard' : 'assertion';
    return fail(stage, `${firstFailed.id}: ${firstFailed.says}`, outcomes);
  }
  return { passed: true, failureStage: null, failureText: null, assertions: outcomes };
}

function fail(stage: FailureStage, text: string, assertions: AssertionOutcome[]): CaseVerdict {
  return { passed: false, failureStage: stage, failureText: text, assertions };
}
