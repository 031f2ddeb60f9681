// Every route: listed in the sitemap, served with status 200, titled and described, and
// rendered without a console error; unknown paths get the 404 page.
import { expect, test } from '@playwright/test';
import { readRuns } from './expected';

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
  const pinned = new Set(runs.flatMap((run) => Object.keys(run.json.sourceHashes)));
  const sourcePages = paths.filter((path) => path.startsWith('/research/commerce-v1/sources/') && path !== '/research/commerce-v1/sources/');
  expect(sourcePages.length).toBeGreaterThanOrEqual(pinned.size);
});

test('every route renders with a title, a description and no console error', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of await sitemapPaths(request)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
    expect(await page.title(), path).toMatch(/commerce-v1/);
    expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
  }
  expect(errors).toEqual([]);
});

test('an unknown path gets the 404 page', async ({ page }) => {
  const response = await page.goto('/research/commerce-v1/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
});
