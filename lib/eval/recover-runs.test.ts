// Recovery of what killed processes left: every state a kill can leave behind, set up on
// disk as the runner leaves it, folded back into a valid artifact with no scratch left.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readArtifactFile, serialiseArtifact } from './artifact-file';
import type { WrittenArtifact, ArtifactCase } from './artifact-schema';
import { summarise } from './artifact-schema';
import { recoverDirectory } from './recover-runs';
import { journalPathFor } from './run-journal';
import { scratchPath } from './scratch-files';
import { minimalArtifact } from './__fixtures__/minimal-artifact';

const row = (scenarioId: string, attempt: number): ArtifactCase => ({
  scenarioId, label: null, group: 'core', attempt, startedAt: '2026-11-30T00:00:00.000Z', elapsedMs: 1, priorTurn: null, prompt: 'p',
  response: { kind: 'answer', message: 'ok', degraded: false, degradedReason: null },
  modelSteps: [{ index: 0, latencyMs: 1, output: null, problem: null, resolvedModel: `model-${attempt}` }],
  toolCalls: [], assertions: [], passed: attempt !== 2, failureStage: attempt === 2 ? 'assertion' : null, failureText: null, usage: null, costUsd: null,
});
const line = (item: ArtifactCase) => `${JSON.stringify(item)}\n`;
const running = (cases: ArtifactCase[] = []): WrittenArtifact => ({
  ...minimalArtifact(), state: 'running', finishedAt: null, selection: { spec: 'x', caseIds: ['a', 'b'], shard: null }, repeat: 2, cases, summary: summarise(cases),
});

/** A pid that is certainly dead: a child that has exited and been reaped. */
const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));
function folder(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'recover-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
const artifactPath = () => join(dir, 'run-1.json');
const journalName = (pid = deadPid) => journalPathFor(join('', 'run-1.json'), pid);

describe('recoverDirectory', () => {
  it('folds an orphaned journal, dropping a torn last line, in planned order, as interrupted', () => {
    folder({ 'run-1.json': serialiseArtifact(running()), [journalName()]: line(row('b', 1)) + line(row('a', 2)) + line(row('a', 1)).slice(0, 50) });
    const report = recoverDirectory(dir, dir);
    expect(report.recovered).toEqual([{ runId: 'run-1', file: 'run-1.json', fromJournal: 2, cases: 2, tornLastLine: true, state: 'interrupted' }]);
    const artifact = readArtifactFile(artifactPath());
    expect(artifact.cases.map((item) => `${item.scenarioId}#${item.attempt}`)).toEqual(['a#2', 'b#1']);
    expect(artifact).toMatchObject({ state: 'interrupted', finishedAt: null, summary: { total: 2, passed: 1, failed: 1 }, model: { resolved: ['model-1', 'model-2'] } });
    expect(readdirSync(dir)).toEqual(['run-1.json']);
  });

  it('merges with the cases an earlier resume already recorded, the artifact winning a duplicate', () => {
    const recorded = { ...row('a', 1), elapsedMs: 99 };
    folder({ 'run-1.json': serialiseArtifact(running([recorded])), [journalName()]: line(row('a', 1)) + line(row('b', 2)) });
    expect(recoverDirectory(dir, dir).recovered[0]).toMatchObject({ fromJournal: 1, cases: 2 });
    expect(readArtifactFile(artifactPath()).cases.map((item) => [item.scenarioId, item.attempt, item.elapsedMs])).toEqual([['a', 1, 99], ['b', 2, 1]]);
  });

  it('keeps a run complete when it was killed after its final write, and removes the journal', () => {
    const done = { ...running([row('a', 1)]), state: 'complete' as const, finishedAt: '2026-11-30T00:00:02.000Z', model: { requested: null, resolved: ['model-1'] } };
    folder({ 'run-1.json': serialiseArtifact(done), [journalName()]: line(row('a', 1)) });
    expect(recoverDirectory(dir, dir).recovered[0]).toMatchObject({ fromJournal: 0, state: 'complete' });
    expect(readArtifactFile(artifactPath())).toEqual(done);
    expect(readdirSync(dir)).toEqual(['run-1.json']);
  });

  it('removes temp files and an empty journal of processes that died before their first artifact write', () => {
    folder({ [journalName()]: '', [scratchPath('', 'run-1.json', 'tmp', deadPid)]: '{"half', [scratchPath('', 'write-probe', 'tmp', deadPid)]: 'x', '.gitkeep': '' });
    const report = recoverDirectory(dir, dir);
    expect(report.recovered).toEqual([]);
    expect(report.removedTemporary).toHaveLength(2);
    expect(readdirSync(dir)).toEqual(['.gitkeep']);
  });

  it('leaves the scratch of a live process alone', () => {
    folder({ 'run-1.json': serialiseArtifact(running()), [journalName(process.ppid)]: line(row('a', 1)), [scratchPath('', 'run-1.json', 'tmp', process.ppid)]: '{' });
    expect(recoverDirectory(dir, dir)).toEqual({ recovered: [], removedTemporary: [], leftInPlace: [] });
    expect(readdirSync(dir)).toHaveLength(3);
  });

  it.each([
    ['a journal whose artifact is gone', {}, line(row('a', 1)), /: \(file\): expected its artifact .*run-1\.json beside it/],
    ['a journal with a case outside the plan', { 'run-1.json': serialiseArtifact(running()) }, line(row('c', 1)), /expected cases of the run's own plan, got c#1/],
    ['a journal with a bad line before the last', { 'run-1.json': serialiseArtifact(running()) }, `{}\n${line(row('a', 1))}`, /: line 1: expected one recorded case/],
  ])('leaves %s in place, with a one-line reason', (_name, files, journal, reason) => {
    folder({ ...files, [journalName()]: journal });
    const report = recoverDirectory(dir, dir);
    expect(report.leftInPlace).toHaveLength(1);
    expect(report.leftInPlace[0]).toMatch(reason);
    expect(existsSync(join(dir, journalName()))).toBe(true);
  });
});
