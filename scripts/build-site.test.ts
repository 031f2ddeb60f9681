// The prebuild as a process: a malformed artifact stops it before next build can run,
// with the file and the field on one stderr line, a failing exit status and nothing written.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MALFORMED = 'lib/site/__fixtures__/malformed';
const PUBLIC_ARTIFACTS = join('public', 'artifacts', 'commerce-v1');

/** The download folder the prebuild replaces, as names and modification times (null when absent). */
function publicArtifacts(): string[] | null {
  if (!existsSync(PUBLIC_ARTIFACTS)) return null;
  return readdirSync(PUBLIC_ARTIFACTS).map((name) => `${name} ${statSync(join(PUBLIC_ARTIFACTS, name)).mtimeMs}`);
}

describe('scripts/build-site.ts', () => {
  it('stops `npm run build` before next build on a flipped verdict, with one line naming the file and field', () => {
    const before = publicArtifacts();
    const result = spawnSync('npm', ['run', '--silent', 'build'], {
      env: { ...process.env, COMMERCE_ARTIFACTS_DIR: `${MALFORMED}/flipped-verdict` },
      encoding: 'utf8',
      // Bounded: should the refusal ever regress, next build would start and is stopped here.
      timeout: 25_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `build-site: ${MALFORMED}/flipped-verdict/2026-12-01T00-00-00Z-reference-base.json: cases[0].passed: expected true, as re-derived from the case's evidence; recorded false\n`,
    );
    // next build announces itself first thing; the chain must not have reached it.
    expect(result.stdout).not.toMatch(/Next\.js|optimized production build/);
    expect(publicArtifacts()).toEqual(before);
  });

  it('exits 1 naming the file and field of an artifact the schema refuses', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
      env: { ...process.env, COMMERCE_ARTIFACTS_DIR: `${MALFORMED}/degraded-not-boolean` },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`build-site: ${MALFORMED}/degraded-not-boolean/2026-11-04-broken.json: cases[1].response.degraded: expected boolean, received string\n`);
    expect(result.stdout).toBe('');
  });
});
