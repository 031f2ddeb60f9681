// The kinds of page the site exports, by URL path: every kind has one template, so the
// benchmarks measure (and the checks sample) one page or every page of each kind.
import { BENCHMARK_PATH, ROUTES } from './routes';

export const PAGE_KINDS = [
  'home',
  'benchmark',
  'methodology',
  'results',
  'run',
  'case document',
  'system cards',
  'reproduce',
  'compare',
  'audit',
  'sources',
  'source file',
  'not found',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

const FIXED: Record<string, PageKind> = {
  [ROUTES.home]: 'home',
  [ROUTES.benchmark]: 'benchmark',
  [ROUTES.methodology]: 'methodology',
  [ROUTES.results]: 'results',
  [ROUTES.systemCards]: 'system cards',
  [ROUTES.reproduce]: 'reproduce',
  [ROUTES.compare]: 'compare',
  [ROUTES.audit]: 'audit',
  [ROUTES.sources]: 'sources',
  '/404/': 'not found',
  '/_not-found/': 'not found',
};

/** The kind of an exported page from its path (`/a/b/` for `out/a/b/index.html`); null for any other file. */
export function pageKind(path: string): PageKind | null {
  if (FIXED[path]) return FIXED[path]!;
  if (new RegExp(`^${BENCHMARK_PATH}/results/[^/]+/cases/\\d+/$`).test(path)) return 'case document';
  if (new RegExp(`^${BENCHMARK_PATH}/results/[^/]+/$`).test(path)) return 'run';
  if (new RegExp(`^${BENCHMARK_PATH}/sources/[^/]+/$`).test(path)) return 'source file';
  return null;
}
