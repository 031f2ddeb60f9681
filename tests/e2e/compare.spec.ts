// The comparison picker offers exactly the pairs of runs that share a harness revision
// (recomputed here from the artifact JSON), and a pair's page sets both runs' verdicts side
// by side as the artifacts record them. Pairs across revisions do not exist.
import { expect, test } from '@playwright/test';
import { readRuns, revisionId } from './expected';
import { collectConsoleErrors, seriousViolations } from './page-checks';
import { tableRows } from './table';

/* eslint-disable @typescript-eslint/no-explicit-any -- raw artifact JSON */
const runs = readRuns();
const pairs = runs.flatMap((a, index) => runs.slice(index + 1).filter((b) => revisionId(a.json) === revisionId(b.json)).map((b) => [a.json, b.json] as const));

test('the picker links every pair of runs of one revision, grouped by revision', async ({ page }) => {
  await page.goto('/research/commerce-v1/compare/');
  const hrefs = await page.locator('[data-revision] a[href*="/compare/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(pairs.map(([a, b]) => `/research/commerce-v1/compare/${a.runId}/${b.runId}/`));
  const revisions = [...new Set(runs.map((run) => revisionId(run.json)))];
  expect(await page.locator('section[data-revision]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-revision')))).toEqual(revisions);
});

test('a comparison shows both verdicts of every case, the differences and no digest difference', async ({ page }) => {
  expect(pairs.length).toBeGreaterThan(0);
  const errors = collectConsoleErrors(page);
  // The pair with the most differing verdicts shows the most.
  const [a, b] = [...pairs].sort(([a1, b1], [a2, b2]) => differing(a2, b2) - differing(a1, b1))[0]!;
  await page.goto(`/research/commerce-v1/compare/${a.runId}/${b.runId}/`);
  const keys = [...new Set([...a.cases, ...b.cases].map((item: any) => `${item.scenarioId}#${item.attempt}`))];
  const verdict = (run: any, key: string) => {
    const item = run.cases.find((candidate: any) => `${candidate.scenarioId}#${candidate.attempt}` === key);
    return item ? (item.passed ? 'passed' : `failed (${item.failureStage})`) : 'not run';
  };
  const rows = await tableRows(page, '#compare-cases');
  expect(rows.map((row) => row.slice(0, 4))).toEqual(keys.map((key) => [key.split('#')[0], key.split('#')[1], verdict(a, key), verdict(b, key)]));
  const bothRun = keys.filter((key) => verdict(a, key) !== 'not run' && verdict(b, key) !== 'not run');
  await expect(page.locator('[data-compare-summary]')).toContainText(`${bothRun.length} case${bothRun.length === 1 ? '' : 's'} in both runs, ${differing(a, b)} with different verdicts`);
  await expect(page.locator('[data-digest-difference="none"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The reverse order is the same comparison, canonical at the older-first address.
  await page.goto(`/research/commerce-v1/compare/${b.runId}/${a.runId}/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/compare/${a.runId}/${b.runId}/$`));
  expect(errors).toEqual([]);
});

test('runs of different revisions have no comparison page', async ({ request }) => {
  const [a, b] = [runs[0]!.json, runs.find((run) => revisionId(run.json) !== revisionId(runs[0]!.json))?.json];
  // The committed artifacts span more than one harness revision (earlier runs are kept).
  expect(b, 'runs of two revisions are recorded').toBeTruthy();
  if (!b) return;
  expect((await request.get(`/research/commerce-v1/compare/${a.runId}/${b.runId}/`)).status()).toBe(404);
});

function differing(a: any, b: any): number {
  return a.cases.filter((item: any) => {
    const other = b.cases.find((candidate: any) => candidate.scenarioId === item.scenarioId && candidate.attempt === item.attempt);
    return other && other.passed !== item.passed;
  }).length;
}
