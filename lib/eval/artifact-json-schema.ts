// The artifact's JSON Schema, derived from the zod schemas (never written by hand): any
// published version, each branch as strict as the zod schema it comes from.
import { z } from 'zod';
import { ARTIFACT_SCHEMA_VERSION } from './artifact-schema';
import { AnyArtifactSchema } from './artifact-versions';

export function artifactJsonSchemaText(): string {
  const schema = z.toJSONSchema(AnyArtifactSchema, { target: 'draft-2020-12', unrepresentable: 'any' });
  const document = {
    ...schema,
    $id: '/schema/commerce-v1-artifact.json',
    title: 'commerce-v1 run artifact',
    description: `One run of the commerce-v1 benchmark, in any published schema version (writers write version ${ARTIFACT_SCHEMA_VERSION}). Generated from lib/eval/artifact-schema.ts and lib/eval/artifact-schema-v1.ts.`,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
