// The commerce-v1 inventory: three groups, each declared in its own file, in the order the
// harness and the site list them. Only the core group runs without a case list.
import type { Scenario, ScenarioGroup } from '../../lib/eval/scenario';
import { CORE_GROUP } from './core-scenarios';
import { ECONOMICS_GROUP } from './economics-scenarios';
import { SUPPLIER_GROUP } from './supplier-scenarios';

export const SCENARIO_GROUPS: ScenarioGroup[] = [CORE_GROUP, ECONOMICS_GROUP, SUPPLIER_GROUP];

export const ALL_SCENARIOS: Scenario[] = SCENARIO_GROUPS.flatMap((group) => group.scenarios);
