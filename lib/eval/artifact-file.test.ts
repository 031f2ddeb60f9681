import { mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { artifactTextChunks, parseArtifactText, readArtifactFile, serialiseArtifact, writeArtifactAtomically } from './artifact-file';
import type { WrittenArtifact, ArtifactCase } from './artifact-schema';
import { summarise } from './artifact-schema';
import { minimalArtifact } from './__fixtures__/minimal-artifact';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const row = (index: number): ArtifactCase => ({
  scenarioId: `s-${index}`, label: null, group: 'core', attempt: 1, startedAt: '2026-11-30T00:00:00.000Z', elapsedMs: index,
  priorTurn: index % 2 ? 'earlier "turn"\nwith a newline' : null, prompt: 'p', response: { kind: 'answer', message: 'a\n  "cases": []', degraded: false, degradedReason: null },
  modelSteps: [], toolCalls: [{ step: 0, tool: 'economics', input: { nested: [1, { deep: true }] }, status: 'ok', output: {} }],
  assertions: [], passed: true, failureStage: null, failureText: null, usage: null, costUsd: null,
});
const withRows = (count: number): WrittenArtifact => {
  const cases = Array.from({ length: count }, (_, index) => row(index));
  return { ...minimalArtifact(), cases, summary: summarise(cases) };
};

describe('artifact files', () => {
  it.each([0, 1, 3])('writes %i case(s) piece by piece, byte-identical to JSON.stringify', (count) => {
    const artifact = withRows(count);
    expect([...artifactTextChunks(artifact)].join('')).toBe(`${JSON.stringify(artifact, null, 2)}\n`);
    expect([...artifactTextChunks(artifact)]).toHaveLength(count === 0 ? 1 : count + 2);
  });

  it('round-trips through an atomic write and leaves no temporary file', () => {
    dir = mkdtempSync(join(tmpdir(), 'artifact-'));
    mkdirSync(join(dir, 'nested'));
    const path = join(dir, 'nested', 'run-1.json');
    writeArtifactAtomically(path, withRows(2));
    expect(readArtifactFile(path)).toEqual(withRows(2));
    expect(readdirSync(join(dir, 'nested'))).toEqual(['run-1.json']);
    expect(readFileSync(path, 'utf8')).toBe(serialiseArtifact(withRows(2)));
  });

  it('refuses to write an invalid artifact, or one under another name than its run id', () => {
    dir = mkdtempSync(join(tmpdir(), 'artifact-'));
    const bad = { ...minimalArtifact(), lockfileSha256: 'nope' };
    expect(() => writeArtifactAtomically(join(dir, 'run-1.json'), bad)).toThrow();
    expect(() => writeArtifactAtomically(join(dir, 'other.json'), minimalArtifact())).toThrow(/other\.json: \(file\): expected the file name "run-1\.json"/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the file and the field when an artifact is invalid, on one line', () => {
    const bad = JSON.stringify({ ...minimalArtifact(), environment: { ...minimalArtifact().environment, node: 20 } });
    expect(() => parseArtifactText(bad, 'runs/x.json')).toThrow('runs/x.json: environment.node: expected string, received number');
    const badCase = JSON.stringify({ ...withRows(4), cases: withRows(4).cases.map((item, index) => (index === 3 ? { ...item, passed: 'yes' } : item)) });
    expect(() => parseArtifactText(badCase, 'runs/x.json')).toThrow('runs/x.json: cases[3].passed: expected boolean, received string');
    expect(() => parseArtifactText('{', 'runs/y.json')).toThrow(/^runs\/y\.json: \(root\): expected JSON \([^\n]+\)$/);
  });

  it('names an unknown key by its own path, top-level or nested', () => {
    const top = JSON.stringify({ ...minimalArtifact(), extra: 1, another: 2 });
    expect(() => parseArtifactText(top, 'runs/x.json')).toThrow('runs/x.json: extra: expected no such key (the schema declares none by this name; an unknown key is refused, not dropped) (and 1 more unknown key here)');
    const nested = withRows(1);
    const text = JSON.stringify({ ...nested, cases: [{ ...nested.cases[0], response: { ...nested.cases[0]!.response, hidden: true } }] });
    expect(() => parseArtifactText(text, 'runs/x.json')).toThrow('runs/x.json: cases[0].response.hidden: expected no such key');
  });
});
