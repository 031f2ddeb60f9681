// The manifest over the fixture artifacts: one entry per file with the digest sha256sum
// would print, and never an entry for the manifest itself.
import { createHash } from 'node:crypto';
import { mkdtempSync, copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, artifactFileNames, manifestOfDirectory, manifestText } from './manifest';

const fixtures = join(__dirname, '__fixtures__', 'artifacts');
const scratch = mkdtempSync(join(tmpdir(), 'manifest-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('manifest', () => {
  it('lists every artifact with its bytes and SHA-256, skipping the manifest and temp files', () => {
    for (const name of artifactFileNames(fixtures)) copyFileSync(join(fixtures, name), join(scratch, name));
    writeFileSync(join(scratch, '.tmp-run.json'), '{');
    writeFileSync(join(scratch, MANIFEST_FILE), manifestText(manifestOfDirectory(scratch)));
    const manifest = manifestOfDirectory(scratch);
    expect(manifest.artifacts.map((entry) => entry.file)).toEqual(artifactFileNames(fixtures));
    for (const entry of manifest.artifacts) {
      const bytes = readFileSync(join(fixtures, entry.file));
      expect([entry.bytes, entry.sha256]).toEqual([bytes.length, createHash('sha256').update(bytes).digest('hex')]);
    }
    expect(manifest.artifacts.map((entry) => [entry.provider, entry.providerKind, entry.model, entry.recordedDate])).toEqual([
      ['openai', 'model', 'gpt-test', '2026-11-01'],
      ['reference', 'control', null, '2026-11-02'],
      ['anthropic', 'model', 'claude-test', '2026-11-03'],
    ]);
    expect(manifestText(manifest).endsWith('}\n')).toBe(true);
  });
});
