import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitState } from './environment';

const root = mkdtempSync(join(tmpdir(), 'git-state-'));
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('gitState', () => {
  it('is dirty only when a pinned file differs from the commit', () => {
    expect(gitState(root, ['a.ts'])).toEqual({ gitCommit: null, gitDirty: null });
    git('init', '-q');
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    git('add', 'a.ts');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'a');
    const head = git('rev-parse', 'HEAD').trim();

    writeFileSync(join(root, 'notes.txt'), 'unrelated and untracked\n');
    expect(gitState(root, ['a.ts'])).toEqual({ gitCommit: head, gitDirty: false });
    expect(gitState(root, []).gitDirty).toBe(true); // no paths: the whole checkout, as a site build reads it

    writeFileSync(join(root, 'b.ts'), 'export const b = 2;\n');
    expect(gitState(root, ['a.ts', 'b.ts']).gitDirty).toBe(true); // a pinned file not committed

    writeFileSync(join(root, 'a.ts'), 'export const a = 2;\n');
    expect(gitState(root, ['a.ts']).gitDirty).toBe(true);
  });
});
