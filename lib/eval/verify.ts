// Compares the digests an artifact recorded with the files as they are now (or at a git
// revision). This is the reproduction receipt: equal digests mean the same benchmark code.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifact } from './artifact-schema';
import { LOCKFILE_PATH } from './lockfile';
import { sha256 } from './sha256';

export type DigestStatus = 'equal' | 'different' | 'missing';

export interface DigestComparison {
  path: string;
  recorded: string;
  current: string | null;
  status: DigestStatus;
}

/** Reads a file's bytes from the working tree, or null when it does not exist. */
export type FileReader = (path: string) => Buffer | null;

export function workingTreeReader(root: string): FileReader {
  return (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path)) : null);
}

export function gitRevisionReader(root: string, revision: string): FileReader {
  // Resolve once, so a bad revision is one clear error rather than every file "missing".
  const commit = execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], {
    cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
  return (path) => {
    try {
      return execFileSync('git', ['show', `${commit}:${path}`], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    } catch {
      return null;
    }
  };
}

/** Every pinned source file, then the lockfile, compared with what `read` returns. */
export function compareDigests(artifact: Pick<Artifact, 'sourceHashes' | 'lockfileSha256'>, read: FileReader): DigestComparison[] {
  return compareRecordedDigests(artifact, (path) => {
    const bytes = read(path);
    return bytes === null ? null : sha256(bytes);
  });
}

/** The same comparison against digests already known (null: the file does not exist). */
export function compareRecordedDigests(
  artifact: Pick<Artifact, 'sourceHashes' | 'lockfileSha256'>,
  currentDigestOf: (path: string) => string | null,
): DigestComparison[] {
  const recorded: Array<[string, string]> = [
    ...Object.entries(artifact.sourceHashes),
    [LOCKFILE_PATH, artifact.lockfileSha256],
  ];
  return recorded.map(([path, digest]) => {
    const current = currentDigestOf(path);
    const status: DigestStatus = current === null ? 'missing' : current === digest ? 'equal' : 'different';
    return { path, recorded: digest, current, status };
  });
}
