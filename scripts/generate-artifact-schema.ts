// Publishes the artifact JSON Schema, generated from the zod schema every writer and reader
// uses, so the published contract cannot drift from the code.
//
// Usage:   npm run schema            writes public/schema/commerce-v1-artifact.json
//          npm run schema -- --check exits 1 when the committed file is stale
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { artifactJsonSchemaText } from '../lib/eval/artifact-json-schema';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SCHEMA_PATH = join(root, 'public', 'schema', 'commerce-v1-artifact.json');

const expected = artifactJsonSchemaText();
if (process.argv.includes('--check')) {
  const current = existsSync(SCHEMA_PATH) ? readFileSync(SCHEMA_PATH, 'utf8') : null;
  if (current !== expected) {
    console.error('schema: public/schema/commerce-v1-artifact.json is stale; run `npm run schema` and commit it');
    process.exitCode = 1;
  } else {
    console.log('schema: public/schema/commerce-v1-artifact.json is up to date');
  }
} else {
  mkdirSync(dirname(SCHEMA_PATH), { recursive: true });
  writeFileSync(SCHEMA_PATH, expected);
  console.log('schema: wrote public/schema/commerce-v1-artifact.json');
}
