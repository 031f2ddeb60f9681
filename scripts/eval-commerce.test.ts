// Drives the real runner as a user would (a child process), with the offline controls.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseArtifactText } from '../lib/eval/artifact-file';
import type { Artifact } from '../lib/eval/artifact-schema';

const root = join(import.meta.dirname, '..');
let outDir = '';
afterEach(() => outDir && rmSync(outDir, { recursive: true, force: true }));

function runEval(args: string[], env: Record<string, string> = {}) {
  outDir = mkdtempSync(join(tmpdir(), 'eval-out-'));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/eval-commerce.ts', '--out', outDir, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, COMMERCE_EVAL_PROVIDER: '', COMMERCE_EVAL_CASE: '', ...env },
    timeout: 120_000,
  });
  const files = readdirSync(outDir);
  const artifact = files.length === 1 ? parseArtifactText(readFileSync(join(outDir, files[0]!), 'utf8'), files[0]!) : null;
  return { ...result, files, artifact };
}

// The runner's variables are blanked (empty counts as unset) so a developer's own settings
// cannot leak into these tests.
describe('npm run eval', () => {
  it('passes every case with the reference control and pins the files the run depends on', () => {
    const { status, stdout, artifact } = runEval(['--provider', 'reference', '--case', 'all']);
    expect(status).toBe(0);
    expect(stdout.match(/ PASS /g)).toHaveLength(14);
    const run = artifact as Artifact;
    expect(run).toMatchObject({ state: 'complete', provider: { id: 'reference', kind: 'control' } });
    expect(run.summary).toEqual({ total: 14, passed: 14, failed: 0, degraded: 0 });
    expect(run.statusLabel).toBe('offline-control-not-a-model-measurement');
    for (const required of [
      'lib/commerce/agent.ts', 'lib/commerce/tools.ts', 'lib/commerce/economics.ts', 'lib/commerce/economics-provenance.ts',
      'lib/commerce/supplier-order.ts', 'benchmarks/commerce-v1/core-scenarios.ts', 'benchmarks/commerce-v1/economics-scenarios.ts',
      'benchmarks/commerce-v1/supplier-scenarios.ts', 'benchmarks/commerce-v1/guard.ts', 'scripts/eval-commerce.ts',
    ]) {
      expect(Object.keys(run.sourceHashes)).toContain(required);
    }
    // Every digest equals what sha256sum says of the file in the working tree.
    const paths = Object.keys(run.sourceHashes);
    const sums = execFileSync('sha256sum', paths, { cwd: root, encoding: 'utf8' });
    for (const line of sums.trim().split('\n')) {
      const [digest, path] = line.split(/\s+/);
      expect(run.sourceHashes[path!]).toBe(digest);
    }
    const lock = execFileSync('sha256sum', ['package-lock.json'], { cwd: root, encoding: 'utf8' }).split(' ')[0];
    expect(run.lockfileSha256).toBe(lock);
  });

  it('fails every case with the counterexample control, naming what caught it, and exits 1', () => {
    const { status, stdout, artifact } = runEval(['--provider', 'counterexample', '--case', 'all']);
    expect(status).toBe(1);
    expect(stdout.match(/ FAIL /g)).toHaveLength(14);
    for (const row of artifact!.cases) {
      expect(row.passed).toBe(false);
      expect(['assertion', 'guard']).toContain(row.failureStage);
      const failed = row.assertions.find((outcome) => !outcome.held)!;
      const check = artifact!.rubric[failed.origin === 'guard' ? 'guard' : 'scenarios'];
      const says = (Array.isArray(check) ? check : check[row.scenarioId]!).find((candidate) => candidate.id === failed.id)!.says;
      expect(row.failureText).toBe(`${failed.id}: ${says}`);
    }
  });

  it('runs the default core set when no case list is given, with repeats in planned order', () => {
    const { status, artifact } = runEval(['--provider', 'reference', '--repeat', '2', '--concurrency', '3']);
    expect(status).toBe(0);
    expect(artifact!.selection).toMatchObject({ spec: '(default set)' });
    expect(artifact!.cases.map((row) => `${row.group}:${row.attempt}`)).toEqual(
      Array.from({ length: 6 }, () => ['core:1', 'core:2']).flat(),
    );
    expect(new Set(artifact!.cases.map((row) => row.scenarioId)).size).toBe(6);
  });

  it('on Ctrl-C (SIGINT) stops, keeps the completed cases, marks the run interrupted and exits 130', async () => {
    outDir = mkdtempSync(join(tmpdir(), 'eval-int-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/eval-commerce.ts', '--provider', 'reference', '--case', 'all', '--repeat', '200', '--out', outDir], { cwd: root });
    let stdout = '';
    let signalled = false;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (!signalled && (stdout.match(/ PASS /g) ?? []).length >= 3) {
        signalled = true;
        child.kill('SIGINT');
      }
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(stdout).toMatch(/interrupted after \d+ case\(s\); wrote .* \(state interrupted\)\ncomplete it with: npm run eval -- --resume /);
    const files = readdirSync(outDir);
    expect(files).toHaveLength(1); // no journal or temp file beside it
    const artifact = parseArtifactText(readFileSync(join(outDir, files[0]!), 'utf8'), files[0]!);
    expect(artifact).toMatchObject({ state: 'interrupted', finishedAt: null });
    expect(artifact.cases.length).toBe((stdout.match(/ PASS /g) ?? []).length);
  });
});
