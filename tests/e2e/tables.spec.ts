// Every table's figures against what this test computes itself from the artifact files
// (see expected.ts; lib/site is not used here).
import { expect, test } from '@playwright/test';
import { allCases, currentDigest, currentRevision, elapsed, pairing, percent, readRuns, revisionId } from './expected';
import { tableRows } from './table';

/* eslint-disable @typescript-eslint/no-explicit-any -- raw artifact JSON */
const runs = readRuns();
const revision = currentRevision(runs);

async function expectPoolNote(page: import('@playwright/test').Page): Promise<void> {
  const notes = page.locator('[data-pooled-revision]');
  await expect(notes.first()).toHaveAttribute('data-pooled-revision', revision.id ?? 'none');
  await expect(notes.first()).toHaveAttribute('data-pooled-runs', String(revision.pooled.length));
  await expect(notes.first()).toHaveAttribute('data-excluded-runs', String(revision.excluded.length));
  if (revision.excluded.length > 0) await expect(notes.first()).toContainText('not pooled');
}

test('results: model and control runs, each figure from its artifact', async ({ page }) => {
  await page.goto('/research/commerce-v1/results/');
  for (const kind of ['model', 'control']) {
    const expected = runs
      .filter((run) => run.json.provider.kind === kind)
      .map(({ json }) => {
        const passed = json.cases.filter((item: { passed: boolean }) => item.passed).length;
        return [
          json.runId,
          json.startedAt.slice(0, 10),
          `${json.provider.id} ${kind}`,
          json.model.requested ?? 'none',
          json.model.resolved.join(', ') || 'not reported',
          String(json.cases.length),
          String(passed),
          percent(passed, json.cases.length),
          String(json.cases.filter((item: { response: { degraded: boolean } }) => item.response.degraded).length),
        ];
      });
    if (expected.length === 0) {
      await expect(page.locator(`#runs-${kind}`)).toHaveCount(0);
      continue;
    }
    const rows = await tableRows(page, `#runs-${kind}`);
    expect(rows.map((row) => row.slice(0, 9))).toEqual(expected);
    expect(rows.map((row) => row[9]!.split(' ')[0])).toEqual(runs.filter((run) => run.json.provider.kind === kind).map((run) => revisionId(run.json)));
  }
});

test('results: the verdict matrix counts passed / attempts per scenario and pairing', async ({ page }) => {
  await page.goto('/research/commerce-v1/results/');
  await expectPoolNote(page);
  // Only runs of the current source's harness revision are counted.
  const pooled = revision.pooled;
  if (pooled.length === 0) {
    await expect(page.locator('#verdict-matrix')).toHaveCount(0);
    return;
  }
  const header = await page.locator('#verdict-matrix thead tr').nth(1).locator('th').allTextContents();
  const rows = await tableRows(page, '#verdict-matrix');
  const columns = header.slice(1);
  for (const row of rows) {
    const scenarioId = row[0]!.split(' ')[0]!;
    columns.forEach((column, index) => {
      const attempts = pooled.filter((run) => pairing(run.json) === column).flatMap((run) => run.json.cases).filter((item) => item.scenarioId === scenarioId);
      const passed = attempts.filter((item) => item.passed).length;
      expect(row[index + 1], `${scenarioId} × ${column}`).toBe(attempts.length === 0 ? 'not run' : `${passed} / ${attempts.length}`);
    });
  }
  const recordedScenarios = new Set(allCases(pooled).map((item) => item.scenarioId));
  for (const id of recordedScenarios) expect(rows.map((row) => row[0]!.split(' ')[0])).toContain(id);
  // Every pairing recorded has a column, and models come before controls.
  const kinds = await page.locator('#verdict-matrix thead tr').nth(1).locator('th[data-kind]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-kind')));
  expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'model' ? -1 : 1)));
  expect(new Set(columns)).toEqual(new Set(pooled.map((run) => pairing(run.json))));
});

