import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serialiseArtifact } from './artifact-file';
import { buildManifest } from './manifest';
import { minimalArtifact } from './__fixtures__/minimal-artifact';

describe('buildManifest', () => {
  it('lists every file with its byte count, digest and run', () => {
    const bytes = Buffer.from(serialiseArtifact({ ...minimalArtifact(), model: { requested: 'm-1', resolved: [] } }));
    const manifest = buildManifest([{ name: 'run-1.json', bytes }]);
    expect(manifest.artifacts).toEqual([
      {
        file: 'run-1.json', bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'),
        runId: 'run-1', provider: 'reference', providerKind: 'control', model: 'm-1', recordedDate: '2026-11-30',
      },
    ]);
  });

  it('refuses an invalid artifact, naming it', () => {
    expect(() => buildManifest([{ name: 'bad.json', bytes: Buffer.from('{}') }])).toThrow("bad.json: schemaVersion: expected a published schema version ('1' | '2')");
  });
});
