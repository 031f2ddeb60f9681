// Crawls the site from the home page and follows every internal link, including the
// artifact downloads and #fragments: none may be broken.
import { expect, test } from '@playwright/test';

test('no internal link is broken', async ({ request }) => {
  test.setTimeout(180_000);
  const pages = new Map<string, string>();
  const queue = ['/'];
  const broken: string[] = [];
  const fragments: { from: string; path: string; id: string }[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} (${response.status()})`);
      pages.set(path, '');
      continue;
    }
    const isHtml = (response.headers()['content-type'] ?? '').startsWith('text/html');
    const body = isHtml ? await response.text() : '';
    pages.set(path, body);
    for (const [, href] of body.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      const url = new URL(href!.replace(/&amp;/g, '&'), `http://site${path}`);
      if (url.host !== 'site') continue;
      if (url.hash) fragments.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
      if (!pages.has(url.pathname)) queue.push(url.pathname);
    }
  }
  expect(broken).toEqual([]);
  for (const fragment of fragments) {
    expect(pages.get(fragment.path), `#${fragment.id} on ${fragment.path}, linked from ${fragment.from}`).toContain(`id="${fragment.id}"`);
  }
  expect(pages.size).toBeGreaterThan(10);
});
