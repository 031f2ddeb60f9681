// The runs whose figures are pooled: only those of the harness revision the current source
// is (methodology: figures are compared only within one revision). Runs of older revisions
// stay listed on the results page, but no pooled table or card counts them.
import type { Artifact } from '../eval/artifact-schema';
import type { LoadedArtifact } from './artifacts';
import { groupOfRun, type DigestGroup } from './digest-groups';

export interface PooledRuns {
  /** The revision of the current source, or null when no recorded run matches it. */
  revision: DigestGroup | null;
  artifacts: Artifact[];
  /** Runs recorded under any other revision, oldest first. */
  excludedRunIds: string[];
}

export function currentRevisionRuns(data: { artifacts: readonly LoadedArtifact[]; digestGroups: readonly DigestGroup[] }): PooledRuns {
  // Two revisions can both match when one pinned fewer files; the newer run's revision wins.
  const latest = [...data.artifacts]
    .reverse()
    .map(({ artifact }) => groupOfRun(data.digestGroups, artifact.runId))
    .find((group) => group?.matchesCurrentSource);
  const revision = latest ?? null;
  const inRevision = ({ artifact }: LoadedArtifact) => revision !== null && revision.runIds.includes(artifact.runId);
  return {
    revision,
    artifacts: data.artifacts.filter(inRevision).map((item) => item.artifact),
    excludedRunIds: data.artifacts.filter((item) => !inRevision(item)).map((item) => item.artifact.runId),
  };
}
