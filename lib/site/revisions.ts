// Harness revisions: the runs recorded against identical pinned sources and an identical
// lockfile form one digest group ("harness revision"), and only their figures are directly
// comparable (methodology: figures are compared only within one revision).
//
// - A group is named by a short id a reader can recompute without this code: the first eight
//   hex digits of the SHA-256 of its `path:digest` lines (lockfile included), sorted, each
//   ending in a newline.
// - The pooled runs are those of the revision the current source is. Runs of older revisions
//   stay listed on the results page, but no pooled table or card counts them.
// - The results page's statistics come one block per revision, so figures are only set side
//   by side when the runs were graded by the same code. Controls stay apart from models, as
//   harness checks (lib/site/harness-check.ts) rather than statistics.
import type { Artifact } from '../eval/artifact-schema';
import { revisionDigest, REVISION_ID_LENGTH, type RevisionInput } from '../eval/revision';
import type { LoadedArtifact } from './artifacts';
import { controlCheck, type HarnessCheck } from './harness-check';
import { runStatistics, type RunStatistics } from './run-statistics';
import type { RunRow } from './runs';

// The revision id is the harness's own notion (lib/eval/revision.ts); re-exported for the pages.
export { revisionDigest, revisionId, revisionLines, REVISION_ID_LENGTH, type RevisionInput } from '../eval/revision';

export interface DigestGroup {
  /** First eight hex digits of the revision digest, e.g. `fd4a81ad`. */
  id: string;
  /** SHA-256 of the sorted `path:digest` lines. */
  revisionDigest: string;
  /** `path → sha256` shared by every run of the group, lockfile excluded. */
  hashes: Record<string, string>;
  lockfileSha256: string;
  runIds: string[];
  /** Every pinned file and the lockfile still have these digests in the working tree. */
  matchesCurrentSource: boolean;
}

/** Groups in order of first appearance, oldest run first, as the artifacts are ordered. */
export function digestGroups(
  runs: readonly (RevisionInput & { runId: string })[],
  currentDigests: Readonly<Record<string, string | null>>,
  currentLockfile: string | null,
): DigestGroup[] {
  const byDigest = new Map<string, DigestGroup>();
  for (const run of runs) {
    const digest = revisionDigest(run);
    let group = byDigest.get(digest);
    if (!group) {
      const hashes = Object.fromEntries(Object.entries(run.sourceHashes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      group = {
        id: digest.slice(0, REVISION_ID_LENGTH),
        revisionDigest: digest,
        hashes,
        lockfileSha256: run.lockfileSha256,
        runIds: [],
        matchesCurrentSource:
          run.lockfileSha256 === currentLockfile && Object.entries(hashes).every(([path, value]) => currentDigests[path] === value),
      };
      // Eight hex digits name a group on the page; two groups must never share a name.
      const clash = [...byDigest.values()].find((other) => other.id === group!.id);
      if (clash) throw new Error(`digest groups ${clash.revisionDigest} and ${digest} share the short id ${group.id}`);
      byDigest.set(digest, group);
    }
    group.runIds.push(run.runId);
  }
  return [...byDigest.values()];
}

export function groupOfRun(groups: readonly DigestGroup[], runId: string): DigestGroup | undefined {
  return groups.find((group) => group.runIds.includes(runId));
}

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

export interface RevisionRun {
  row: RunRow;
  stats: RunStatistics;
}

export interface RevisionStatistics {
  group: DigestGroup;
  /** Files the group's runs pinned with identical digests, lockfile excluded. */
  pinnedFiles: number;
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
      pinnedFiles: Object.keys(group.hashes).length,
      models: runs.filter((run) => run.row.providerKind === 'model'),
      controls: runs
        .filter((run) => run.row.providerKind === 'control')
        .map((run) => controlCheck(run.row, data.artifacts.find((item) => item.artifact.runId === run.row.runId)?.artifact.replayOf?.runId, data.runs)),
    };
  });
}
