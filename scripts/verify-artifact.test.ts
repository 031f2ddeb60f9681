// `npm run verify` against a committed artifact, as a reader would run it.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readArtifactFile } from '../lib/eval/artifact-file';

const root = join(import.meta.dirname, '..');
const artifactsDir = join(root, 'artifacts', 'commerce-v1');
// The committed reference control run, recorded on a clean checkout.
const file = readdirSync(artifactsDir).find((name) => name.endsWith('.json') && name.includes('-reference-'));
const path = join(artifactsDir, file ?? 'missing-reference-artifact.json');
const artifact = readArtifactFile(path);
const commit = artifact.environment.gitCommit!;

const verify = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-artifact.ts', path, ...args], { cwd: root, encoding: 'utf8' });

const scratch = mkdtempSync(join(tmpdir(), 'verify-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run verify', () => {
  it('was given an artifact recorded on a clean checkout', () => {
    expect(artifact.environment.gitDirty).toBe(false);
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('prints all equal at the commit that produced the artifact', () => {
    const result = verify('--commit', commit);
    const lines = result.stdout.trim().split('\n');
    expect(result.status).toBe(0);
    expect(lines.slice(0, -1).every((line) => line.startsWith('equal'))).toBe(true);
    expect(lines).toHaveLength(Object.keys(artifact.sourceHashes).length + 2); // + lockfile + verdict
    expect(lines.at(-1)).toMatch(/^all \d+ digests equal/);
  });

  it('names exactly the file that was edited, and a file that is gone', () => {
    // A checkout holding exactly the recorded files, as of the recording commit.
    for (const pinned of [...Object.keys(artifact.sourceHashes), 'package-lock.json']) {
      mkdirSync(dirname(join(scratch, pinned)), { recursive: true });
      writeFileSync(join(scratch, pinned), execFileSync('git', ['show', `${commit}:${pinned}`], { cwd: root, maxBuffer: 1 << 26 }));
    }
    expect(verify('--root', scratch).status).toBe(0);

    appendFileSync(join(scratch, 'lib/commerce/economics.ts'), '\n');
    const edited = verify('--root', scratch);
    expect(edited.status).toBe(1);
    expect(edited.stdout.split('\n').filter((line) => !line.startsWith('equal') && line.trim())).toEqual([
      'different  lib/commerce/economics.ts',
      `1 of ${Object.keys(artifact.sourceHashes).length + 1} digests differ from the working tree at ${scratch}: lib/commerce/economics.ts`,
    ]);

    rmSync(join(scratch, 'lib/commerce/tools.ts'));
    expect(verify('--root', scratch).stdout).toMatch(/^missing {4}lib\/commerce\/tools\.ts$/m);
  });

  it('refuses a revision that does not exist with one line and exit 2', () => {
    const result = verify('--commit', 'no-such-revision');
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
