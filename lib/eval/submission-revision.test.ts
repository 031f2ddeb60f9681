// Which runs name a published revision, checked against this repository's own history.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRevision, resolveCommit } from './submission-revision';

const root = join(import.meta.dirname, '..', '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const head = git('rev-parse', 'HEAD');
const digestAt = (commit: string, path: string) => createHash('sha256').update(execFileSync('git', ['show', `${commit}:${path}`], { cwd: root })).digest('hex');
const parent = git('rev-parse', 'HEAD~1');

/** A run of HEAD pinning one file, as a contributor's clean checkout of HEAD would record it. */
const runOf = (commit: string, environment: Partial<{ gitCommit: string | null; gitDirty: boolean | null }> = {}) => ({
  environment: { node: 'v20', platform: 'linux', arch: 'x64', cliVersion: null, gitCommit: commit, gitDirty: false, ...environment },
  sourceHashes: { 'package.json': digestAt(commit, 'package.json') },
  lockfileSha256: digestAt(commit, 'package-lock.json'),
});
const published = { ref: 'HEAD', commit: head };

describe('checkRevision', () => {
  it('accepts a clean run of a published commit, comparing every pinned file and the lockfile', () => {
    const check = checkRevision(runOf(head), root, published);
    expect(check.problem).toBeNull();
    expect(check.commit).toBe(head);
    expect(check.digests.map((row) => [row.path, row.status])).toEqual([['package.json', 'equal'], ['package-lock.json', 'equal']]);
    expect(check.revisionId).toMatch(/^[0-9a-f]{8}$/);
  });

  it.each<[string, ReturnType<typeof runOf>, RegExp]>([
    ['no git checkout', runOf(head, { gitCommit: null, gitDirty: null }), /not recorded in a git checkout/],
    ['uncommitted changes', runOf(head, { gitDirty: true }), /recorded with uncommitted changes to pinned files/],
    ['an abbreviated or odd commit id', runOf(head, { gitCommit: '--help' }), /is not a full commit id/],
    ['an unknown commit', runOf(head, { gitCommit: 'f'.repeat(40) }), /commit ffffffffffff does not exist in this repository/],
    ['digests of another commit', { ...runOf(head), sourceHashes: { 'package.json': 'e'.repeat(64) } }, /1 of 2 pinned digests differ from commit [0-9a-f]{12} \(package.json different\)/],
  ])('refuses %s', (_name, run, reason) => {
    expect(checkRevision(run, root, published).problem).toMatch(reason);
  });

  it('refuses a commit outside the published history (a pull request commit is never run)', () => {
    expect(checkRevision(runOf(head), root, { ref: 'HEAD~1', commit: parent }).problem).toMatch(/is not published: it is not an ancestor of HEAD~1/);
  });

  it('resolves refs to full commit ids, and nothing else', () => {
    expect(resolveCommit(root, 'HEAD')).toBe(head);
    expect(resolveCommit(root, 'no-such-ref-anywhere')).toBeNull();
  });
});
