// The committed artifact JSON Schema must be the one generated from the zod schema; the
// generator's --check and the prebuild both ask this one question.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifactJsonSchemaText } from '../eval/artifact-json-schema';
import { REPOSITORY_ROOT, SCHEMA_FILE } from './paths';

export function committedSchemaIsCurrent(root: string = REPOSITORY_ROOT): boolean {
  const path = join(root, SCHEMA_FILE);
  return existsSync(path) && readFileSync(path, 'utf8') === artifactJsonSchemaText();
}
