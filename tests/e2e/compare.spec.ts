// The comparison page lists every run grouped by harness revision (recomputed here from the
// artifact JSON) and compares any two runs of one revision in the browser, from the compact
// per-run data the build writes: both runs' verdicts side by side as the artifacts record
// them. Runs of different revisions are refused, and no page per pair exists.
import { expect, test } from '@playwright/test';
import { readRuns, revisionId } from './expected';
import { collectConsoleErrors, seriousViolations, startScripts } from './page-checks';
import { tableRows } from './table';

/* eslint-disable @typescript-eslint/no-explicit-any -- raw artifact JSON */
const runs = readRuns();
const pairs = runs.flatMap((a, index) => runs.slice(index + 1).filter((b) => revisionId(a.json) === revisionId(b.json)).map((b) => [a.json, b.json] as const));
const revisions = [...new Set(runs.map((run) => revisionId(run.json)))];

test('the picker lists every run under its revision and offers as run B only runs of run A\'s revision', async ({ page }) => {
  await page.goto('/research/commerce-v1/compare/');
  expect(await page.locator('section[data-revision]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-revision')))).toEqual(revisions);
  for (const revision of revisions) {
    const listed = await page.locator(`section[data-revision="${revision}"] [data-compare-run]`).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-compare-run')));
    expect(listed).toEqual(runs.filter((run) => revisionId(run.json) === revision).map((run) => run.json.runId));
  }
  await startScripts(page);
  const [a] = pairs[0]!;
  await page.getByLabel('Run A').selectOption(a.runId);
  const offered = (await page.getByLabel('Run B, of the same revision').locator('option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value))).filter(Boolean);
  expect(offered).toEqual(runs.filter((run) => revisionId(run.json) === revisionId(a) && run.json.runId !== a.runId).map((run) => run.json.runId));
});

test('a comparison shows both verdicts of every case, the differences and no digest difference', async ({ page }) => {
  expect(pairs.length).toBeGreaterThan(0);
  const errors = collectConsoleErrors(page);
  // The pair with the most differing verdicts shows the most.
  const [a, b] = [...pairs].sort(([a1, b1], [a2, b2]) => differing(a2, b2) - differing(a1, b1))[0]!;
  await page.goto(`/research/commerce-v1/compare/?a=${a.runId}&b=${b.runId}`);
  const keys = [...new Set([...a.cases, ...b.cases].map((item: any) => `${item.scenarioId}#${item.attempt}`))];
  const verdict = (run: any, key: string) => {
    const item = run.cases.find((candidate: any) => `${candidate.scenarioId}#${candidate.attempt}` === key);
    return item ? (item.passed ? 'passed' : `failed (${item.failureStage})`) : 'not run';
  };
  await expect(page.locator('#compare-cases')).toBeVisible();
  const rows = await tableRows(page, '#compare-cases');
  expect(rows.map((row) => row.slice(0, 4))).toEqual(keys.map((key) => [key.split('#')[0], key.split('#')[1], verdict(a, key), verdict(b, key)]));
  const bothRun = keys.filter((key) => verdict(a, key) !== 'not run' && verdict(b, key) !== 'not run');
  await expect(page.locator('[data-compare-summary]')).toContainText(`${bothRun.length} case${bothRun.length === 1 ? '' : 's'} in both runs, ${differing(a, b)} with different verdicts`);
  await expect(page.locator('[data-digest-difference="none"]')).toBeVisible();
  // Each verdict links to the case in its run's case documents.
  const first = a.cases[0];
  const href = await page.locator(`#compare-cases tr[data-scenario="${first.scenarioId}"] td`).nth(1).locator('a').first().getAttribute('href');
  expect(href).toMatch(new RegExp(`/results/${a.runId}/cases/\\d+/#case-${first.scenarioId}-${first.attempt}$`));
  expect(await seriousViolations(page)).toEqual([]);
  // The reverse order is the same comparison, and the address is set to the older run first.
  await page.goto(`/research/commerce-v1/compare/?a=${b.runId}&b=${a.runId}`);
  await expect(page.locator('#compare-cases')).toBeVisible();
  expect(await tableRows(page, '#compare-cases')).toEqual(rows);
  expect(new URL(page.url()).search).toBe(`?a=${a.runId}&b=${b.runId}`);
  expect(errors).toEqual([]);
});

test('runs of different revisions are not compared, and no page per pair exists', async ({ page, request }) => {
  const [a, b] = [runs[0]!.json, runs.find((run) => revisionId(run.json) !== revisionId(runs[0]!.json))?.json];
  // The committed artifacts span more than one harness revision (earlier runs are kept).
  expect(b, 'runs of two revisions are recorded').toBeTruthy();
  if (!b) return;
  await page.goto(`/research/commerce-v1/compare/?a=${a.runId}&b=${b.runId}`);
  await expect(page.locator('[data-compare-refused]')).toContainText('runs of different revisions are not compared');
  await expect(page.locator('#compare-cases')).toHaveCount(0);
  expect((await request.get(`/research/commerce-v1/compare/${a.runId}/${b.runId}/`)).status()).toBe(404);
});

function differing(a: any, b: any): number {
  return a.cases.filter((item: any) => {
    const other = b.cases.find((candidate: any) => candidate.scenarioId === item.scenarioId && candidate.attempt === item.attempt);
    return other && other.passed !== item.passed;
  }).length;
}
