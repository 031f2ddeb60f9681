// The audit page and the manifest, checked against the files on disk: a pinned source file
// and an artifact are identified by content alone, an unknown file is reported as unknown,
// and the manifest's digests are those of the served and the committed files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ARTIFACTS_DIR, ROOT, readRuns, sha256 } from './expected';
import { collectConsoleErrors, seriousViolations, startScripts } from './page-checks';

const AUDIT = '/research/commerce-v1/audit/';
const runs = readRuns();

test('the audit page identifies a pinned source file by its content, with the runs that recorded it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(AUDIT);
  await startScripts(page);
  const path = 'lib/commerce/economics.ts';
  const bytes = readFileSync(join(ROOT, path));
  await page.getByLabel('Files to check').setInputFiles({ name: 'renamed-on-purpose.ts', mimeType: 'text/plain', buffer: bytes });
  const result = page.locator('[data-audit-file="renamed-on-purpose.ts"]');
  await expect(result).toHaveAttribute('data-known', 'true');
  await expect(result.locator('[data-digest]')).toHaveText(sha256(bytes));
  const match = result.locator(`[data-match="pinned-file"][data-path="${path}"]`);
  await expect(match).toContainText('as it is in the checkout that built this site');
  const recordedBy = runs.filter((run) => run.json.sourceHashes[path] === sha256(bytes)).map((run) => run.json.runId);
  expect(recordedBy.length).toBeGreaterThan(0);
  expect(await match.locator('a[href*="/results/"]').allTextContents()).toEqual(recordedBy);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the audit page identifies an artifact by its content and reports an unknown file as unknown', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(AUDIT);
  await startScripts(page);
  const run = runs[0]!;
  await page.getByLabel('Files to check').setInputFiles([
    { name: run.file, mimeType: 'application/json', buffer: readFileSync(join(ARTIFACTS_DIR, run.file)) },
    { name: 'unknown.txt', mimeType: 'text/plain', buffer: Buffer.from('no recorded run carries this text\n') },
  ]);
  const artifact = page.locator(`[data-audit-file="${run.file}"]`);
  await expect(artifact.locator('[data-match="artifact"]')).toContainText(run.file);
  await expect(artifact.locator('[data-match="artifact"]')).toContainText(run.json.runId);
  const unknown = page.locator('[data-audit-file="unknown.txt"]');
  await expect(unknown).toHaveAttribute('data-known', 'false');
  await expect(unknown.locator('[data-unknown]')).toContainText('No recorded file has this digest.');
  await expect(page.locator('[data-audit-results]')).toHaveAttribute('aria-live', 'polite');
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the drop zone is reachable by keyboard and accepts a dropped file', async ({ page }) => {
  await page.goto(AUDIT);
  await startScripts(page);
  const zone = page.getByRole('button', { name: /Drop files here/ });
  await page.getByLabel('Files to check').focus();
  await page.keyboard.press('Tab');
  await expect(zone).toBeFocused();
  // A drop as a browser delivers it: a DataTransfer holding a File.
  const lockfile = readFileSync(join(ROOT, 'package-lock.json'));
  await zone.evaluate((element, text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'package-lock.json'));
    element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, lockfile.toString('utf8'));
  const result = page.locator('[data-audit-file="package-lock.json"]');
  await expect(result.locator('[data-digest]')).toHaveText(sha256(lockfile));
  const match = result.locator('[data-match="lockfile"]');
  await expect(match).toContainText('as it is in the checkout that built this site');
  const recorded = runs.filter((run) => run.json.lockfileSha256 === sha256(lockfile)).map((run) => run.json.runId);
  expect(await match.locator('a').allTextContents()).toEqual(recorded);
});

test('the manifest lists every artifact with the SHA-256 of the served and the committed file', async ({ page }) => {
  await page.goto('/research/commerce-v1/results/');
  const href = await page.locator('[data-manifest] a').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest.benchmark).toBe('commerce-v1');
  expect(manifest.artifacts.map((entry: { file: string }) => entry.file)).toEqual(runs.map((run) => run.file).sort());
  for (const entry of manifest.artifacts) {
    const served = await (await page.request.get(`/artifacts/commerce-v1/${entry.file}`)).body();
    const committed = runs.find((run) => run.file === entry.file)!;
    expect([entry.sha256, entry.bytes], entry.file).toEqual([sha256(served), served.length]);
    expect(entry.sha256, entry.file).toBe(sha256(committed.bytes));
    expect([entry.runId, entry.provider, entry.model]).toEqual([committed.json.runId, committed.json.provider.id, committed.json.model.requested]);
  }
  await page.goto('/research/commerce-v1/reproduce/');
  await expect(page.locator('[data-manifest] a')).toHaveAttribute('href', href!);
  const schema = await page.request.get((await page.locator('[data-schema] a').first().getAttribute('href'))!);
  expect(sha256(await schema.body())).toBe(sha256(readFileSync(join(ROOT, 'public/schema/commerce-v1-artifact.json'))));
});
