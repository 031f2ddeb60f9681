// Every route: listed in the sitemap, served with status 200, titled and described, and
// rendered without a console error or page error — also once the scripts of a page with an
// island have run and hydrated it (a hydration mismatch is a console error); unknown paths
// get the 404 page, also without an error.
import { expect, test } from '@playwright/test';
import { readRuns } from './expected';
import { collectConsoleErrors, startScripts } from './page-checks';

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

test('every route renders with a title, a description and no console error or page error, before and after its scripts run', async ({ page, request }) => {
  test.setTimeout(300_000);
  const errors = collectConsoleErrors(page);
  for (const path of await sitemapPaths(request)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
    expect(await page.title(), path).toMatch(/commerce-v1/);
    expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
    await startScripts(page);
  }
  expect(errors).toEqual([]);
});

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
