// Declarations the pages quote from the harness itself — the tool catalogue and the Claude
// adapter's isolation settings — passed through lib/site so that app/ imports only lib/site.
import { CLAUDE_PINNED_FLAGS, CLAUDE_STRIPPED_ENV } from '../../benchmarks/commerce-v1/claude-adapter';
import { TOOL_NAMES } from '../commerce/tool-inputs';
import { TOOL_DESCRIPTIONS } from '../commerce/tools';
import { flagSettings } from './cli-flags';
import { COMMERCE_RUBRIC_PROGRAM } from '../../benchmarks/commerce-v1/rubric/program';
import type { RubricProgram } from '../eval/rubric/program';

export interface ToolDeclaration {
  name: string;
  description: string;
}

/** Tools in declaration order, each with the description the model is given. */
export function declaredTools(): ToolDeclaration[] {
  return TOOL_NAMES.map((name) => ({ name, description: TOOL_DESCRIPTIONS[name] }));
}

/** The adapter's pinned flags as shell-ready settings, and the variables it strips. */
export function claudeIsolation(): { settings: string[]; strippedEnvironment: string[] } {
  return { settings: flagSettings(CLAUDE_PINNED_FLAGS), strippedEnvironment: [...CLAUDE_STRIPPED_ENV] };
}

export { BASELINE_DESCRIPTIONS } from '../models/controls/baseline-runners';

/** The rubric program as declared: normalisation steps, sentence and clause breaks, excuses. */
export function rubricProgram(): RubricProgram {
  return COMMERCE_RUBRIC_PROGRAM;
}

/** The declared check shape, for pages that print the rubric. */
export type { Assertion } from '../eval/scenario';
