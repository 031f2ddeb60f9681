// The meanings of the environment variables, gathered from where each is declared (beside
// the constant that names it). This list only collects; the test beside it checks that it
// covers exactly the variables the runner's source reads, so it cannot fall behind.
import { CLAUDE_VARIABLES } from '../../benchmarks/commerce-v1/claude-invocation';
import type { EnvironmentVariableDeclaration } from '../eval/environment-variable';
import { RUNNER_VARIABLES } from '../eval/run-options';
import { CODEX_VARIABLES } from '../intent/codex-invocation';
import { OPENAI_COMPATIBLE_VARIABLES } from '../models/openai-compatible';
import { TIMEOUT_VARIABLES } from '../models/transport-settings';
import type { EnvironmentVariableUse } from './environment-variables';

export const DECLARED_VARIABLES: readonly EnvironmentVariableDeclaration[] = [
  ...RUNNER_VARIABLES,
  ...TIMEOUT_VARIABLES,
  ...OPENAI_COMPATIBLE_VARIABLES,
  ...CODEX_VARIABLES,
  ...CLAUDE_VARIABLES,
];

export type DescribedVariable = EnvironmentVariableUse & EnvironmentVariableDeclaration;

/** Each variable found in source with its declared meaning; one without a declaration fails the build. */
export function describeVariables(found: readonly EnvironmentVariableUse[], declared: readonly EnvironmentVariableDeclaration[] = DECLARED_VARIABLES): DescribedVariable[] {
  return found.map((use) => {
    const declaration = declared.find((candidate) => candidate.name === use.name);
    if (!declaration) throw new Error(`${use.files[0] ?? 'source'}: ${use.name} is read but has no declared meaning; declare it beside its name (EnvironmentVariableDeclaration)`);
    return { ...use, ...declaration };
  });
}
