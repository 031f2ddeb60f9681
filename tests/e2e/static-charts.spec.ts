// Charts are in the static HTML: with JavaScript disabled the pass-rate bars are there,
// one per run with its label and passes, and the verdict matrix is a plain table.
import { expect, test } from '@playwright/test';
import { currentRevision, pairing, readRuns } from './expected';
import { startScripts } from './page-checks';

test.use({ javaScriptEnabled: false });

test('pass-rate bars and the verdict matrix render without JavaScript', async ({ page }) => {
  await page.goto('/research/commerce-v1/results/');
  const runs = readRuns();
  const charts = page.locator('[data-chart="pass-rate"]');
  const kinds = ['model', 'control'].filter((kind) => runs.some((run) => run.json.provider.kind === kind));
  await expect(charts).toHaveCount(kinds.length);
  for (const [index, kind] of kinds.entries()) {
    const expected = runs.filter((run) => run.json.provider.kind === kind);
    const chart = charts.nth(index);
    await expect(chart.locator('svg')).toHaveCount(1);
    // One bar per run, as long as its pass rate (a run with no passes has a zero-width bar), its label and its passes beside it.
    const widths = await chart.locator('[data-bar]').evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('width'))));
    const full = Math.max(...widths) / Math.max(...expected.map((run) => run.json.cases.filter((item: { passed: boolean }) => item.passed).length / run.json.cases.length));
    expect(widths.map((width) => Math.round((100 * width) / full))).toEqual(expected.map((run) => Math.round((100 * run.json.cases.filter((item: { passed: boolean }) => item.passed).length) / run.json.cases.length)));
    const labels = await chart.locator('[data-bar-label]').allTextContents();
    expect(labels).toHaveLength(expected.length);
    labels.forEach((label, position) => expect(label).toContain(pairing(expected[position]!.json)));
    expect(await chart.locator('[data-bar-caption]').allTextContents()).toEqual(expected.map((run) => `${run.json.cases.filter((item: { passed: boolean }) => item.passed).length} / ${run.json.cases.length}`));
  }
  // The matrix pools only runs of the current source's revision; with none it is absent.
  if (currentRevision(runs).pooled.length > 0) await expect(page.locator('#verdict-matrix tbody tr').first()).toBeVisible();
  else await expect(page.locator('#verdict-matrix')).toHaveCount(0);
  // Without JavaScript the table is complete and shows no inert controls.
  await expect(page.locator('th button')).toHaveCount(0);
});

test('with JavaScript the runs table sorts and filters', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto('/research/commerce-v1/results/');
  await startScripts(page);
  const table = page.locator('[data-table^="runs-"]').first();
  await expect(table.locator('th button').first()).toBeVisible();
  const ids = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-run-id')));
  await table.locator('th button', { hasText: 'Run' }).click();
  await table.locator('th button', { hasText: 'Run' }).click();
  await expect(table.locator('th[aria-sort="descending"]')).toHaveCount(1);
  expect(await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-run-id')))).toEqual([...ids].sort().reverse());
  const filter = page.getByLabel('Filter runs').first();
  await filter.fill('no run matches this text');
  await expect(table.locator('tbody tr')).toHaveCount(0);
  await filter.fill('');
  await expect(table.locator('tbody tr')).toHaveCount(ids.length);
  await context.close();
});
