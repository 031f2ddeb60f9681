// Runs recorded against identical pinned sources and an identical lockfile form one digest
// group ("harness revision"): only their figures are directly comparable. A group is named
// by a short id a reader can recompute without this code: the first eight hex digits of the
// SHA-256 of its `path:digest` lines (lockfile included), sorted, each ending in a newline.
import { revisionDigest, REVISION_ID_LENGTH, type RevisionInput } from '../eval/revision';

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
