// The statistics on the run pages and the results page against figures this test computes
// from the artifact JSON with its own formulas (not lib/eval/statistics.ts): the Wilson
// interval, pass^k and pass@k as binomial ratios, and the resolvable difference, to four
// decimals; control runs as harness checks, with no interval. Also the re-score flips,
// recounted from the source and the replay artifacts.
import { expect, test } from '@playwright/test';
import { readRuns, revisionId } from './expected';
import { collectConsoleErrors, seriousViolations } from './page-checks';
import { tableRows } from './table';

/* eslint-disable @typescript-eslint/no-explicit-any -- raw artifact JSON */
const runs = readRuns();
const Z = 1.959963984540054; // two-sided 95%
const Z_POWER = 0.8416212335729143; // 80% power

function wilson(passed: number, n: number): [number, number] {
  const p = passed / n;
  const centre = (p + (Z * Z) / (2 * n)) / (1 + (Z * Z) / n);
  const half = (Z / (1 + (Z * Z) / n)) * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

const four = (value: number) => value.toFixed(4);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function expectedStatistics(json: any) {
  const k = json.repeat;
  const ids = [...new Set(json.cases.map((item: any) => item.scenarioId))] as string[];
  const scenarios = ids.map((id) => {
    const attempts = json.cases.filter((item: any) => item.scenarioId === id);
    const c = attempts.filter((item: any) => item.passed).length;
    const n = attempts.length;
    const [low, high] = wilson(c, n);
    return { id, n, c, low, high, hat: choose(c, k) / choose(n, k), at: 1 - choose(n - c, k) / choose(n, k) };
  });
  const passed = json.cases.filter((item: any) => item.passed).length;
  const n = json.cases.length;
  const [low, high] = wilson(passed, n);
  return { k, n, passed, low, high, scenarios, hat: mean(scenarios.map((row) => row.hat)), at: mean(scenarios.map((row) => row.at)), resolvable: Math.min(1, (Z + Z_POWER) * Math.sqrt(0.5 / n)) };
}

// What each control must do, written here independently of the registry's declarations.
const MUST_PASS_ALL = new Set(['reference']);
const MUST_FAIL_ALL = new Set(['counterexample', 'do-nothing', 'hedge-everything', 'list-every-answer', 'echo-prompt']);

function expectedCheck(json: any): { must: string; behaved: string } {
  const source = json.replayOf ? runs.find((run) => run.json.runId === json.replayOf.runId)?.json : undefined;
  const provider = MUST_PASS_ALL.has(json.provider.id) || MUST_FAIL_ALL.has(json.provider.id) ? json.provider.id : source?.provider.id;
  const passed = json.cases.filter((item: any) => item.passed).length;
  if (MUST_PASS_ALL.has(provider)) return { must: 'must pass every case', behaved: String(json.cases.length > 0 && passed === json.cases.length) };
  if (MUST_FAIL_ALL.has(provider)) return { must: 'must fail every case', behaved: String(json.cases.length > 0 && passed === 0) };
  return { must: 'nothing declared', behaved: 'undeclared' };
}

test('a model run page shows the statistics computed here from its artifact; a control run page shows a harness check instead', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // A run with repeats exercises pass^k and pass@k; the committed artifacts include a --repeat 3 run.
  expect(runs.some((candidate) => candidate.json.repeat > 1), 'a run with repeats is recorded').toBe(true);
  for (const { json } of runs) {
    await page.goto(`/research/commerce-v1/results/${json.runId}/`);
    if (json.provider.kind === 'control') {
      // Replayed text estimates nothing: no interval, pass^k, pass@k or resolvable difference.
      await expect(page.locator('[data-run-statistics]')).toHaveCount(0);
      await expect(page.locator('#scenario-statistics')).toHaveCount(0);
      const check = page.locator('[data-harness-check]');
      await expect(check).toHaveAttribute('data-harness-check', expectedCheck(json).behaved);
      await expect(check).toHaveAttribute('data-revision', revisionId(json));
      const passed = json.cases.filter((item: any) => item.passed).length;
      await expect(check).toContainText(`${passed} of ${json.cases.length} cases passed, ${json.cases.length - passed} failed, under harness revision ${revisionId(json)}`);
      await expect(page.getByText('Wilson')).toHaveCount(0);
      continue;
    }
    const expected = expectedStatistics(json);
    const stat = (name: string) => page.locator(`[data-run-statistics] [data-stat="${name}"]`);
    await expect(stat('k')).toHaveText(String(expected.k));
    await expect(stat('pass-rate')).toHaveText(four(expected.passed / expected.n));
    await expect(stat('wilson-low')).toHaveText(four(expected.low));
    await expect(stat('wilson-high')).toHaveText(four(expected.high));
    await expect(stat('pass-hat-k')).toHaveText(four(expected.hat));
    await expect(stat('pass-at-k')).toHaveText(four(expected.at));
    await expect(stat('resolvable')).toHaveText(four(expected.resolvable));
    expect(await tableRows(page, '#scenario-statistics')).toEqual(
      expected.scenarios.map((row) => [row.id, String(row.n), String(row.c), four(row.c / row.n), four(row.low), four(row.high), four(row.hat), four(row.at)]),
    );
  }
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the results page groups statistics by harness revision, controls apart, figures recomputed here', async ({ page }) => {
  await page.goto('/research/commerce-v1/results/');
  const revisions = [...new Set(runs.map((run) => revisionId(run.json)))];
  expect(await page.locator('#statistics section[data-revision]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-revision')))).toEqual(revisions);
  for (const revision of revisions) {
    for (const kind of ['model', 'control']) {
      const members = runs.filter((run) => revisionId(run.json) === revision && run.json.provider.kind === kind);
      const table = page.locator(`#statistics-${revision}-${kind}`);
      if (members.length === 0) {
        await expect(table).toHaveCount(0);
        continue;
      }
      const rows = await tableRows(page, `#statistics-${revision}-${kind}`);
      if (kind === 'control') {
        // Controls are harness checks: what each must do, its counts, whether it did; no intervals.
        const verdict = { true: 'behaved as it must', false: 'did not behave as it must', undeclared: 'no declared expectation' } as Record<string, string>;
        expect(rows.map((row) => row.slice(1))).toEqual(
          members.map(({ json }) => {
            const check = expectedCheck(json);
            return [check.must, `${json.cases.filter((item: any) => item.passed).length} / ${json.cases.length}`, verdict[check.behaved]];
          }),
        );
        for (const row of rows) expect(row[0]).toContain('control:');
        continue;
      }
      expect(rows.map((row) => row.slice(3))).toEqual(
        members.map(({ json }) => {
          const stats = expectedStatistics(json);
          return [String(stats.k), `${stats.passed} / ${stats.n}`, four(stats.passed / stats.n), `${four(stats.low)} – ${four(stats.high)}`, four(stats.hat), four(stats.at), four(stats.resolvable)];
        }),
      );
    }
  }
});

