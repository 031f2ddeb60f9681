// Only the results page loads chart code, and no link to it prefetches that code.
import { expect, test } from '@playwright/test';

test('recharts ships with the results page only', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname).filter((path) => !/\/sources\/[^/]+\/$/.test(path));
  const chunkText = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src]) => src!);
    let hasCharts = false;
    for (const src of scripts) {
      if (!chunkText.has(src)) chunkText.set(src, await (await request.get(src)).text());
      if (/recharts-bar-rectangle|recharts-wrapper/.test(chunkText.get(src)!)) hasCharts = true;
    }
    expect(hasCharts, path).toBe(path === '/research/commerce-v1/results/');
  }
});

test('links to the results page do not prefetch it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/research/commerce-v1/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('/results/') && !url.includes('/results/20'))).toEqual([]);
});
