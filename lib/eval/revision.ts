// A harness revision: the set of pinned source digests plus the lockfile digest an artifact
// records. Runs of one revision ran identical code and dependencies. Its short id is the
// first eight hex digits of the SHA-256 of the sorted `path:digest` lines (lockfile
// included), each ending in a newline, so a reader can recompute it with `sha256sum`.
// The site groups runs by it; submit and merge name it in their refusals.
import { LOCKFILE_PATH } from './lockfile';
import { sha256 } from './sha256';

export const REVISION_ID_LENGTH = 8;

export interface RevisionInput {
  sourceHashes: Readonly<Record<string, string>>;
  lockfileSha256: string;
}

/** One `path:digest` line per pinned file plus the lockfile, in code-unit order (`LC_ALL=C sort`). */
export function revisionLines(run: RevisionInput): string[] {
  return [...Object.entries(run.sourceHashes), [LOCKFILE_PATH, run.lockfileSha256] as const]
    .map(([path, digest]) => `${path}:${digest}`)
    .sort();
}

export function revisionDigest(run: RevisionInput): string {
  return sha256(revisionLines(run).map((line) => `${line}\n`).join(''));
}

export function revisionId(run: RevisionInput): string {
  return revisionDigest(run).slice(0, REVISION_ID_LENGTH);
}