test('a re-score page names the verdicts that flipped, scenario by scenario', async ({ page }) => {
  const replay = runs.find((run) => run.json.replayOf)?.json;
  expect(replay, 'a re-score is recorded').toBeTruthy();
  const source = runs.find((run) => run.json.runId === replay.replayOf.runId)!.json;
  await page.goto(`/research/commerce-v1/results/${replay.runId}/`);
  const ids = [...new Set(source.cases.map((item: any) => item.scenarioId))] as string[];
  const passed = (json: any, id: string) => json.cases.filter((item: any) => item.scenarioId === id && item.passed).length;
  const flipped = (id: string) =>
    source.cases
      .map((item: any, index: number) => [item, replay.cases[index]])
      .filter(([before, after]: any[]) => before.scenarioId === id && before.passed !== after.passed)
      .map(([before, after]: any[]) => `attempt ${before.attempt}: ${before.passed ? 'passed' : 'failed'} → ${after.passed ? 'passed' : 'failed'}`)
      .join('; ') || 'no verdict flipped';
  expect(await tableRows(page, `#flips-${replay.runId}`)).toEqual(
    ids.map((id) => [id, String(source.cases.filter((item: any) => item.scenarioId === id).length), String(passed(source, id)), String(passed(replay, id)), flipped(id)]),
  );
  const total = source.cases.filter((item: any, index: number) => item.passed !== replay.cases[index].passed).length;
  await expect(page.locator('[data-flips]').first()).toHaveAttribute('data-flips', String(total));
  if (total === 0) await expect(page.locator('[data-flips]').first()).toContainText('No verdict flipped.');
  await page.goto(`/research/commerce-v1/results/${source.runId}/`);
  await expect(page.locator(`[data-rescored-by="${replay.runId}"]`)).toContainText(total === 0 ? 'no verdict flipped' : `${total} verdict`);
  await page.goto('/research/commerce-v1/results/');
  await expect(page.locator(`#flips-${replay.runId}`)).toBeVisible();
});
