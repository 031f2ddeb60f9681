// The site built from the hostile fixture set renders it inert: on every page that shows the
// hostile runs (overview, results, each run page and its case documents, the comparison and
// the re-check, system cards, audit, reproduce) no dialog opens, no payload runs (each would set window.__pwned), no
// element carries an event handler or a javascript: link, no console error or CSP violation
// is reported, and the hostile text is there, shown as text. Run by playwright.hostile.config.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, collectCspViolations, startScripts } from '../e2e/page-checks';

const HOSTILE = join(process.cwd(), 'lib', 'site', '__fixtures__', 'hostile');
/* eslint-disable @typescript-eslint/no-explicit-any -- raw fixture JSON */
const runs: { file: string; json: any }[] = readdirSync(HOSTILE)
  .filter((name) => name.endsWith('.json'))
  .map((file) => ({ file, json: JSON.parse(readFileSync(join(HOSTILE, file), 'utf8')) }));

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  // Pinned-file pages show no run text beyond run ids; one of them stands for the rest.
  const sources = paths.filter((path) => /\/sources\/[^/]+\/$/.test(path));
  return paths.filter((path) => !sources.includes(path) || path === sources[0]);
}

/** What would show that a payload became markup or ran. */
async function injected(page: Page): Promise<{ pwned: unknown; handlers: string[]; scriptLinks: string[]; injectedScripts: number }> {
  return page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    handlers: [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.toLowerCase().startsWith('on')).map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}>`),
    ),
    scriptLinks: [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')]
      .filter((link) => link.protocol !== 'http:' && link.protocol !== 'https:')
      .map((link) => link.getAttribute('href') ?? ''),
    injectedScripts: [...document.scripts].filter((script) => (script.textContent ?? '').includes('window.__pwned') && !(script.textContent ?? '').startsWith('self.__next_f')).length,
  }));
}

test('the hostile runs pass the build and render inert on every page kind that shows them', async ({ page }) => {
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  const violations = await collectCspViolations(page);
  const errors = collectConsoleErrors(page);
  const paths = await sitemapPaths(page);
  for (const run of runs) expect(paths).toContain(`/research/commerce-v1/results/${run.json.runId}/`);
  // The comparison of the two model runs (one revision) and a re-check opened from its link:
  // the islands that load hostile data in the browser.
  const models = runs.filter((run) => !run.json.replayOf);
  expect(models.length, 'two hostile model runs of one revision').toBeGreaterThanOrEqual(2);
  const [a, b] = models.map((run) => encodeURIComponent(run.json.runId));
  const first = models[0]!.json.cases[0];
  const islands = [`/research/commerce-v1/compare/?a=${a}&b=${b}`, `/research/commerce-v1/results/${a}/?recheck=case-${first.scenarioId}-${first.attempt}`];
  for (const path of [...paths, ...islands]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await startScripts(page);
    expect(await injected(page), path).toEqual({ pwned: undefined, handlers: [], scriptLinks: [], injectedScripts: 0 });
  }
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('each run page shows the hostile fields as text, and each case view its message and tools', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  for (const run of runs) {
    await page.goto(`/research/commerce-v1/results/${run.json.runId}/`);
    const main = page.locator('main');
    for (const text of [run.json.provider.id, run.json.statusLabel, run.json.selection.spec, run.json.environment.cliVersion]) {
      await expect(main, run.file).toContainText(text);
    }
    if (run.json.replayOf) await expect(main).toContainText(run.json.replayOf.runId);
    else await expect(main).toContainText(run.json.model.requested);
    const first = run.json.cases[0];
    // Each case is shown in full in the run's case documents; the first case opens the first.
    await page.locator('a[data-case-document="1"]').click();
    const caseView = page.locator(`#case-${first.scenarioId}-${first.attempt}`);
    // The message's last line is the planted payload, markup and all.
    await expect(caseView).toContainText(first.response.message.split('\n').at(-1).trim());
    await expect(caseView).toContainText(first.toolCalls.at(-1).refusal);
    expect(await injected(page)).toEqual({ pwned: undefined, handlers: [], scriptLinks: [], injectedScripts: 0 });
  }
  expect(errors).toEqual([]);
});

test('the downloads are the fixture bytes, served as JSON that a browser will not sniff as HTML', async ({ request }) => {
  for (const run of runs) {
    const response = await request.get(`/artifacts/commerce-v1/${run.file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect((await response.body()).equals(readFileSync(join(HOSTILE, run.file)))).toBe(true);
  }
});