test('benchmark, results and system cards: the first sentence says how many model runs exist, and where one comes from', async ({ page }) => {
  const models = runs.filter((run) => run.json.provider.kind === 'model');
  const pairings = new Set(models.map((run) => pairing(run.json)));
  const casesOfModels = models.reduce((sum, run) => sum + run.json.cases.length, 0);
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  const expected =
    models.length === 0
      ? 'No model run is recorded yet: every run on this site is a control of the harness.'
      : `${plural(models.length, 'model run')} ${models.length === 1 ? 'is' : 'are'} recorded, ${plural(casesOfModels, 'scored case')} over ${plural(pairings.size, 'model pairing')}`;
  for (const path of ['/research/commerce-v1/', '/research/commerce-v1/results/', '/research/commerce-v1/system-cards/']) {
    await page.goto(path);
    // The body's first paragraph: after the title and the front matter's description.
    const first = page.locator('main article > p').nth(1);
    await expect(first, path).toHaveAttribute('data-model-runs-status', String(models.length));
    expect((await first.textContent())!.startsWith(expected), path).toBe(true);
    await expect(first.locator('a[href="/research/commerce-v1/reproduce/"]')).toHaveCount(1);
    await expect(first.locator('a[href="/research/commerce-v1/reproduce/#command-submit"]')).toHaveCount(1);
  }
});

test('benchmark: inventory attempts, tool frequency, status labels and provenance', async ({ page }) => {
  await page.goto('/research/commerce-v1/');
  const modelRuns = runs.filter((run) => run.json.provider.kind === 'model');
  const modelCases = modelRuns.flatMap((run) => run.json.cases);
  for (const group of ['core', 'economics', 'supplier']) {
    for (const row of await tableRows(page, `#inventory-${group}`)) {
      const attempts = modelCases.filter((item) => item.scenarioId === row[0]);
      // No ratio of zeros while nothing was attempted by a model.
      expect(row[4], row[0]).toBe(modelRuns.length === 0 ? 'no model runs yet' : `${attempts.filter((item) => item.passed).length} / ${attempts.length}`);
    }
  }
  const cases = allCases(runs);
  for (const row of await tableRows(page, '#tool-frequency')) {
    const calls = cases.flatMap((item) => item.toolCalls).filter((call) => call.tool === row[0]).length;
    const casesCalledIn = cases.filter((item) => item.toolCalls.some((call: { tool: string }) => call.tool === row[0])).length;
    expect(row.slice(0, 4)).toEqual([row[0], String(calls), String(casesCalledIn), percent(casesCalledIn, cases.length)]);
  }
  const labels = new Map<string, number>();
  for (const run of runs) labels.set(run.json.statusLabel, (labels.get(run.json.statusLabel) ?? 0) + 1);
  expect(await tableRows(page, '#status-labels')).toEqual([...labels].map(([label, count]) => [label, String(count)]));
  await expect(page.locator('[data-figure="artifacts-read"]')).toHaveText(String(runs.length));
  await expect(page.locator('[data-figure="cases-scored"]')).toHaveText(String(cases.length));
  await expect(page.locator('[data-figure="recording-dates"]')).toHaveText([...new Set(runs.map((run) => run.json.startedAt.slice(0, 10)))].sort().join(', ') || 'none');
});

test('methodology: refusals and pinned files', async ({ page }) => {
  await page.goto('/research/commerce-v1/methodology/');
  const refused = allCases(runs).flatMap((item) => item.toolCalls).filter((call) => call.status !== 'ok');
  if (refused.length === 0) {
    await expect(page.locator('#refusals')).toHaveCount(0);
  } else {
    const rows = await tableRows(page, '#refusals');
    // Rows whose first cell is the tool start a group (tool, count, status, times, message).
    let tool = '';
    for (const row of rows) {
      if (row.length === 5) {
        tool = row[0]!;
        expect(row[1], tool).toBe(String(refused.filter((call) => call.tool === tool).length));
      }
      const [status, times, text] = row.slice(-3);
      expect(times, `${tool}: ${text}`).toBe(String(refused.filter((call) => call.tool === tool && call.status === status && (call.refusal ?? '(no refusal text recorded)').replace(/\s+/g, ' ').trim() === text).length));
    }
    expect(rows.reduce((sum, row) => sum + Number(row.at(-2)), 0)).toBe(refused.length);
  }
  const pinnedRows = await tableRows(page, '#pinned-files');
  const union = new Set(runs.flatMap((run) => Object.keys(run.json.sourceHashes)));
  for (const path of union) expect(pinnedRows.map((row) => row[0])).toContain(path);
  for (const row of pinnedRows) {
    const digest = currentDigest(row[0]!);
    expect(row[1], row[0]).toBe(digest ? digest.slice(0, 12) : 'file no longer exists');
    const pinning = runs.filter((run) => run.json.sourceHashes[row[0]!] !== undefined);
    const equal = pinning.filter((run) => run.json.sourceHashes[row[0]!] === digest);
    expect(row[2], row[0]).toBe(`${equal.length} / ${pinning.length}`);
  }
  const sizes = runs.map((run) => Object.keys(run.json.sourceHashes).length);
  await expect(page.locator('[data-pinned-range]')).toContainText(`between ${Math.min(...sizes)} and ${Math.max(...sizes)} files each; the union across runs is ${union.size} files`);
});

