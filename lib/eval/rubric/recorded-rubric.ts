// The rubric a run is scored with, in the form an artifact records it: the program once, the
// guard once, and each selected scenario's checks. `checksOf` gives the ordered list the
// verdict function takes for one case: the scenario's checks, then the guard's.
import type { RecordedRubric } from '../artifact-schema';
import { checkSpecOf, type Assertion, type Scenario } from '../scenario';
import type { CheckSpec, RubricProgram } from './program';

/** A benchmark's rubric as declared: its program and its universal guard. */
export interface Rubric {
  program: RubricProgram;
  guard: readonly Assertion[];
}

export function recordRubric(rubric: Rubric, scenarios: readonly Scenario[]): RecordedRubric {
  return {
    program: rubric.program,
    guard: rubric.guard.map((assertion) => checkSpecOf(assertion, 'guard')),
    scenarios: Object.fromEntries(scenarios.map((scenario) => [scenario.id, scenario.assertions.map((assertion) => checkSpecOf(assertion, 'scenario'))])),
  };
}

/** The checks of one case, or undefined when the rubric does not cover its scenario. */
export function checksOf(rubric: RecordedRubric, scenarioId: string): CheckSpec[] | undefined {
  const scenario = Object.hasOwn(rubric.scenarios, scenarioId) ? rubric.scenarios[scenarioId] : undefined;
  return scenario ? [...scenario, ...rubric.guard] : undefined;
}
