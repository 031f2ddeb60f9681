// The scenario inventory: what each group declares in source, and how many attempts at
// each scenario the recorded model runs hold. Controls are not attempts by a model, so
// they are left out of these counts and shown on their own pages.
import type { Artifact } from '../eval/artifact-schema';
import type { ScenarioGroup } from '../eval/scenario';

export interface InventoryRow {
  id: string;
  label: string | null;
  prompt: string;
  priorTurn: string | null;
  assertions: number;
  modelAttemptsPassed: number;
  modelAttempts: number;
}

export interface GroupInventory {
  id: string;
  title: string;
  sourceFile: string;
  isDefault: boolean;
  rows: InventoryRow[];
}

export function scenarioInventory(
  groups: readonly ScenarioGroup[],
  artifacts: readonly Pick<Artifact, 'provider' | 'cases'>[],
): GroupInventory[] {
  const modelCases = artifacts.filter((artifact) => artifact.provider.kind === 'model').flatMap((artifact) => artifact.cases);
  return groups.map((group) => ({
    id: group.id,
    title: group.title,
    sourceFile: group.sourceFile,
    isDefault: group.isDefault,
    rows: group.scenarios.map((scenario) => {
      const attempts = modelCases.filter((item) => item.scenarioId === scenario.id);
      return {
        id: scenario.id,
        label: scenario.label ?? null,
        prompt: scenario.prompt,
        priorTurn: scenario.priorTurn ?? null,
        assertions: scenario.assertions.length,
        modelAttemptsPassed: attempts.filter((item) => item.passed).length,
        modelAttempts: attempts.length,
      };
    }),
  }));
}
