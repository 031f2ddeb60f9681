// Every route: listed in the sitemap, served with status 200, titled and described; the pages
// of site-pages.ts's sample rendered without a console error or page error — also once the
// scripts of a page with an island have run and hydrated it (a hydration mismatch is a console
// error); unknown paths get the 404 page, also without an error.
import { expect, test } from '@playwright/test';
import { readRuns } from './expected';
import { collectConsoleErrors, startScripts } from './page-checks';
import { representativePages, sitemapPaths as sitemapPathsOnDisk } from './site-pages';

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

test('the sitemap lists the pages, every run and every pinned file', async ({ request }) => {
  const paths = await sitemapPaths(request);
  const runs = readRuns();
  for (const path of ['/', '/research/commerce-v1/', '/research/commerce-v1/methodology/', '/research/commerce-v1/results/', '/research/commerce-v1/reproduce/', '/research/commerce-v1/system-cards/', '/research/commerce-v1/sources/', '/research/commerce-v1/audit/', '/research/commerce-v1/compare/']) {
    expect(paths).toContain(path);
  }
  for (const run of runs) expect(paths).toContain(`/research/commerce-v1/results/${run.json.runId}/`);
  // Every run's cases are in case documents of that run, each listed.
  for (const run of runs) expect(paths.some((path) => path.startsWith(`/research/commerce-v1/results/${run.json.runId}/cases/`))).toBe(true);
  const pinned = new Set(runs.flatMap((run) => Object.keys(run.json.sourceHashes)));
  const sourcePages = paths.filter((path) => path.startsWith('/research/commerce-v1/sources/') && path !== '/research/commerce-v1/sources/');
  expect(sourcePages.length).toBeGreaterThanOrEqual(pinned.size);
});

// Every route, as served: one request each, so the check stays fast however many runs exist.
test('every route is served with status 200, one h1, a title and a description', async ({ request }) => {
  test.setTimeout(300_000);
  const paths = await sitemapPaths(request);
  expect(paths).toEqual(sitemapPathsOnDisk());
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g) ?? [], path).toHaveLength(1);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toMatch(/commerce-v1/);
    expect(/<meta name="description" content="([^"]+)"/.exec(html)?.[1], path).toBeTruthy();
  }
});

// In the browser, before and after the scripts of a page with an island have run and hydrated
// it (a hydration mismatch is a console error): every page that is not a filled template and
// the representative runs' pages (site-pages.ts), one test each.
for (const path of representativePages(4)) {
  test(`renders without a console error or page error, before and after its scripts run: ${path}`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await page.title()).toMatch(/commerce-v1/);
    await startScripts(page);
    expect(errors).toEqual([]);
  });
}

test('an unknown path gets the 404 page, without an error', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/research/commerce-v1/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await startScripts(page);
  // The browser reports the page's own 404 status, as it should; nothing else may go wrong.
  const ownStatus = `${page.url()}: Failed to load resource: the server responded with a status of 404 (Not Found)`;
  expect(errors.filter((error) => error !== ownStatus)).toEqual([]);
});
