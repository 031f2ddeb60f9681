// Scenario × pairing verdicts over every recorded attempt. Model pairings and control
// pairings are separate column sets, so a control never sits among the models.
import type { Artifact } from '../eval/artifact-schema';
import type { ScenarioGroup } from '../eval/scenario';
import { pairingKey, type ProviderKind } from './runs';

export interface MatrixColumn {
  pairing: string;
  kind: ProviderKind;
}

export interface MatrixCell {
  passed: number;
  attempts: number;
}

/** A cell's verdict as the table colours it: every attempt passed, none did, some did, or none ran. */
export type CellOutcome = 'pass' | 'fail' | 'mixed' | 'not-run';

export function cellOutcome(cell: MatrixCell): CellOutcome {
  if (cell.attempts === 0) return 'not-run';
  if (cell.passed === cell.attempts) return 'pass';
  return cell.passed === 0 ? 'fail' : 'mixed';
}

export interface VerdictMatrix {
  columns: MatrixColumn[];
  /** How many columns are model pairings and how many controls, for the two column headings. */
  modelColumns: number;
  controlColumns: number;
  rows: { scenarioId: string; label: string | null; cells: MatrixCell[] }[];
}

export function verdictMatrix(
  groups: readonly ScenarioGroup[],
  artifacts: readonly Pick<Artifact, 'provider' | 'model' | 'cases'>[],
): VerdictMatrix {
  const columns: MatrixColumn[] = [];
  for (const kind of ['model', 'control'] as const) {
    for (const artifact of artifacts.filter((candidate) => candidate.provider.kind === kind)) {
      const pairing = pairingKey(artifact);
      if (!columns.some((column) => column.pairing === pairing)) columns.push({ pairing, kind });
    }
  }
  const declared = groups.flatMap((group) => group.scenarios).map((scenario) => ({ id: scenario.id, label: scenario.label ?? null }));
  // A scenario recorded in an artifact but no longer declared keeps its row.
  const recordedOnly = artifacts
    .flatMap((artifact) => artifact.cases)
    .filter((item) => !declared.some((scenario) => scenario.id === item.scenarioId))
    .map((item) => ({ id: item.scenarioId, label: item.label }))
    .filter((item, index, list) => list.findIndex((other) => other.id === item.id) === index);
  const modelColumns = columns.filter((column) => column.kind === 'model').length;
  return {
    columns,
    modelColumns,
    controlColumns: columns.length - modelColumns,
    rows: [...declared, ...recordedOnly].map((scenario) => ({
      scenarioId: scenario.id,
      label: scenario.label,
      cells: columns.map((column) => {
        const attempts = artifacts
          .filter((artifact) => pairingKey(artifact) === column.pairing && artifact.provider.kind === column.kind)
          .flatMap((artifact) => artifact.cases)
          .filter((item) => item.scenarioId === scenario.id);
        return { passed: attempts.filter((item) => item.passed).length, attempts: attempts.length };
      }),
    })),
  };
}
