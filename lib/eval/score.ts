// Scoring a response against a declared rubric: the scenario's assertions and the guard are
// put in their recorded form and handed to the one verdict function (rubric/verdict.ts).
// Nothing here decides pass or fail.
import type { Assertion } from './scenario';
import { checkSpecOf } from './scenario';
import type { Rubric } from './rubric/recorded-rubric';
import type { CheckSpec } from './rubric/program';
import { judge, type JudgedResponse, type Judgement } from './rubric/verdict';

/** The scenario's checks, then the guard's, as the verdict function takes them. */
export function declaredChecks(rubric: Rubric, assertions: readonly Assertion[]): CheckSpec[] {
  return [...assertions.map((assertion) => checkSpecOf(assertion, 'scenario')), ...rubric.guard.map((assertion) => checkSpecOf(assertion, 'guard'))];
}

export function scoreResponse(response: JudgedResponse, rubric: Rubric, assertions: readonly Assertion[]): Judgement {
  return judge(response, rubric.program, declaredChecks(rubric, assertions));
}
