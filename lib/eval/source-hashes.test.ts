import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeSourceHashes, importGraph } from './source-hashes';

// A miniature project: the entry imports a module (and a type-only module, which a bundle
// drops but which cannot change behaviour), a package and a JSON file; one file is unused.
const root = mkdtempSync(join(tmpdir(), 'graph-'));
const files: Record<string, string> = {
  'scripts/run.ts': "import { value } from '../lib/a';\nimport data from '../lib/data.json';\nimport { z } from 'zod';\nconsole.log(value, data, z);\n",
  'lib/a.ts': "import { helper } from './b';\nimport type { Shape } from './types';\nexport const value: Shape = helper();\n",
  'lib/types.ts': 'export type Shape = number;\n',
  'lib/b.ts': 'export const helper = () => 1;\n',
  'lib/data.json': '{"x":1}\n',
  'lib/unused.ts': 'export const nope = 0;\n',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('source hashes', () => {
  it('follows the runtime import graph: packages, unused files and erased type-only modules stay out', async () => {
    expect(await importGraph(root, 'scripts/run.ts')).toEqual(['lib/a.ts', 'lib/b.ts', 'lib/data.json', 'scripts/run.ts']);
  });

  it('hashes each file with SHA-256 of its bytes', async () => {
    const hashes = await computeSourceHashes(root, 'scripts/run.ts');
    expect(hashes['lib/b.ts']).toBe(createHash('sha256').update(files['lib/b.ts']!).digest('hex'));
    expect(Object.keys(hashes)).toHaveLength(4);
  });
});
