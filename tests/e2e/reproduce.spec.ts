// Runs every command the reproduce page marks as executed, exactly as the page prints it,
// and checks its exit status: the page cannot describe commands that no longer work.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { relative } from 'node:path';
import { ARTIFACTS_DIR, ROOT, readRuns, sha256 } from './expected';

test('the offline commands on the reproduce page run and exit as stated', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/research/commerce-v1/reproduce/');
  const commands = await page.locator('[data-command-id]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('data-command-id')!,
      execute: node.getAttribute('data-execute') === 'true',
      expectedExit: Number(node.getAttribute('data-expected-exit')),
      text: node.querySelector('pre')!.textContent!.trim(),
    })),
  );
  const executed = commands.filter((command) => command.execute);
  expect(executed.map((command) => command.id)).toEqual(expect.arrayContaining(['reference', 'counterexample', 'select', 'digests-sources']));
  rmSync('/tmp/commerce-v1-runs', { recursive: true, force: true });
  for (const command of executed) {
    let status = 0;
    let output = '';
    try {
      output = execSync(command.text, { cwd: ROOT, encoding: 'utf8', shell: '/bin/sh', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    } catch (error) {
      status = (error as { status: number }).status;
      output = String((error as { stdout: string }).stdout);
    }
    expect(status, `${command.id}: ${command.text}\n${output}`).toBe(command.expectedExit);
    if (command.id === 'digests-artifacts') {
      for (const run of readRuns()) expect(output).toContain(`${sha256(run.bytes)}  ${relative(ROOT, ARTIFACTS_DIR)}/${run.file}`);
    }
  }
  rmSync('/tmp/commerce-v1-runs', { recursive: true, force: true });
});
