// The artifact's JSON Schema, derived from the zod schema (never written by hand).
import { z } from 'zod';
import { ArtifactSchema } from './artifact-schema';

export function artifactJsonSchemaText(): string {
  const schema = z.toJSONSchema(ArtifactSchema, { target: 'draft-2020-12', unrepresentable: 'any' });
  const document = {
    ...schema,
    $id: '/schema/commerce-v1-artifact.json',
    title: 'commerce-v1 run artifact',
    description: 'One run of the commerce-v1 benchmark. Generated from lib/eval/artifact-schema.ts.',
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
