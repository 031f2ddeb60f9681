// Which scenarios a run executes. A case list names scenarios by id, case label or group,
// or says `all`; no case list means the default group. Anything unknown, or a list that
// selects nothing, is refused: a run cannot succeed by scoring nothing.
import { ConfigError } from './config-error';
import type { Scenario, ScenarioGroup } from './scenario';

export class SelectionError extends ConfigError {
  constructor(message: string) {
    super(message);
    this.name = 'SelectionError';
  }
}

/** The case list as given, or undefined when none was given. */
export function selectScenarios(groups: readonly ScenarioGroup[], spec: string | undefined): Scenario[] {
  const all = groups.flatMap((group) => group.scenarios);
  if (spec === undefined) {
    const defaults = groups.filter((group) => group.isDefault).flatMap((group) => group.scenarios);
    if (defaults.length === 0) throw new SelectionError('no default scenario group is declared');
    return defaults;
  }
  const tokens = spec
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.length > 0);
  if (tokens.length === 0) {
    throw new SelectionError('the case list is empty; name scenarios by id, label or group, or use "all"');
  }
  const chosen = new Set<string>();
  for (const token of tokens) {
    const matches = matchToken(groups, all, token);
    if (matches.length === 0) {
      throw new SelectionError(`unknown case "${token}": not a scenario id, case label, group or "all"`);
    }
    for (const scenario of matches) chosen.add(scenario.id);
  }
  // Declaration order, whatever order the list named them in, so runs are comparable.
  return all.filter((scenario) => chosen.has(scenario.id));
}

function matchToken(groups: readonly ScenarioGroup[], all: readonly Scenario[], token: string): Scenario[] {
  if (token === 'all') return [...all];
  const group = groups.find((candidate) => candidate.id === token);
  if (group) return [...group.scenarios];
  return all.filter((scenario) => scenario.id === token || scenario.label === token);
}
