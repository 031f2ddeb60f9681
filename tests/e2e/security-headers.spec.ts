// Every page kind runs under the Content-Security-Policy it is served with (hashes for the
// inline scripts and styles, no 'unsafe-inline'; no script at all on a page that runs none):
// no violation, no console error, on load, after its scripts have started, and when
// following links, each of which loads the next page under that page's own policy.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, collectCspViolations, startScripts } from './page-checks';

/** One path per page kind: dynamic segments of the sitemap's paths folded together. */
async function onePathPerKind(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const kinds = new Map<string, string>();
  for (const [, url] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(url!).pathname;
    const kind = path.replace(/\/(results|sources)\/[^/]+\//, '/$1/*/').replace(/\/cases\/[^/]+\//, '/cases/*/');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

function expectStrictPolicy(policy: string | undefined, path: string, runsScripts: boolean): void {
  expect(policy, path).toContain("default-src 'none'");
  expect(policy, path).toMatch(runsScripts ? /script-src 'self'(?: 'sha256-[^']+')*;/ : /script-src 'none';/);
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).not.toContain('unsafe-inline');
  expect(policy, path).not.toContain('unsafe-eval');
}

async function settle(page: Page): Promise<void> {
  // Hydration, prefetches of linked pages' payloads and any chart code have run by then.
  await page.waitForLoadState('networkidle');
}

test('every page kind loads under its policy with no violation and no console error', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await collectCspViolations(page);
  const errors = collectConsoleErrors(page);
  const paths = await onePathPerKind(request);
  expect(paths.length).toBeGreaterThanOrEqual(10);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const runsScripts = /<script\b/i.test(await response!.text());
    expectStrictPolicy(response?.headers()['content-security-policy'], path, runsScripts);
    expect(response?.headers()['referrer-policy'], path).toBe('no-referrer');
    await startScripts(page);
    await settle(page);
    expect(await violations(), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('the 404 page runs under its own policy without a violation', async ({ page }) => {
  const violations = await collectCspViolations(page);
  const response = await page.goto('/research/commerce-v1/no-such-page/');
  expect(response?.status()).toBe(404);
  expectStrictPolicy(response?.headers()['content-security-policy'], '404', /<script\b/i.test(await response!.text()));
  await settle(page);
  expect(await violations()).toEqual([]);
});

// Each step follows a link the current page renders, in an order where one exists: the
// header reaches the top-level pages, and each index reaches its own detail pages.
const NAVIGATION = [
  /^\/research\/commerce-v1\/$/,
  /^\/research\/commerce-v1\/methodology\/$/,
  /^\/research\/commerce-v1\/results\/$/,
  /^\/research\/commerce-v1\/results\/[^/#]+\/$/,
  /^\/research\/commerce-v1\/compare\/$/,
  /^\/research\/commerce-v1\/system-cards\/$/,
  /^\/research\/commerce-v1\/reproduce\/$/,
  /^\/research\/commerce-v1\/sources\/$/,
  /^\/research\/commerce-v1\/sources\/[^/]+\/$/,
  /^\/research\/commerce-v1\/audit\/$/,
];

test('following links through every page kind loads each under its own policy', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await collectCspViolations(page);
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await settle(page);
  // A full page load starts a new window object, which loses this mark.
  const mark = () => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await mark();
  const clientSide: string[] = [];
  for (const pattern of NAVIGATION) {
    const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    const href = hrefs.find((candidate) => pattern.test(candidate));
    expect(href, `a link matching ${pattern} on ${page.url()}`).toBeDefined();
    await page.locator(`a[href="${href}"]`).first().click();
    await page.waitForURL(`**${href}`);
    await settle(page);
    if (await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)) clientSide.push(href!);
    expect(await violations(), href).toEqual([]);
    await mark();
  }
  // Every internal link is a plain anchor (see app/_components/site-link.tsx): no page ever
  // runs under the policy of the page it came from.
  expect(clientSide).toEqual([]);
  expect(errors).toEqual([]);
});
