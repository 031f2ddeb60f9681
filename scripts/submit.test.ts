// `npm run submit` as a maintainer runs it, on runs recorded the way a contributor records
// them: a temporary clone of this repository with the working tree committed, a model-shaped
// run of the `openai-compatible` provider against the loopback model server (Chat Completions)
// (playing each scenario's reference path), and a control run. Then the clone's rubric moves
// on (a new commit changes one check, so today's rubric would fail a recorded case), and
// submit, in the clone, checks the fresh model run and four copies each broken one way: the
// runs are judged by their own commit's rubric, not today's. Real processes, loopback only.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { revisionId } from '../lib/eval/revision';
import { startLoopbackModel, type LoopbackModel } from '../lib/models/__fixtures__/loopback-model/server';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'submit-test-'));
const clone = join(work, 'clone');
let server: LoopbackModel;

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A clone whose HEAD is this working tree as it is now, committed: the state a contributor runs from. */
function cloneWithWorkingTree(): string {
  git(work, ['clone', '--quiet', root, clone]);
  const present = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0').filter(Boolean);
  const deleted = new Set(git(root, ['ls-files', '-z', '--deleted']).split('\0').filter(Boolean));
  for (const path of present.filter((file) => !deleted.has(file))) {
    mkdirSync(dirname(join(clone, path)), { recursive: true });
    copyFileSync(join(root, path), join(clone, path));
  }
  for (const path of deleted) rmSync(join(clone, path), { force: true });
  git(clone, ['add', '-A']);
  git(clone, ['-c', 'user.name=submit test', '-c', 'user.email=submit-test@invalid', 'commit', '--quiet', '--allow-empty', '--no-verify', '-m', 'the working tree under test']);
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
  return git(clone, ['rev-parse', 'HEAD']).trim();
}

