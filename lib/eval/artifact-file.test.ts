import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseArtifactText, readArtifactFile, writeArtifactAtomically } from './artifact-file';
import { minimalArtifact } from './__fixtures__/minimal-artifact';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('artifact files', () => {
  it('round-trips through an atomic write and leaves no temporary file', () => {
    dir = mkdtempSync(join(tmpdir(), 'artifact-'));
    const path = join(dir, 'nested', 'run-1.json');
    writeArtifactAtomically(path, minimalArtifact());
    expect(readArtifactFile(path)).toEqual(minimalArtifact());
    expect(readdirSync(join(dir, 'nested'))).toEqual(['run-1.json']);
    expect(readFileSync(path, 'utf8').endsWith('}\n')).toBe(true);
  });

  it('refuses to write an invalid artifact', () => {
    dir = mkdtempSync(join(tmpdir(), 'artifact-'));
    const bad = { ...minimalArtifact(), lockfileSha256: 'nope' };
    expect(() => writeArtifactAtomically(join(dir, 'x.json'), bad)).toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the file and the field when an artifact is invalid', () => {
    const bad = JSON.stringify({ ...minimalArtifact(), environment: { ...minimalArtifact().environment, node: 20 } });
    expect(() => parseArtifactText(bad, 'runs/x.json')).toThrow('runs/x.json: invalid artifact at field "environment.node"');
    expect(() => parseArtifactText('{', 'runs/y.json')).toThrow(/runs\/y\.json: invalid artifact at field "\(root\)": valid JSON/);
  });
});
