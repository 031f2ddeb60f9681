// The results page's statistics, one block per harness revision: figures are only set side
// by side when the runs were graded by the same code. Controls stay apart from models.
import type { LoadedArtifact } from './artifacts';
import type { DigestGroup } from './digest-groups';
import { runStatistics, type RunStatistics } from './run-statistics';
import type { RunRow } from './runs';

export interface RevisionRun {
  row: RunRow;
  stats: RunStatistics;
}

export interface RevisionStatistics {
  group: DigestGroup;
  models: RevisionRun[];
  controls: RevisionRun[];
}

export function revisionStatistics(data: { artifacts: readonly LoadedArtifact[]; digestGroups: readonly DigestGroup[]; runs: readonly RunRow[] }): RevisionStatistics[] {
  return data.digestGroups.map((group) => {
    const runs = group.runIds.map((runId) => {
      const row = data.runs.find((candidate) => candidate.runId === runId);
      const loaded = data.artifacts.find((candidate) => candidate.artifact.runId === runId);
      if (!row || !loaded) throw new Error(`digest group ${group.id}: run ${runId} not found`);
      return { row, stats: runStatistics(loaded.artifact) };
    });
    return {
      group,
      models: runs.filter((run) => run.row.providerKind === 'model'),
      controls: runs.filter((run) => run.row.providerKind === 'control'),
    };
  });
}
