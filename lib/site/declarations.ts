// Declarations the pages quote from the harness itself — the tool catalogue and the CLI
// transports' isolation settings — passed through lib/site so that app/ imports only lib/site.
import { CLAUDE_BASE_URL_ENV, CLAUDE_KEY_VARIABLES, CLAUDE_PINNED_FLAGS, CLAUDE_QUIET_SETTINGS } from '../../benchmarks/commerce-v1/claude-invocation';
import { CODEX_ACCOUNTS_ENV, CODEX_API_KEY_ENV, CODEX_BASE_URL_ENV, CODEX_PINNED_FLAGS } from '../intent/codex-invocation';
import { PASSED_VARIABLES } from '../models/child-environment';
import { TOOL_NAMES } from '../commerce/tool-inputs';
import { TOOL_DESCRIPTIONS } from '../commerce/tools';
import { flagSettings } from './shell-quoting';
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

export interface CliIsolation {
  /** The pinned flags as shell-ready settings. */
  settings: string[];
  /** Variables the child is given from the user's environment when they are set. */
  passedEnvironment: string[];
  /** Variables the transport sets itself, with their values. */
  pinnedEnvironment: string[];
}

const passed = [...PASSED_VARIABLES, 'LC_*'];

/** The Claude transport's pinned flags, and the environment its child gets. */
export function claudeIsolation(): CliIsolation {
  return {
    settings: flagSettings(CLAUDE_PINNED_FLAGS),
    passedEnvironment: [...passed, `the first of ${CLAUDE_KEY_VARIABLES.join(', ')} that is set`],
    pinnedEnvironment: [
      ...Object.entries(CLAUDE_QUIET_SETTINGS).map(([name, value]) => `${name}=${value}`),
      'TMPDIR, in the request’s own directory',
      'CLAUDE_CONFIG_DIR, in the request’s own directory when the login is a key variable',
      `ANTHROPIC_BASE_URL, from ${CLAUDE_BASE_URL_ENV} when it is set`,
    ],
  };
}

/** The Codex transport's pinned flags, and the environment its child gets. */
export function codexIsolation(): CliIsolation {
  return {
    settings: flagSettings(CODEX_PINNED_FLAGS),
    passedEnvironment: [...passed, `${CODEX_API_KEY_ENV}, with ${CODEX_BASE_URL_ENV}`],
    pinnedEnvironment: [`CODEX_HOME, the accounts directory (${CODEX_ACCOUNTS_ENV}) or the request’s own`, 'TMPDIR, in the request’s own directory'],
  };
}

export { BASELINE_DESCRIPTIONS } from '../models/controls/baseline-runners';

/** The rubric program as declared: normalisation steps, sentence and clause breaks, excuses. */
export function rubricProgram(): RubricProgram {
  return COMMERCE_RUBRIC_PROGRAM;
}

/** The declared check shape, for pages that print the rubric. */
export type { Assertion } from '../eval/scenario';
