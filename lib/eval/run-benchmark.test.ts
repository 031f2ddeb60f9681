// The run loop with scripted runners: harness errors become rows, an abort keeps only what
// completed, rows land in planned order whatever the completion order, each case goes to the
// journal (not the artifact) while the run lasts, and a resumed run runs only what is missing.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readArtifactFile } from './artifact-file';
import type { WrittenArtifact } from './artifact-schema';
import { runBenchmark, type RunPlan } from './run-benchmark';
import { journalPathFor, readJournalText } from './run-journal';
import type { Scenario } from './scenario';
import { minimalArtifact } from './__fixtures__/minimal-artifact';
import { recordRubric } from './rubric/recorded-rubric';
import { VERBATIM_PROGRAM } from './rubric/program';
import { AdapterError, type ModelRunner } from '../models/model';
import { createStopRule } from './stop-rule';

const scenario = (id: string): Scenario => ({
  id, group: 'core', prompt: `prompt ${id}`, reference: 'ok', referenceKind: 'answer', referencePath: [],
  assertions: [{ id: 'says-ok', kind: 'must-match', pattern: /\bok\b/, says: 'says ok' }], counterexamples: [],
});

const answering = (delayMs: number, signal?: AbortSignal, message = 'ok'): ModelRunner => ({
  complete: () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve({ output: { action: 'final', tool: null, arguments_json: null, kind: 'answer', message }, latencyMs: delayMs }), delayMs);
      signal?.addEventListener('abort', () => { clearTimeout(timer); reject(new Error('aborted')); });
    }),
});

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

function plan(overrides: Partial<RunPlan> = {}, header: Partial<WrittenArtifact> = {}): RunPlan {
  dir ||= mkdtempSync(join(tmpdir(), 'run-'));
  return {
    header: {
      ...minimalArtifact(),
      state: 'running',
      finishedAt: null,
      selection: { spec: 'test', caseIds: ['a', 'b', 'c'], shard: null },
      rubric: recordRubric({ program: VERBATIM_PROGRAM, guard: [] }, [scenario('a'), scenario('b'), scenario('c')]),
      ...header,
    },
    artifactPath: join(dir, 'run-1.json'),
    scenarios: [scenario('a'), scenario('b'), scenario('c')],
    createRunner: () => answering(1),
    ...overrides,
  };
}
const keys = (artifact: WrittenArtifact) => artifact.cases.map((row) => `${row.scenarioId}#${row.attempt}`);

