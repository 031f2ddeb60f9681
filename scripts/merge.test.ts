// Runs across machines, as a CI matrix would run them: three `eval --shard k/3` processes of
// the reference control side by side, joined by `merge`, against one unsharded `eval` of the
// same selection. Real processes, real command lines, no network.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArtifactText } from '../lib/eval/artifact-file';
import type { Artifact, ArtifactCase } from '../lib/eval/artifact-schema';
import { LOCKFILE_PATH } from '../lib/eval/lockfile';
import { checkArtifactTrust } from '../lib/eval/trust';
import { CURRENT_SOURCE } from '../lib/site/current-source';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'merge-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const runnerEnv = { ...process.env, COMMERCE_EVAL_PROVIDER: '', COMMERCE_EVAL_CASE: '', COMMERCE_EVAL_MODEL: '' };

/** One `eval` process; resolves with its exit code and output once it ends. */
function evalProcess(args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/eval-commerce.ts', ...args], { cwd: root, env: runnerEnv });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout });
    });
  });
}

function merge(files: string[], out = join(work, `merged-${Math.random().toString(16).slice(2)}`)) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/merge.ts', ...files, '--out', out], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  mkdirSync(out, { recursive: true });
  const written = readdirSync(out);
  return { ...result, written, artifact: written.length === 1 ? parseArtifactText(readFileSync(join(out, written[0]!), 'utf8'), written[0]!) : null };
}

const onlyFile = (directory: string) => join(directory, readdirSync(directory)[0]!);
/** What a verdict is made of, without timing. */
const verdictOf = (row: ArtifactCase) => ({
  job: `${row.scenarioId}#${row.attempt}`, passed: row.passed, failureStage: row.failureStage, failureText: row.failureText,
  assertions: row.assertions, response: row.response, tools: row.toolCalls.map((call) => [call.tool, call.status]),
});

let shardFiles: string[] = [];
let unsharded: Artifact;
const selection = ['--provider', 'reference', '--case', 'all', '--repeat', '2'];

beforeAll(async () => {
  const started = performance.now();
  const runs = await Promise.all([
    ...[1, 2, 3].map((index) => evalProcess([...selection, '--shard', `${index}/3`, '--out', join(work, `shard-${index}`)])),
    evalProcess([...selection, '--out', join(work, 'whole')]),
  ]);
  expect(runs.map((run) => run.code)).toEqual([0, 0, 0, 0]);
  shardFiles = [1, 2, 3].map((index) => onlyFile(join(work, `shard-${index}`)));
  unsharded = parseArtifactText(readFileSync(onlyFile(join(work, 'whole')), 'utf8'), 'whole.json');
  console.log(`four eval processes in parallel: ${Math.round(performance.now() - started)} ms`);
}, 120_000);

describe('eval --shard and merge', () => {
  it('three shards run in parallel and merged give the verdicts of the unsharded run, case by case', () => {
    const shards = shardFiles.map((file) => parseArtifactText(readFileSync(file, 'utf8'), file));
    expect(shards.map((shard) => shard.selection.shard)).toEqual([1, 2, 3].map((index) => ({ index, count: 3 })));
    expect(shards.map((shard) => shard.cases.length)).toEqual([10, 9, 9]);
    const { status, stdout, artifact } = merge([shardFiles[2]!, shardFiles[0]!, shardFiles[1]!]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/merged 3 shard\(s\) of 14 scenario\(s\) x 2 attempt\(s\)/);
    const merged = artifact!;
    expect(merged.cases.map(verdictOf)).toEqual(unsharded.cases.map(verdictOf));
    expect(merged.summary).toEqual(unsharded.summary);
    expect(merged).toMatchObject({ state: 'complete', provider: unsharded.provider, selection: unsharded.selection, repeat: 2, schemaVersion: 2 });
    expect(merged.sourceHashes).toEqual(unsharded.sourceHashes);
    expect(merged.mergedFrom).toEqual(shards.map((shard, index) => ({
      runId: shard.runId, file: readdirSync(join(work, `shard-${index + 1}`))[0], sha256: createHash('sha256').update(readFileSync(shardFiles[index]!)).digest('hex'),
    })));
    expect(() => checkArtifactTrust(merged, 'merged.json', CURRENT_SOURCE, LOCKFILE_PATH)).not.toThrow();
  });

  it('refuses a shard of another revision, naming both revisions, and writes nothing', () => {
    const other = JSON.parse(readFileSync(shardFiles[1]!, 'utf8'));
    other.sourceHashes['lib/eval/shard.ts'] = '0'.repeat(64);
    const file = join(work, 'other-revision.json');
    writeFileSync(file, JSON.stringify(other));
    const { status, stderr, written } = merge([shardFiles[0]!, file, shardFiles[2]!]);
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^merge: shards are of different revisions: \S+ is revision [0-9a-f]{8}, other-revision.json is revision [0-9a-f]{8} \(first difference: lib\/eval\/shard.ts\)$/m);
    expect(written).toEqual([]);
  });

  it.each([
    ['overlapping shards (one given twice)', [0, 1, 1, 2], /^merge: shard 2\/3 is given twice/],
    ['a missing shard', [0, 1], /^merge: shard 3\/3 is missing: it holds 9 of the run's 28 job\(s\)$/],
  ])('refuses %s', (_name, indexes, reason) => {
    const { status, stderr, written } = merge(indexes.map((index) => shardFiles[index]!));
    expect(status).toBe(1);
    expect(stderr.trim()).toMatch(reason);
    expect(written).toEqual([]);
  });

  it('refuses to merge a whole run, and is a usage error without files', () => {
    expect(merge([onlyFile(join(work, 'whole')), shardFiles[0]!]).stderr).toMatch(/is not a shard \(its selection.shard is null\)/);
    expect(merge([]).status).toBe(2);
  });

  it('a shard that holds no job says so, exits 0 and writes nothing', async () => {
    const out = join(work, 'empty-shard');
    const run = await evalProcess(['--provider', 'reference', '--case', 'unit-economics', '--shard', '2/2', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe('shard 2/2 holds none of the 1 planned job(s): nothing to run, no artifact written');
    expect(() => readdirSync(out)).toThrow();
  });
});
