import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { artifactJsonSchemaText } from './artifact-json-schema';
import { minimalArtifact } from './__fixtures__/minimal-artifact';

describe('the published artifact JSON Schema', () => {
  const ajv = new Ajv2020({ strict: false });
  const validate = ajv.compile(JSON.parse(artifactJsonSchemaText()));

  it('accepts what the zod schema accepts', () => {
    expect(validate(minimalArtifact())).toBe(true);
  });

  it('rejects what the zod schema rejects', () => {
    expect(validate({ ...minimalArtifact(), lockfileSha256: 'not-a-digest' })).toBe(false);
    expect(validate({ ...minimalArtifact(), provider: { id: 'x', kind: 'robot' } })).toBe(false);
    const { runId: _dropped, ...withoutRunId } = minimalArtifact();
    expect(validate(withoutRunId)).toBe(false);
  });
});
