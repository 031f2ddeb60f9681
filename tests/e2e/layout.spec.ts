// Layout on a phone and on a desktop, on every page kind: the page never scrolls sideways;
// a table wider than its column scrolls inside its own region, which shows the scroll cue;
// and no table cell is narrower than its longest word — words break only at spaces, after
// hyphens and after slashes, never inside (code blocks such as patterns wrap on purpose and
// are measured as a whole instead: they must fit their cell). The pages: every page in the
// sitemap that is not a filled template, and a sample of those that are (site-pages.ts), each
// once its scripts have run, so the islands are measured too.
import { expect, test, type Page } from '@playwright/test';
import { startScripts } from './page-checks';
import { representativePages } from './site-pages';

const WIDTHS = [360, 390, 1280];

// Every page that is not a filled template, the representative runs' pages and four source
// files (site-pages.ts), and the 404 page; one test per width and page, each with its own budget.
const PAGES = representativePages(4);
if (PAGES.length) PAGES.push('/research/commerce-v1/no-such-page/');

async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    const context = document.createElement('canvas').getContext('2d')!;
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 50)}"`;
    for (const table of document.querySelectorAll('table')) {
      const region = table.parentElement!;
      if (region.scrollWidth <= region.clientWidth) continue;
      // Wider than its column: it must scroll inside a region that draws the cue.
      const style = getComputedStyle(region);
      if (!region.classList.contains('table-scroll') || !/gradient/.test(style.backgroundImage) || !/auto|scroll/.test(style.overflowX)) problems.push(`${describe(table)} overflows without a scroll region and cue`);
    }
    // Header cells of a table shown as cards are hidden the accessible way (clipped to
    // nothing), not squeezed: screen readers still read them, nobody sees them.
    const visuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)') return true;
      return false;
    };
    for (const cell of document.querySelectorAll('td, th')) {
      if (cell.getClientRects().length === 0 || visuallyHidden(cell)) continue;
      const style = getComputedStyle(cell);
      // A cell that never wraps (figures, dates) cannot break a word; it must only not overflow.
      if (style.whiteSpace === 'nowrap') {
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${describe(cell)} overflows its cell`);
        continue;
      }
      const width = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      let longest = { width: 0, word: '' };
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const parent = node.parentElement!;
        const block = parent.closest('pre');
        if (block && cell.contains(block)) {
          if (block.scrollWidth > block.clientWidth + 1 || block.getBoundingClientRect().width > width + 1) problems.push(`${describe(block)} in ${describe(cell)} does not fit its cell`);
          continue;
        }
        context.font = getComputedStyle(parent).font;
        for (const word of (node.textContent ?? '').split(/\s+/).flatMap((part) => part.split(/(?<=[-/])/))) {
          const measured = context.measureText(word).width;
          if (measured > longest.width) longest = { width: measured, word };
        }
      }
      if (longest.width > width + 1) problems.push(`${describe(cell)} is ${Math.round(width)} px wide, narrower than "${longest.word}" (${Math.round(longest.width)} px)`);
    }
    return problems;
  });
}

test('the exported site has pages to lay out', () => {
  expect(PAGES.length, 'out/sitemap.xml is missing: run `npm run build` first').toBeGreaterThan(10);
});

for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`at ${width} px the page does not scroll sideways, wide tables scroll with a cue, and no cell is narrower than a word: ${path}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await startScripts(page);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }
}
