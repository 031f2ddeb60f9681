import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readArtifactDirectory } from './artifacts';

const FIXTURES = join(__dirname, '__fixtures__');

describe('readArtifactDirectory', () => {
  it('reads every artifact, oldest first, with the digest of its exact bytes', () => {
    const loaded = readArtifactDirectory(join(FIXTURES, 'artifacts'));
    expect(loaded.map((item) => item.artifact.provider.id)).toEqual(['openai', 'reference', 'anthropic']);
    for (const item of loaded) {
      const bytes = readFileSync(join(FIXTURES, 'artifacts', item.file));
      expect(item.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(item.bytes).toBe(bytes.length);
    }
  });

  it('names the file and the field of a malformed artifact', () => {
    expect(() => readArtifactDirectory(join(FIXTURES, 'malformed'))).toThrow(
      /__fixtures__\/malformed\/2026-11-04-broken\.json: invalid artifact at field "cases\[1\]\.response\.degraded"/,
    );
  });

  it('refuses two artifacts with one run id', () => {
    const directory = mkdtempSync(join(tmpdir(), 'site-artifacts-'));
    const text = readFileSync(join(FIXTURES, 'artifacts', '2026-11-02T09-00-00Z-reference-bbbb.json'), 'utf8');
    writeFileSync(join(directory, 'a.json'), text);
    writeFileSync(join(directory, 'b.json'), text);
    expect(() => readArtifactDirectory(directory)).toThrow(/b\.json: run id .* is also used by a\.json/);
    rmSync(directory, { recursive: true, force: true });
  });

  it('treats a missing folder as no runs, and skips temp files of an atomic write', () => {
    expect(readArtifactDirectory(join(FIXTURES, 'does-not-exist'))).toEqual([]);
    const directory = mkdtempSync(join(tmpdir(), 'site-artifacts-'));
    writeFileSync(join(directory, '.x.json.123.tmp'), '{');
    writeFileSync(join(directory, '.hidden.json'), '{');
    expect(readArtifactDirectory(directory)).toEqual([]);
    rmSync(directory, { recursive: true, force: true });
  });
});
