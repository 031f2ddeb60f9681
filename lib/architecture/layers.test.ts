// Holds the whole tree to the layering in the README: every import of every source file,
// type-only imports included. A planted violation shows the check can fail.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, layerOf, resolveSpecifier, violations } from './layers';

const root = join(__dirname, '..', '..');
const SKIP = new Set(['node_modules', '.next', 'out', '.git', 'public', 'artifacts', '.tmp', 'test-results', 'playwright-report']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx|mts|mjs|js)$/.test(name) ? [relative(root, path)] : [];
  });
}

describe('the layering', () => {
  // This file itself is left out: it holds planted violations on purpose.
  const files = sourceFiles(root).filter((file) => layerOf(file) !== null && file !== relative(root, __filename));

  it('covers the tree: every layer has files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(new Set(files.map(layerOf))).toEqual(new Set(['core', 'benchmarks', 'site', 'scripts', 'app', 'e2e', 'architecture']));
  });

  it('holds for every import in the tree, type-only imports included', () => {
    const broken = files.flatMap((file) => violations(file, readFileSync(join(root, file), 'utf8')));
    expect(broken.map((item) => `${item.file} (${item.from}) imports ${item.specifier} (${item.to})`)).toEqual([]);
  });

  it('fails on a planted violation of each kind', () => {
    expect(violations('lib/eval/x.ts', "import type { Scenario } from '../../benchmarks/commerce-v1/scenarios';")).toHaveLength(1);
    expect(violations('lib/eval/x.ts', "import { getSiteData } from '../site/site-data';")).toHaveLength(1);
    expect(violations('app/page.tsx', "import { judge } from '@/lib/eval/rubric/verdict';")).toHaveLength(1);
    expect(violations('benchmarks/commerce-v1/x.ts', "export { main } from '../../scripts/eval-commerce';")).toHaveLength(1);
    expect(violations('lib/site/x.ts', "const page = await import('../../app/page');")).toHaveLength(1);
    expect(violations('lib/eval/x.test.ts', "import { ALL_SCENARIOS } from '../../benchmarks/commerce-v1/scenarios';")).toHaveLength(0);
    expect(violations('app/page.tsx', "import { getSiteData } from '@/lib/site/site-data';\nimport React from 'react';")).toHaveLength(0);
  });

  it('reads specifiers the way the compiler does', () => {
    expect(importSpecifiers("import a from 'x';\nimport type { B } from \"../y\";\nexport * from './z';\nconst c = await import('./w');")).toEqual(['x', '../y', './z', './w']);
    expect(resolveSpecifier('lib/site/a.ts', '../eval/b')).toBe('lib/eval/b');
    expect(resolveSpecifier('app/a.tsx', '@/lib/site/b')).toBe('lib/site/b');
    expect(resolveSpecifier('app/a.tsx', 'react')).toBeNull();
  });
});
