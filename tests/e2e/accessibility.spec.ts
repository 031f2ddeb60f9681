// axe (WCAG 2 A and AA) on every page at desktop and phone widths, transcripts open. Run
// pages, their digest pages, case documents and source pages each share one template, so the
// representative runs of site-pages.ts and two source files stand for the rest.
// (The layout at phone and desktop widths is checked in layout.spec.ts.) Highlighted code is checked on the source
// pages (same component and themes everywhere) and skipped elsewhere to keep the suite fast.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startScripts } from './page-checks';
import { representativePages } from './site-pages';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

// One test per page and width, each with its own time budget: axe's time grows with a page's
// size, and one shared budget for every page made the whole scan fail when one page grew.
// The pages: every page that is not a filled template, the representative runs' pages and
// two source files (site-pages.ts), and the 404 page.
function pagesToCheck(): string[] {
  const pages = representativePages(2);
  return pages.length ? [...pages, '/no-such-page/'] : [];
}

const PAGES = pagesToCheck();

test('the exported site has pages to check', () => {
  expect(PAGES.length, 'out/sitemap.xml is missing: run `npm run build` first').toBeGreaterThan(10);
});

for (const viewport of WIDTHS) {
  for (const path of PAGES) {
    test(`no serious or critical axe violation at ${viewport.name} width: ${path}`, async ({ page }) => {
      // The methodology page, every calibration table open, is the largest: axe took 10 s on
      // it on two cores (2026-12-02), so two minutes leaves room for it to grow tenfold.
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(path);
      await startScripts(page);
      await page.locator('details').evaluateAll((nodes) => nodes.forEach((node) => ((node as HTMLDetailsElement).open = true)));
      const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
      if (!path.includes('/sources/')) builder.exclude('pre.code');
      const results = await builder.analyze();
      const failures = results.violations
        .filter((item) => item.impact === 'serious' || item.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}) ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
      expect(failures).toEqual([]);
    });
  }
}

test('the page is usable by keyboard: skip link first, then the navigation', async ({ page }) => {
  await page.goto('/research/commerce-v1/');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to content');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.goto('/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('commerce-v1');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Benchmark');
});
