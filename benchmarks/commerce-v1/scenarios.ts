// The commerce-v1 inventory: three groups, each declared in its own file, in the order the
// harness and the site list them. Only the core group runs without a case list.
import type { Scenario, ScenarioGroup } from '../../lib/eval/scenario';
import { CORE_GROUP } from './core-scenarios';
import { ECONOMICS_GROUP } from './economics-scenarios';
import { SUPPLIER_GROUP } from './supplier-scenarios';

export const SCENARIO_GROUPS: ScenarioGroup[] = [CORE_GROUP, ECONOMICS_GROUP, SUPPLIER_GROUP];

export const ALL_SCENARIOS: Scenario[] = SCENARIO_GROUPS.flatMap((group) => group.scenarios);

/**
 * Scenario ids commerce-v1 declared once and no longer does. Published runs of older
 * revisions may name them; a run naming an id in neither list is refused by the build.
 * An id is never reused for a different scenario.
 */
export const RETIRED_SCENARIO_IDS: readonly string[] = [];

export const isKnownScenarioId = (id: string): boolean =>
  ALL_SCENARIOS.some((scenario) => scenario.id === id) || RETIRED_SCENARIO_IDS.includes(id);
