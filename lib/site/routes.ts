// Every URL the site links to is built here, so a renamed route breaks the type check
// and the link crawler instead of leaving dead links behind.

export const BENCHMARK_PATH = '/research/commerce-v1';

export const ROUTES = {
  home: '/',
  benchmark: `${BENCHMARK_PATH}/`,
  methodology: `${BENCHMARK_PATH}/methodology/`,
  results: `${BENCHMARK_PATH}/results/`,
  reproduce: `${BENCHMARK_PATH}/reproduce/`,
  systemCards: `${BENCHMARK_PATH}/system-cards/`,
  sources: `${BENCHMARK_PATH}/sources/`,
  audit: `${BENCHMARK_PATH}/audit/`,
  compare: `${BENCHMARK_PATH}/compare/`,
} as const;

/** Every interpolated segment is encoded, so a run id or file name that reaches a
 * link can never carry a `#`, `?` or `/` of its own. */
const segment = (text: string): string => encodeURIComponent(text);

export function runHref(runId: string): string {
  return `${BENCHMARK_PATH}/results/${segment(runId)}/`;
}

export function caseAnchor(scenarioId: string, attempt: number): string {
  return `case-${scenarioId.replace(/[^A-Za-z0-9_-]/g, '-')}-${attempt}`;
}

/** One case document of a run (see lib/site/case-documents.ts): plain HTML, no client code. */
export function caseDocumentHref(runId: string, part: number): string {
  return `${runHref(runId)}cases/${part}/`;
}

/** A run's source digests against the current source (see lib/site/run-digests-page.ts): plain HTML. */
export function runDigestsHref(runId: string): string {
  return `${runHref(runId)}digests/`;
}

/**
 * A file path as one URL segment, one for one: `lib/commerce/agent.ts` → `lib~commerce~agent.ts`.
 * A folder separator becomes `~` (never part of a repository path), so `rubric/phrases.ts` and
 * `rubric-phrases.ts` get pages of their own; any other character outside letters, digits,
 * `.`, `_` and `-` becomes `-` (the build refuses two pinned paths that still meet).
 */
export function sourceSlug(path: string): string {
  return path.replace(/\//g, '~').replace(/[^A-Za-z0-9._~-]/g, '-');
}

export function sourceHref(path: string): string {
  return `${BENCHMARK_PATH}/sources/${sourceSlug(path)}/`;
}

/** Public URL folder of the downloadable artifacts; the prebuild copies them there. */
export const ARTIFACT_DOWNLOAD_PATH = '/artifacts/commerce-v1';

export function artifactHref(file: string): string {
  return `${ARTIFACT_DOWNLOAD_PATH}/${segment(file)}`;
}

/** The manifest sits beside the artifact copies; the prebuild writes it. */
export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_HREF = artifactHref(MANIFEST_FILE);

/** Served from public/schema, committed by `npm run schema`. */
export const SCHEMA_HREF = '/schema/commerce-v1-artifact.json';

/** The one comparison page, with the pair in the query. */
export function compareHref(runA: string, runB: string): string {
  return `${ROUTES.compare}?a=${segment(runA)}&b=${segment(runB)}`;
}

/** Public URL folder of the compact per-run data the comparison page loads; the prebuild writes it. */
export const COMPARE_DATA_PATH = `${BENCHMARK_PATH}/compare/runs`;

export function compareDataHref(runId: string): string {
  return `${COMPARE_DATA_PATH}/${segment(runId)}.json`;
}
