// The results page's statistics, one block per harness revision: figures are only set side
// by side when the runs were graded by the same code. Controls stay apart from models, as
// harness checks (lib/site/harness-check.ts) rather than statistics.
import type { LoadedArtifact } from './artifacts';
import type { DigestGroup } from './digest-groups';
import { runStatistics, type RunStatistics } from './run-statistics';
import { controlCheck, type HarnessCheck } from './harness-check';
import type { RunRow } from './runs';

export interface RevisionRun {
  row: RunRow;
  stats: RunStatistics;
}

export interface RevisionStatistics {
  group: DigestGroup;
  models: RevisionRun[];
  /** Controls are harness checks, not estimates: no intervals. */
  controls: HarnessCheck[];
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
      controls: runs
        .filter((run) => run.row.providerKind === 'control')
        .map((run) => controlCheck(run.row, data.artifacts.find((item) => item.artifact.runId === run.row.runId)?.artifact.replayOf?.runId, data.runs)),
    };
  });
}
