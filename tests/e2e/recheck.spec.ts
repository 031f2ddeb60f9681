// The re-check on run pages: it loads the run's artifact file and, for a passing case
// (reference control) and a failing one (counterexample control), the verdict recomputed in
// the browser equals the recorded one, every assertion agrees, and the matched text is
// highlighted as <mark> text. A case document links each case to it. Without JavaScript the
// recorded verdict is in the case document and no inert control is anywhere.
import { expect, test, type Page } from '@playwright/test';
import { readRuns } from './expected';
import { collectConsoleErrors, seriousViolations, startScripts } from './page-checks';

/* eslint-disable @typescript-eslint/no-explicit-any -- raw artifact JSON */
const runs = readRuns();

async function recheck(page: Page, run: any, item: any) {
  // Arrive the way a case document sends a reader: its link names the case.
  await page.goto(`/research/commerce-v1/results/${run.runId}/`);
  await page.locator(`#cases a[href$="#case-${item.scenarioId}-${item.attempt}"]`).click();
  await page.locator(`#case-${item.scenarioId}-${item.attempt}`).getByRole('link', { name: 'Re-check this case in your browser' }).click();
  await expect(page).toHaveURL(new RegExp(`/results/${run.runId}/\\?recheck=case-${item.scenarioId}-${item.attempt}#recheck$`));
  const section = page.locator('#recheck');
  await expect(section.getByLabel('Case to re-check')).toHaveValue(`case-${item.scenarioId}-${item.attempt}`);
  await section.getByRole('button', { name: /^Re-check/ }).click();
  const control = section.locator('[data-recheck]');
  await expect(control.locator('[data-recomputed]')).toHaveAttribute('data-recomputed', item.passed ? 'passed' : 'failed');
  await expect(control).toHaveAttribute('data-recorded', item.passed ? 'passed' : 'failed');
  await expect(control.locator('[data-recomputed]')).toContainText('They agree.');
  expect(await control.locator('[data-assertion]').evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-assertion'), node.getAttribute('data-held')]))).toEqual(
    item.assertions.map((outcome: any) => [outcome.id, String(outcome.held)]),
  );
  // Every text the recorder says a pattern matched is highlighted, whole, in the message.
  const marked = (await control.locator('[data-highlighted] mark').allTextContents()).join('');
  const matched = item.assertions.map((outcome: any) => outcome.matched).filter((text: string | null) => text);
  expect(matched.length).toBeGreaterThan(0);
  for (const text of matched) expect(marked).toContain(text);
  await expect(control.locator('[data-highlighted]')).toHaveText(item.response.message);
  return control;
}

test('re-check reproduces the recorded verdict of a passing case and highlights its matches', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const run = runs.find((candidate) => candidate.json.provider.id === 'reference' && candidate.json.repeat === 1)!.json;
  await recheck(page, run, run.cases.find((item: any) => item.passed)!);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('re-check reproduces the recorded verdict of a failing case', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const run = runs.find((candidate) => candidate.json.provider.id === 'counterexample')!.json;
  const item = run.cases.find((candidate: any) => !candidate.passed && candidate.failureStage === 'assertion')!;
  const control = await recheck(page, run, item);
  await expect(control.locator('[data-recomputed]')).toContainText(`failed at ${item.failureStage}`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the run page loads the artifact on request and re-checks any case chosen', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const run = runs.find((candidate) => candidate.json.repeat > 1)!.json;
  const item = run.cases.at(-1);
  await page.goto(`/research/commerce-v1/results/${run.runId}/`);
  await startScripts(page);
  await page.getByRole('button', { name: `Load the ${run.cases.length} recorded cases to re-check them` }).click();
  const choice = page.getByLabel('Case to re-check');
  await expect(choice.locator('option')).toHaveCount(run.cases.length);
  await choice.selectOption(`case-${item.scenarioId}-${item.attempt}`);
  await page.getByRole('button', { name: `Re-check ${item.scenarioId}, attempt ${item.attempt} in this browser` }).click();
  await expect(page.locator('[data-recheck] [data-recomputed]')).toContainText('They agree.');
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the recorded verdict is in the case document and the re-check control is absent', async ({ page }) => {
    const run = runs.find((candidate) => candidate.json.provider.id === 'counterexample')!.json;
    const item = run.cases[0];
    await page.goto(`/research/commerce-v1/results/${run.runId}/`);
    await expect(page.locator('[data-recheck], [data-recheck-run], #recheck button')).toHaveCount(0);
    await page.locator(`#cases a[href$="#case-${item.scenarioId}-${item.attempt}"]`).click();
    await expect(page.locator(`#case-${item.scenarioId}-${item.attempt} h2`)).toContainText(item.passed ? 'passed' : 'failed');
    await expect(page.locator('button, [data-recheck]')).toHaveCount(0);
  });
});
