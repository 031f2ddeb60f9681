// The run loop with scripted runners: harness errors become rows, an abort keeps only what
// completed, and rows land in planned order whatever the completion order.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseArtifactText } from './artifact-file';
import { runBenchmark, type RunPlan } from './run-benchmark';
import type { Scenario } from './scenario';
import { createStopRule } from './stop-rule';
import { minimalArtifact } from './__fixtures__/minimal-artifact';
import { AdapterError, type ModelRunner } from '../models/model';

const scenario = (id: string): Scenario => ({
  id, group: 'core', prompt: `prompt ${id}`, reference: 'ok', referenceKind: 'answer', referencePath: [],
  assertions: [{ id: 'says-ok', kind: 'must-match', pattern: /\bok\b/, says: 'says ok' }], counterexamples: [],
});

const answering = (delayMs: number, signal?: AbortSignal): ModelRunner => ({
  complete: () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve({ output: { action: 'final', tool: null, arguments_json: null, kind: 'answer', message: 'ok' }, latencyMs: delayMs }), delayMs);
      signal?.addEventListener('abort', () => { clearTimeout(timer); reject(new Error('aborted')); });
    }),
});

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function plan(overrides: Partial<RunPlan>): RunPlan {
  dir = mkdtempSync(join(tmpdir(), 'run-'));
  return {
    header: { ...minimalArtifact(), state: 'running', finishedAt: null, selection: { spec: 'test', caseIds: ['a'] } },
    artifactPath: join(dir, 'run.json'),
    scenarios: [scenario('a'), scenario('b'), scenario('c')],
    repeat: 1, concurrency: 1, guards: [],
    createRunner: () => answering(1),
    ...overrides,
  };
}
const written = (path: string) => parseArtifactText(readFileSync(path, 'utf8'), path);

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
    expect(written(run.artifactPath)).toMatchObject({ state: 'complete', summary: { total: 3, passed: 2 } });
  });

  it('keeps planned order when later cases finish first', async () => {
    const delays: Record<string, number> = { a: 60, b: 1, c: 20 };
    const artifact = await runBenchmark(plan({ concurrency: 3, repeat: 2, createRunner: (s) => answering(delays[s.id]!) }));
    expect(artifact.cases.map((row) => `${row.scenarioId}#${row.attempt}`)).toEqual(['a#1', 'a#2', 'b#1', 'b#2', 'c#1', 'c#2']);
  });

  it('on abort stops, leaves the cut-short case out, and stays running', async () => {
    const controller = new AbortController();
    const run = plan({
      signal: controller.signal,
      createRunner: (s) => answering(s.id === 'a' ? 1 : 5_000, controller.signal),
      onCase: (row) => { if (row.scenarioId === 'a') setTimeout(() => controller.abort(), 20); },
    });
    const artifact = await runBenchmark(run);
    expect(artifact.cases.map((row) => row.scenarioId)).toEqual(['a']);
    expect(written(run.artifactPath)).toMatchObject({ state: 'running', finishedAt: null, summary: { total: 1 } });
  });

  it('stops when the stop rule fires, keeping the completed cases, and stays running', async () => {
    const unauthorized: ModelRunner = { complete: async () => { throw new AdapterError('auth-unavailable', 'not logged in'); } };
    const stopRule = createStopRule(2);
    const run = plan({ scenarios: ['a', 'b', 'c', 'd'].map(scenario), createRunner: () => unauthorized, stopRule });
    const artifact = await runBenchmark(run);
    expect(artifact.cases.map((row) => [row.scenarioId, row.response.degradedReason])).toEqual([['a', 'auth-unavailable'], ['b', 'auth-unavailable']]);
    expect(stopRule.stopped).toMatch(/^2 consecutive cases failed with auth-unavailable/);
    expect(written(run.artifactPath)).toMatchObject({ state: 'running', finishedAt: null, summary: { total: 2, degraded: 2 } });
  });

  it('is complete when the stop rule fires on the last case', async () => {
    const unauthorized: ModelRunner = { complete: async () => { throw new AdapterError('auth-unavailable', 'not logged in'); } };
    const run = plan({ scenarios: ['a', 'b'].map(scenario), createRunner: () => unauthorized, stopRule: createStopRule(2) });
    await runBenchmark(run);
    expect(written(run.artifactPath)).toMatchObject({ state: 'complete', summary: { total: 2 } });
  });
});
