// The prebuild as a process: a malformed artifact stops it before next build can run,
// with the file and the field on stderr and a failing exit status.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('scripts/build-site.ts', () => {
  it('exits 1 naming the file and field of a malformed artifact', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
      env: { ...process.env, COMMERCE_ARTIFACTS_DIR: 'lib/site/__fixtures__/malformed' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build-site: lib/site/__fixtures__/malformed/2026-11-04-broken.json: cases[1].response.degraded: expected boolean, received string\n');
  });
});