/** A command in the clone; resolves when it ends (the loopback server keeps answering meanwhile). */
function inClone(script: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: clone,
      env: { ...process.env, COMMERCE_EVAL_PROVIDER: '', COMMERCE_EVAL_CASE: '', COMMERCE_EVAL_MODEL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A committed artifact as of a fixed commit of this repository's history, and the commit that recorded it. */
const EARLY_RUN = { commit: '3078ee647e9a65176e661ed1c5e0b408c59c1786', file: 'artifacts/commerce-v1/2026-11-30T06-29-35Z-reference-0dbd.json', recordedBy: 'c86774239916' };

const onlyFile = (directory: string) => join(directory, readdirSync(directory)[0]!);
const receipts: Record<string, { code: number | null; stdout: string; stderr: string }> = {};
let commit = '';
let model: any;
let todaysRescore: { code: number | null; stdout: string };

beforeAll(async () => {
  const started = performance.now();
  commit = cloneWithWorkingTree();
  server = await startLoopbackModel({ kind: 'reference', scenarios: ALL_SCENARIOS });
  const [modelRun, controlRun] = await Promise.all([
    inClone('scripts/eval-commerce.ts', ['--provider', 'openai-compatible', '--model', 'qwen3:8b', '--case', 'all', '--out', join(work, 'model')], { COMMERCE_EVAL_BASE_URL: `${server.origin}/v1` }),
    inClone('scripts/eval-commerce.ts', ['--provider', 'reference', '--case', 'core', '--out', join(work, 'control')]),
  ]);
  expect([modelRun.code, controlRun.code]).toEqual([0, 0]);
  const recorded = onlyFile(join(work, 'model'));

  // The rubric moves on after the runs: today's states-break-even wants another figure.
  const scenarios = join(clone, 'benchmarks', 'commerce-v1', 'core-scenarios.ts');
  const before = "statesFigure({ id: 'states-break-even', value: '26.20'";
  writeFileSync(scenarios, readFileSync(scenarios, 'utf8').replace(before, before.replace('26.20', '26.21')));
  git(clone, ['-c', 'user.name=submit test', '-c', 'user.email=submit-test@invalid', 'commit', '--quiet', '--no-verify', '-am', 'a later rubric']);
  todaysRescore = await inClone('scripts/rescore.ts', [recorded, '--out', join(work, 'rescored-today')]);
  model = JSON.parse(readFileSync(recorded, 'utf8'));

  // Each copy is broken in exactly one way.
  const broken = (name: string, change: (copy: any) => void) => {
    const copy = structuredClone(model);
    change(copy);
    writeFileSync(join(work, `${name}.json`), `${JSON.stringify(copy, null, 2)}\n`);
    return join(work, `${name}.json`);
  };
  const files: Record<string, string> = {
    accepted: recorded,
    control: onlyFile(join(work, 'control')),
    'no-commit': broken('no-commit', (copy) => (copy.sourceHashes['lib/eval/rubric/verdict.ts'] = 'e'.repeat(64))),
    flipped: broken('flipped', (copy) => {
      Object.assign(copy.cases[0], { passed: false, failureStage: 'assertion', failureText: 'states-break-even: says so' });
      copy.summary.passed -= 1;
      copy.summary.failed += 1;
    }),
    'home-path': broken('home-path', (copy) => (copy.environment.cliVersion = 'codex-cli 0.1.0 (/home/alice/.local/bin/codex)')),
  };
  // A run recorded by an early commit of this history, whose modules predate what submit reads.
  const early = join(work, 'early-commit.json');
  writeFileSync(early, git(root, ['show', `${EARLY_RUN.commit}:${EARLY_RUN.file}`]));
  files['early-commit'] = early;
  const results = await Promise.all(Object.values(files).map((file) => inClone('scripts/submit.ts', [file])));
  Object.keys(files).forEach((name, index) => (receipts[name] = results[index]!));
  console.log(`clone, two runs, a rescore and six submits: ${Math.round(performance.now() - started)} ms`);
}, 170_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const sectionLine = (stdout: string, name: string) => stdout.split('\n').find((line) => new RegExp(`^  \\[(pass|FAIL|skip)\\] ${name} `).test(line)) ?? '';

describe('npm run submit', () => {
  it('accepts a fresh model-shaped run of a committed revision, receipt file by file and case by case, under its own rubric', () => {
    const { code, stdout } = receipts.accepted!;
    // Today's rubric would fail a recorded case; the run's own commit's rubric passes it.
    expect(todaysRescore.stdout).toContain('flipped  unit-economics#1  pass -> fail');
    expect(model.provider).toEqual({ id: 'openai-compatible', kind: 'model', endpoint: null });
    expect(model.model).toEqual({ requested: 'qwen3:8b', resolved: ['qwen3:8b-loopback-snapshot'] });
    expect(model.environment).toMatchObject({ gitCommit: commit, gitDirty: false });
    expect(model.summary).toEqual({ total: 14, passed: 14, failed: 0, degraded: 0 });
    expect(stdout).toContain(`[pass] revision  revision ${revisionId(model)} is commit ${commit.slice(0, 12)}: all ${Object.keys(model.sourceHashes).length + 1} pinned digests`);
    expect(stdout.match(/^ +equal +\S+$/gm)).toHaveLength(Object.keys(model.sourceHashes).length + 1);
    expect(stdout).toContain(`[pass] re-score  all 14 verdict(s) reproduce under commit ${commit.slice(0, 12)}'s rubric (its own scripts/rescore.ts)`);
    expect(stdout.match(/^ +same +[a-z0-9-]+#1  pass$/gm)).toHaveLength(14);
    expect(sectionLine(stdout, 'trust')).toContain(`rubric and prompts are commit ${commit.slice(0, 12)}'s`);
    for (const name of ['schema', 'run', 'provider', 'privacy']) expect(sectionLine(stdout, name)).toMatch(/^  \[pass\]/);
    expect(stdout).toContain('ACCEPTED: every check holds');
    expect(code).toBe(0);
  });

  it.each([
    ['control', 'a control run', /\[FAIL\] provider  provider reference is a control, not a model/, 'REFUSED: provider does not hold'],
    ['no-commit', 'a run whose digests match no commit', /\[FAIL\] revision  revision [0-9a-f]{8}: 1 of \d+ pinned digests differ from commit [0-9a-f]{12} \(lib\/eval\/rubric\/verdict.ts different\)/, 'REFUSED: revision, re-score do not hold'],
    ['flipped', 'a run with one verdict flipped, summary adjusted', /\[FAIL\] re-score  1 of 14 verdict\(s\) do not reproduce[^\n]*\n(?:.*\n)*? +DIFFERENT  unit-economics#1  recorded fail \(assertion: states-break-even: says so\), re-scored pass/, 'REFUSED: re-score, trust do not hold'],
    ['home-path', 'a run with a home path in a field', /\[FAIL\] privacy +1 value\(s\) must not be published\n +home-path +environment\.cliVersion  home directory: \/hom\*+ \(\d+ characters\)/, 'REFUSED: privacy does not hold'],
  ])('refuses %s (%s), with the reason in the receipt', (name, _what, reason, verdict) => {
    const { code, stdout } = receipts[name]!;
    expect(stdout).toMatch(reason);
    expect(stdout).toContain(verdict);
    expect(code).toBe(1);
  });

  it('refuses a run of an early commit whose modules differ, saying why, after re-scoring it with that commit', () => {
    const { code, stdout } = receipts['early-commit']!;
    expect(stdout).toContain(`[pass] re-score  all 14 verdict(s) reproduce under commit ${EARLY_RUN.recordedBy}'s rubric`);
    expect(sectionLine(stdout, 'trust')).toContain(`[FAIL] trust     cannot compare the run with commit ${EARLY_RUN.recordedBy}'s declarations: commit ${EARLY_RUN.recordedBy} has no lib/site/current-source.ts`);
    expect(code).toBe(1);
  });

  it('names the field the trust check refuses in a flipped run, skips what cannot run, and never prints the path it refuses', () => {
    expect(sectionLine(receipts.flipped!.stdout, 'trust')).toMatch(/\[FAIL\] trust +\S+flipped.json: cases\[0\]\.passed: expected true, as re-derived from the case's evidence; recorded false$/);
    expect(sectionLine(receipts['no-commit']!.stdout, 're-score')).toMatch(/\[skip\] re-score  not checked: the run names no published commit/);
    expect(receipts['home-path']!.stdout).not.toContain('/home/alice');
  });
});
