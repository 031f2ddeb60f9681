// The exported site's pages, read from out/sitemap.xml on disk so that they are known when
// tests are defined (one test per page, each with its own time budget), and the bounded sample
// of them that the checks rendering whole pages in a browser use (layout, axe, hydration).
//
// Why a sample: run pages, their digest pages, case documents and source pages are each one
// template filled from one artifact or file, and the artifacts only grow (recorded runs are
// never edited or removed). Rendering every one of them made the end-to-end suite grow with
// every recorded run, until single tests ran out of time. What can differ between two pages of
// one template is the shape of the data, so the sample keeps, for every shape of run (provider
// kind, schema version, replay or not), its smallest and its largest run with all their pages,
// and the newest run. Every page is still fetched and checked as HTML in routes.spec.ts, and
// every run's figures are compared with its artifact in tables.spec.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, readRuns, type RawRun } from './expected';

const RESULTS = '/research/commerce-v1/results/';

/** Every path in the exported sitemap, or none when the site has not been built. */
export function sitemapPaths(): string[] {
  const sitemap = join(ROOT, 'out', 'sitemap.xml');
  if (!existsSync(sitemap)) return [];
  return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

export function isSourcePage(path: string): boolean {
  return /\/sources\/[^/]+\/$/.test(path);
}

/** The run a path belongs to (its run page, digest page or a case document), if any. */
function runIdOf(path: string): string | undefined {
  return path.startsWith(RESULTS) ? /^([^/]+)\//.exec(path.slice(RESULTS.length))?.[1] : undefined;
}

/** The runs standing for all: smallest and largest of each data shape, and the newest run. */
export function representativeRuns(runs: RawRun[] = readRuns()): RawRun[] {
  const shapes = new Map<string, RawRun[]>();
  for (const run of runs) {
    const shape = `${run.json.provider.kind} · schema ${run.json.schemaVersion} · ${run.json.replayOf ? 'replay' : 'run'}`;
    shapes.set(shape, [...(shapes.get(shape) ?? []), run]);
  }
  const chosen = new Set<RawRun>();
  for (const members of shapes.values()) {
    const bySize = [...members].sort((a, b) => a.json.cases.length - b.json.cases.length);
    chosen.add(bySize[0]!);
    chosen.add(bySize[bySize.length - 1]!);
  }
  if (runs.length) chosen.add(runs[runs.length - 1]!);
  return runs.filter((run) => chosen.has(run));
}

/**
 * Every page that is not a filled template, every page of the representative runs, and
 * `sources` source pages (the scenario source first: the largest highlighted file).
 */
export function representativePages(sources = 4): string[] {
  const paths = sitemapPaths();
  const chosenRuns = new Set(representativeRuns().map((run) => run.json.runId as string));
  const sourcePages = paths.filter(isSourcePage);
  const scenarioSource = sourcePages.filter((path) => path.endsWith('-scenarios-ts/')).slice(0, 1);
  return [
    ...paths.filter((path) => !isSourcePage(path) && (runIdOf(path) === undefined || chosenRuns.has(runIdOf(path)!))),
    ...scenarioSource,
    ...sourcePages.filter((path) => !scenarioSource.includes(path)).slice(0, sources - scenarioSource.length),
  ];
}
