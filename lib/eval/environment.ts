// Facts about the machine and checkout a run was recorded on.
import { execFileSync } from 'node:child_process';
import type { Artifact } from './artifact-schema';

/**
 * The commit checked out, and whether any of `pinnedPaths` differs from it (modified, staged
 * or untracked). Files the run does not depend on cannot make its result dirty. With no
 * paths, any change in the checkout counts (what a site build was made from).
 * The one reader of git provenance: runs record it, the site's footer prints it.
 */
export function gitState(root: string, pinnedPaths: readonly string[]): { gitCommit: string | null; gitDirty: boolean | null } {
  try {
    const gitCommit = git(root, ['rev-parse', 'HEAD']).trim();
    const gitDirty = git(root, ['status', '--porcelain', '--untracked-files=all', '--', ...pinnedPaths]).trim().length > 0;
    return { gitCommit, gitDirty };
  } catch {
    // Not a git checkout (e.g. an unpacked tarball): say so rather than invent a commit.
    return { gitCommit: null, gitDirty: null };
  }
}

export function captureEnvironment(
  root: string,
  pinnedPaths: readonly string[],
  cliVersion: string | null,
): Artifact['environment'] {
  return {
    node: process.version,
    platform: process.platform,
    arch: process.arch,
    ...gitState(root, pinnedPaths),
    cliVersion,
  };
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}
