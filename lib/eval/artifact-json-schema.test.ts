import Ajv2020 from 'ajv/dist/2020';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactJsonSchemaText } from './artifact-json-schema';
import { minimalArtifact } from './__fixtures__/minimal-artifact';

describe('the published artifact JSON Schema', () => {
  const ajv = new Ajv2020({ strict: false });
  const validate = ajv.compile(JSON.parse(artifactJsonSchemaText()));

  it('accepts what the zod schema accepts', () => {
    expect(validate(minimalArtifact())).toBe(true);
  });

  it('accepts every committed artifact, whatever its version', () => {
    const directory = join(__dirname, '..', '..', 'artifacts', 'commerce-v1');
    const files = readdirSync(directory).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(validate(JSON.parse(readFileSync(join(directory, name), 'utf8'))), name).toBe(true);
  });

  it('rejects what the zod schema rejects', () => {
    expect(validate({ ...minimalArtifact(), unexpected: true })).toBe(false);
    expect(validate({ ...minimalArtifact(), schemaVersion: 3 })).toBe(false);
    expect(validate({ ...minimalArtifact(), lockfileSha256: 'not-a-digest' })).toBe(false);
    expect(validate({ ...minimalArtifact(), provider: { id: 'x', kind: 'robot' } })).toBe(false);
    const { runId: _dropped, ...withoutRunId } = minimalArtifact();
    expect(validate(withoutRunId)).toBe(false);
  });
});
