// Publishes the artifact JSON Schema, generated from the zod schema every writer and reader
// uses, so the published contract cannot drift from the code.
//
// Usage:   npm run schema            writes public/schema/commerce-v1-artifact.json
//          npm run schema -- --check exits 1 when the committed file is stale
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { artifactJsonSchemaText } from '../lib/eval/artifact-json-schema';
import { SCHEMA_FILE } from '../lib/site/paths';
import { committedSchemaIsCurrent } from '../lib/site/schema-file';

const root = fileURLToPath(new URL('..', import.meta.url));

if (process.argv.includes('--check')) {
  if (!committedSchemaIsCurrent(root)) {
    console.error(`schema: ${SCHEMA_FILE} is stale; run \`npm run schema\` and commit it`);
    process.exitCode = 1;
  } else {
    console.log(`schema: ${SCHEMA_FILE} is up to date`);
  }
} else {
  const path = join(root, SCHEMA_FILE);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, artifactJsonSchemaText());
  console.log(`schema: wrote ${SCHEMA_FILE}`);
}