test('methodology: provider attribution recounted from the artifacts; the environment variables with meanings, the same as on the reproduce page', async ({ page }) => {
  await page.goto('/research/commerce-v1/methodology/');
  const groups = new Map<string, { runs: number; cases: number; served: Set<string> }>();
  for (const { json } of runs) {
    const key = `${json.provider.id} (${json.provider.kind})|${json.provider.endpoint ?? ''}|${json.model.requested ?? 'none'}`;
    const entry = groups.get(key) ?? { runs: 0, cases: 0, served: new Set<string>() };
    entry.runs += 1;
    entry.cases += json.cases.length;
    for (const name of json.model.resolved) entry.served.add(name);
    groups.set(key, entry);
  }
  const rows = await tableRows(page, '#provider-attribution');
  expect(rows.map((row) => [`${row[0]}|${row[1]!.startsWith('http') ? row[1] : ''}|${row[2]}`, row[3], row[4], row[5]]).sort()).toEqual(
    [...groups].map(([key, entry]) => [key, [...entry.served].join(', ') || 'not reported', String(entry.runs), String(entry.cases)]).sort(),
  );
  const variables = await tableRows(page, '#environment-variables');
  expect(variables.length).toBeGreaterThan(0);
  for (const row of variables) {
    expect(row[1]!.length, row[0]).toBeGreaterThan(10);
    expect(row[2]!.length, row[0]).toBeGreaterThan(5);
  }
  expect(await tableRows(page, '#accepted-providers')).not.toEqual([]);
  await page.goto('/research/commerce-v1/reproduce/');
  expect(await tableRows(page, '#environment-variables')).toEqual(variables);
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// One test per run, each with its own time budget: the runs only grow, and one budget for all
// of them ran out once enough runs were recorded.
for (const run of runs) {
  test(`run page ${run.json.runId}: every case by scenario, linked to its case document with its assertions and message; every digest; the download is byte for byte`, async ({ page }) => {
    const runPath = `/research/commerce-v1/results/${run.json.runId}/`;
    await page.goto(runPath);
    const scenarioIds = [...new Set(run.json.cases.map((item: any) => item.scenarioId))] as string[];
    const attemptsOf = (id: string) => run.json.cases.filter((item: any) => item.scenarioId === id).sort((a: any, b: any) => a.attempt - b.attempt);
    const rows = await tableRows(page, '#cases');
    expect(rows.map((row) => [...row.slice(0, 2), ...row.slice(3)])).toEqual(
      scenarioIds.map((id) => {
        const attempts = attemptsOf(id);
        const stages = [...new Set(attempts.filter((item: any) => item.failureStage).map((item: any) => item.failureStage))].map((stage) =>
          attempts.length === 1 ? stage : `${stage} × ${attempts.filter((item: any) => item.failureStage === stage).length}`,
        );
        return [
          `${id}${attempts[0].label ? ` (${attempts[0].label})` : ''}`,
          `${attempts.filter((item: any) => item.passed).length} / ${attempts.length}`,
          stages.join(', ') || '—',
          elapsed(median(attempts.map((item: any) => item.elapsedMs))),
          [...new Set(attempts.flatMap((item: any) => item.toolCalls.map((call: { tool: string }) => call.tool)))].join(', ') || 'none',
        ];
      }),
    );
    // Every attempt links, named by its number and verdict, to its case in a case document of this run.
    for (const id of scenarioIds) {
      const texts = await page.locator(`#cases tr[data-scenario="${id}"] td.attempts a`).allTextContents();
      expect(texts).toEqual(attemptsOf(id).map((item: any) => `${item.attempt} ${item.passed ? 'passed' : 'failed'}`));
    }
    const links = await page.locator('#cases td.attempts a').evaluateAll((nodes) => nodes.map((node) => (node as HTMLAnchorElement).href));
    expect(links).toHaveLength(run.json.cases.length);
    const documents = new Map<string, string[]>();
    for (const href of links) {
      const url = new URL(href);
      expect(url.pathname).toMatch(new RegExp(`^${runPath}cases/\\d+/$`));
      documents.set(url.pathname, [...(documents.get(url.pathname) ?? []), url.hash.slice(1)]);
    }
    for (const [path, anchors] of documents) {
      await page.goto(path);
      for (const anchor of anchors) {
        const item = run.json.cases.find((candidate: any) => `case-${candidate.scenarioId}-${candidate.attempt}` === anchor);
        const assertions = await tableRows(page, `#${anchor}-assertions`);
        expect(assertions.map((row) => [row[0], row[1], row[3]])).toEqual(item.assertions.map((outcome: any) => [outcome.id, outcome.origin, outcome.held ? 'held' : 'failed']));
        await expect(page.locator(`#${anchor} [data-final-message]`)).toHaveText(item.response.message);
        await expect(page.locator(`#${anchor} h2`)).toContainText(item.passed ? 'passed' : 'failed');
      }
    }
    await page.goto(runPath);
    // The run page counts the digests and links the run's digest document, which lists every
    // pinned file, then the lockfile: the rows `npm run verify` prints for this run.
    // As a reader would: scroll to the link (which starts the page's scripts), then click it.
    // Playwright's own scroll-and-click lands within milliseconds, while React may still be
    // starting, which no reader's hand does.
    await page.locator('a[data-run-digests]').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.locator('a[data-run-digests]').click();
    await expect(page).toHaveURL(new RegExp(`${runPath}digests/$`));
    const digests = await tableRows(page, '#run-digests');
    expect(digests.map((row) => [row[0], row[3]])).toEqual(
      [...Object.entries(run.json.sourceHashes as Record<string, string>), ['package-lock.json', run.json.lockfileSha256 as string]].map(([path, digest]) => {
        const current = currentDigest(path!);
        return [path, current === null ? 'missing' : current === digest ? 'equal' : 'different'];
      }),
    );
    const response = await page.request.get(`/artifacts/commerce-v1/${run.file}`);
    expect(Buffer.compare(await response.body(), run.bytes), run.file).toBe(0);
  });
}

test('a download from a run page has the SHA-256 of the committed file', async ({ page }) => {
  const run = runs[0]!;
  await page.goto(`/research/commerce-v1/results/${run.json.runId}/`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-download]').click()]);
  const { createHash } = await import('node:crypto');
  const { readFileSync } = await import('node:fs');
  const digest = createHash('sha256').update(readFileSync((await download.path())!)).digest('hex');
  expect(digest).toBe(createHash('sha256').update(run.bytes).digest('hex'));
  await expect(page.locator('a[data-download]').locator('..')).toContainText(digest);
});

test('system cards: one per pairing, controls apart, passes counted from the artifacts', async ({ page }) => {
  await page.goto('/research/commerce-v1/system-cards/');
  await expectPoolNote(page);
  const pairings = [...new Set(revision.pooled.map((run) => `${run.json.provider.kind}:${pairing(run.json)}`))];
  await expect(page.locator('section.card')).toHaveCount(pairings.length);
  for (const key of pairings) {
    const [kind, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    const cases = revision.pooled.filter((run) => run.json.provider.kind === kind && pairing(run.json) === name).flatMap((run) => run.json.cases);
    const passed = cases.filter((item) => item.passed).length;
    const card = page.locator(`section.card[data-kind="${kind}"][data-pairing="${name}"]`);
    await expect(card.locator('[data-figure="card-passed"]')).toHaveText(`${passed} of ${cases.length} (${percent(passed, cases.length)})`);
  }
  // Control cards come after the heading that labels them as controls.
  const order = await page.locator('h2, section.card').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind') ?? node.textContent));
  const controlsHeading = order.indexOf('Control pairings');
  order.forEach((entry, index) => {
    if (entry === 'control') expect(index).toBeGreaterThan(controlsHeading);
    if (entry === 'model') expect(index).toBeLessThan(controlsHeading);
  });
});

test('source pages: each shows the SHA-256 of the file as it is now', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const sourcePaths = [...xml.matchAll(/<loc>[^<]*(\/research\/commerce-v1\/sources\/[^/<]+\/)<\/loc>/g)].map(([, path]) => path!);
  expect(sourcePaths.length).toBeGreaterThan(0);
  for (const path of sourcePaths.slice(0, 8)) {
    await page.goto(path);
    const file = (await page.locator('h1').textContent())!.trim();
    const digest = currentDigest(file);
    await expect(page.locator('[data-sha256]'), file).toHaveText(digest ?? 'the file no longer exists in this checkout');
  }
});