describe('runBenchmark', () => {
  it('records a case whose runner cannot be created as a harness-error row and goes on', async () => {
    const errors: string[] = [];
    const run = plan({
      createRunner: (s) => { if (s.id === 'b') throw new Error('boom'); return answering(1); },
      onHarnessError: (error, s) => errors.push(`${s.id}: ${(error as Error).message}`),
    });
    const artifact = await runBenchmark(run);
    expect(artifact.cases.map((row) => [row.scenarioId, row.passed, row.response.degradedReason])).toEqual([
      ['a', true, null], ['b', false, 'harness-error'], ['c', true, null],
    ]);
    expect(artifact.cases[1]!.failureStage).toBe('degraded');
    expect(JSON.stringify(artifact)).not.toContain('boom');
    expect(errors).toEqual(['b: boom']);
    expect(readArtifactFile(run.artifactPath)).toMatchObject({ state: 'complete', summary: { total: 3, passed: 2 } });
    expect(readdirSync(dir)).toEqual(['run-1.json']);
  });

  it('keeps planned order when later cases finish first', async () => {
    const delays: Record<string, number> = { a: 60, b: 1, c: 20 };
    const artifact = await runBenchmark(plan({ createRunner: (s) => answering(delays[s.id]!) }, { concurrency: 3, repeat: 2 }));
    expect(keys(artifact)).toEqual(['a#1', 'a#2', 'b#1', 'b#2', 'c#1', 'c#2']);
  });

  it('appends each case to the journal while the artifact on disk stays as it started', async () => {
    const seen: Array<[number, number]> = [];
    const run = plan({
      onCase: (_row, done) => {
        const onDisk = readArtifactFile(run.artifactPath);
        const journal = readJournalText(readFileSync(journalPathFor(run.artifactPath), 'utf8'), 'journal');
        expect(journal.tornLastLine).toBe(false);
        seen.push([onDisk.cases.length, journal.rows.length]);
        expect(done).toBe(journal.rows.length);
      },
    });
    await runBenchmark(run);
    expect(seen).toEqual([[0, 1], [0, 2], [0, 3]]);
  });

  it('on abort stops, leaves the cut-short case out, and marks the run interrupted', async () => {
    const controller = new AbortController();
    const run = plan({
      signal: controller.signal,
      createRunner: (s) => answering(s.id === 'a' ? 1 : 5_000, controller.signal),
      onCase: (row) => { if (row.scenarioId === 'a') setTimeout(() => controller.abort(), 20); },
    });
    const artifact = await runBenchmark(run);
    expect(keys(artifact)).toEqual(['a#1']);
    expect(readArtifactFile(run.artifactPath)).toMatchObject({ state: 'interrupted', finishedAt: null, summary: { total: 1 } });
    expect(readdirSync(dir)).toEqual(['run-1.json']);
  });

  it('resumes: runs only the planned jobs the artifact lacks and keeps the recorded ones', async () => {
    const first = await runBenchmark(plan({}, { repeat: 2 }));
    const recorded = { ...first, cases: first.cases.filter((_, index) => index % 2 === 0), state: 'interrupted' as const };
    const ran: string[] = [];
    const resumed = await runBenchmark(plan({ createRunner: (s) => { ran.push(s.id); return answering(1, undefined, 'ok again'); } }, recorded));
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(keys(resumed)).toEqual(['a#1', 'a#2', 'b#1', 'b#2', 'c#1', 'c#2']);
    expect(resumed.cases.filter((row) => row.response.message === 'ok again').map((row) => row.attempt)).toEqual([2, 2, 2]);
    expect(resumed).toMatchObject({ state: 'complete', runId: first.runId, startedAt: first.startedAt, summary: { total: 6, passed: 6 } });
  });

  it('stops when the stop rule fires, keeping the completed cases, and ends interrupted', async () => {
    const unauthorized: ModelRunner = { complete: async () => { throw new AdapterError('auth-unavailable', 'not logged in'); } };
    const stopRule = createStopRule(2);
    const four = ['a', 'b', 'c', 'd'].map(scenario);
    const run = plan(
      { scenarios: four, createRunner: () => unauthorized, stopRule },
      { selection: { spec: 'test', caseIds: ['a', 'b', 'c', 'd'], shard: null }, rubric: recordRubric({ program: VERBATIM_PROGRAM, guard: [] }, four) },
    );
    const artifact = await runBenchmark(run);
    expect(artifact.cases.map((row) => [row.scenarioId, row.response.degradedReason])).toEqual([['a', 'auth-unavailable'], ['b', 'auth-unavailable']]);
    expect(stopRule.stopped).toMatch(/^2 consecutive cases failed with auth-unavailable/);
    expect(readArtifactFile(run.artifactPath)).toMatchObject({ state: 'interrupted', finishedAt: null, summary: { total: 2, degraded: 2 } });
  });

  it('is complete when the stop rule fires on the last case', async () => {
    const unauthorized: ModelRunner = { complete: async () => { throw new AdapterError('auth-unavailable', 'not logged in'); } };
    const two = ['a', 'b'].map(scenario);
    const run = plan(
      { scenarios: two, createRunner: () => unauthorized, stopRule: createStopRule(2) },
      { selection: { spec: 'test', caseIds: ['a', 'b'], shard: null }, rubric: recordRubric({ program: VERBATIM_PROGRAM, guard: [] }, two) },
    );
    await runBenchmark(run);
    expect(readArtifactFile(run.artifactPath)).toMatchObject({ state: 'complete', summary: { total: 2 } });
  });
});
