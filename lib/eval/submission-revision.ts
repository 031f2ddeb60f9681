// Is a contributed run of a published revision? The commit it recorded must exist here, be
// part of the published history (an ancestor of the published ref: a pull request's own
// commits are not published, and their code is never run), and hold every file the run
// pinned, and the lockfile, byte for byte. A run recorded outside a git checkout or with
// uncommitted changes to a pinned file names no revision anyone can check out.
import { execFileSync } from 'node:child_process';
import type { Artifact } from './artifact-schema';
import { revisionId } from './revision';
import { compareDigests, gitRevisionReader, type DigestComparison, type FileReader } from './verify';

export interface RevisionCheck {
  /** The short revision id of the run's digests (lib/eval/revision.ts). */
  revisionId: string;
  /** The recorded commit, when it exists here and is published. */
  commit: string | null;
  /** Every pinned file and the lockfile compared with the commit's; empty without a commit. */
  digests: DigestComparison[];
  /** Reads the commit's files; null without a commit. */
  reader: FileReader | null;
  /** Why the run is not of a published revision, or null when it is. */
  problem: string | null;
}

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

function git(root: string, args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() };
  } catch {
    return { ok: false, output: '' };
  }
}

/** The commit a ref names, or null when it names none. */
export function resolveCommit(root: string, ref: string): string | null {
  const result = git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  return result.ok && COMMIT_ID.test(result.output) ? result.output : null;
}

export function checkRevision(artifact: Pick<Artifact, 'environment' | 'sourceHashes' | 'lockfileSha256'>, root: string, published: { ref: string; commit: string }): RevisionCheck {
  const base = { revisionId: revisionId(artifact), commit: null, digests: [], reader: null };
  const { gitCommit, gitDirty } = artifact.environment;
  if (gitCommit === null) return { ...base, problem: 'the run was not recorded in a git checkout (environment.gitCommit is null): it names no revision' };
  if (!COMMIT_ID.test(gitCommit)) return { ...base, problem: `environment.gitCommit ${JSON.stringify(gitCommit)} is not a full commit id` };
  if (gitDirty !== false) return { ...base, problem: `the run was recorded with uncommitted changes to pinned files (environment.gitDirty is ${gitDirty}): no commit holds its code` };
  if (resolveCommit(root, gitCommit) !== gitCommit) return { ...base, problem: `commit ${gitCommit.slice(0, 12)} does not exist in this repository` };
  if (!git(root, ['merge-base', '--is-ancestor', gitCommit, published.commit]).ok) {
    return { ...base, problem: `commit ${gitCommit.slice(0, 12)} is not published: it is not an ancestor of ${published.ref} (${published.commit.slice(0, 12)})` };
  }
  const reader = gitRevisionReader(root, gitCommit);
  const digests = compareDigests(artifact, reader);
  const differing = digests.filter((row) => row.status !== 'equal');
  if (differing.length > 0) {
    const named = differing.slice(0, 3).map((row) => `${row.path} ${row.status}`).join(', ');
    return {
      ...base, commit: gitCommit, digests, reader,
      problem: `${differing.length} of ${digests.length} pinned digests differ from commit ${gitCommit.slice(0, 12)} (${named}${differing.length > 3 ? ', ...' : ''}): the run's digests match no published commit it names`,
    };
  }
  return { ...base, commit: gitCommit, digests, reader, problem: null };
}
