// The current source as the build's trust check needs it: file digests of this checkout, and
// the rubric and scenario declarations a run of this very code would have recorded.
import { ALL_SCENARIOS, isKnownScenarioId } from '../../benchmarks/commerce-v1/scenarios';
import { COMMERCE_RUBRIC } from '../../benchmarks/commerce-v1/rubric';
import { recordRubric } from '../eval/rubric/recorded-rubric';
import type { CurrentSource } from '../eval/trust';
import { sha256 } from '../eval/sha256';
import { readRepositoryFile } from './source-files';

export const CURRENT_SOURCE: CurrentSource = {
  digestOf(path) {
    const bytes = readRepositoryFile(path);
    return bytes ? sha256(bytes) : null;
  },
  rubricFor(scenarioIds) {
    const scenarios = scenarioIds.map((id) => ALL_SCENARIOS.find((scenario) => scenario.id === id));
    return scenarios.every((scenario) => scenario !== undefined) ? recordRubric(COMMERCE_RUBRIC, scenarios) : undefined;
  },
  scenario(id) {
    const scenario = ALL_SCENARIOS.find((candidate) => candidate.id === id);
    return scenario && { label: scenario.label ?? null, group: scenario.group, prompt: scenario.prompt, priorTurn: scenario.priorTurn ?? null };
  },
  knownScenario: isKnownScenarioId,
};
