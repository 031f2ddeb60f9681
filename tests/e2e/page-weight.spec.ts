// What each page costs: pages without an island run no script at all, and the results page
// loads at most 40 kB gzip of JavaScript more than the framework floor (its charts are
// static SVG, so no chart code ships anywhere); no page fetches another page's payload; a
// run page of 14 cases is at most 150 kB of HTML.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { readRuns } from './expected';
import { startScripts } from './page-checks';

const INTERACTIVE = /^\/research\/commerce-v1\/(results\/([^/]+\/)?|compare\/|audit\/)$/;

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

test('only pages with an island load scripts, the results page within 40 kB gzip of the floor, and no chart code ships', async ({ request }) => {
  const chunks = new Map<string, Buffer>();
  const loaded = new Map<string, Set<string>>();
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text();
    const sources = [...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(([, src]) => src!);
    expect(sources.length > 0, `${path} loads scripts`).toBe(INTERACTIVE.test(path));
    for (const src of new Set(sources)) {
      if (!chunks.has(src)) chunks.set(src, await (await request.get(src)).body());
      expect(chunks.get(src)!.toString('utf8'), `${src} on ${path}`).not.toMatch(/recharts/);
    }
    if (sources.length > 0) loaded.set(path, new Set(sources));
  }
  // The floor is what every page with scripts loads (React and the Next runtime); the results
  // page may add at most 40 kB gzip to it.
  const gzip = (sources: Iterable<string>) => [...sources].reduce((sum, src) => sum + gzipSync(chunks.get(src)!).length, 0);
  const sets = [...loaded.values()];
  const floor = [...sets[0]!].filter((src) => sets.every((set) => set.has(src)));
  const results = loaded.get('/research/commerce-v1/results/')!;
  expect(gzip(floor)).toBeGreaterThan(50_000);
  expect(gzip(results) - gzip(floor)).toBeLessThanOrEqual(40_000);
});

test('no page fetches another page or its payload, even once its scripts run', async ({ page }) => {
  for (const path of ['/research/commerce-v1/', '/research/commerce-v1/results/']) {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path);
    await startScripts(page);
    expect(requested.filter((url) => url !== path && (url.endsWith('/') || url.endsWith('.txt'))), path).toEqual([]);
    page.removeAllListeners('request');
  }
});

test('a run page of 14 cases is at most 150 kB of HTML', async ({ request }) => {
  const small = readRuns().filter((run) => run.json.cases.length === 14);
  expect(small.length).toBeGreaterThan(0);
  for (const run of small) {
    const html = await (await request.get(`/research/commerce-v1/results/${run.json.runId}/`)).body();
    expect(html.length, run.json.runId).toBeLessThanOrEqual(150_000);
  }
});
