// The layering of this repository as data, so a test can hold the tree to the picture in the
// README: which folder is which layer, and which layer may import which. Type-only imports
// count too — a type is a dependency on the module that declares it.

export const LAYERS = ['core', 'benchmarks', 'site', 'scripts', 'app', 'e2e', 'architecture'] as const;
export type Layer = (typeof LAYERS)[number];

/** Folder prefixes (repository-relative) of each layer; a file belongs to the first that matches. */
export const LAYER_FOLDERS: ReadonlyArray<readonly [string, Layer]> = [
  ['lib/architecture/', 'architecture'],
  ['lib/site/', 'site'],
  ['lib/commerce/', 'core'],
  ['lib/eval/', 'core'],
  ['lib/models/', 'core'],
  ['lib/intent/', 'core'],
  ['benchmarks/', 'benchmarks'],
  ['scripts/', 'scripts'],
  ['app/', 'app'],
  ['tests/', 'e2e'],
];

/**
 * Who may import whom. The harness core knows no benchmark and no website; benchmarks build
 * on the core; the site's build-time logic reads benchmarks and the core; pages render what
 * lib/site returns; scripts are entry points over everything but pages.
 */
export const ALLOWED_IMPORTS: Readonly<Record<Layer, readonly Layer[]>> = {
  core: ['core'],
  benchmarks: ['benchmarks', 'core'],
  site: ['site', 'benchmarks', 'core'],
  scripts: ['scripts', 'site', 'benchmarks', 'core'],
  app: ['app', 'site'],
  e2e: ['e2e'],
  architecture: ['architecture'],
};

/** Tests beside core code may also use the benchmark's scenarios as data to test with. */
export const TEST_FILES_MAY_ALSO_IMPORT: Readonly<Partial<Record<Layer, readonly Layer[]>>> = {
  core: ['benchmarks'],
};

export function layerOf(path: string): Layer | null {
  return LAYER_FOLDERS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Every module specifier a source file imports or re-exports, type-only ones included. */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2]!).filter(Boolean);
}

/** The repository-relative path a specifier points at, or null for a package. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

export interface Violation {
  file: string;
  specifier: string;
  from: Layer;
  to: Layer;
}

/** The imports of one file that break the layering. */
export function violations(file: string, source: string): Violation[] {
  const from = layerOf(file);
  if (!from) return [];
  const isTest = /\.test\.tsx?$/.test(file);
  const allowed = [...ALLOWED_IMPORTS[from], ...(isTest ? (TEST_FILES_MAY_ALSO_IMPORT[from] ?? []) : [])];
  return importSpecifiers(source).flatMap((specifier) => {
    const target = resolveSpecifier(file, specifier);
    const to = target === null ? null : layerOf(`${target}/`.replace(/\/\/$/, '/')) ?? layerOf(target);
    return to && !allowed.includes(to) ? [{ file, specifier, from, to }] : [];
  });
}
