import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_MEMO_DIRECTORY, inputsDigest, memoised } from './build-memo';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-memo-'));
  mkdirSync(join(root, 'corpus', 'set-a'), { recursive: true });
  writeFileSync(join(root, 'corpus', 'set-a', 'answers.json'), '{"sound":[]}');
  writeFileSync(join(root, 'corpus', 'rubric.ts'), 'export const X = 1;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('inputsDigest', () => {
  it('changes when any file under the inputs changes, is added or is renamed, and not otherwise', () => {
    const first = inputsDigest(['corpus'], root);
    expect(inputsDigest(['corpus'], root)).toBe(first);
    writeFileSync(join(root, 'corpus', 'set-a', 'answers.json'), '{"sound":[1]}');
    const edited = inputsDigest(['corpus'], root);
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'corpus', 'set-a', 'more.json'), '{}');
    const added = inputsDigest(['corpus'], root);
    expect(added).not.toBe(edited);
    rmSync(join(root, 'corpus', 'set-a', 'more.json'));
    writeFileSync(join(root, 'corpus', 'set-a', 'renamed.json'), '{}');
    expect(inputsDigest(['corpus'], root)).not.toBe(added);
  });
});

describe('memoised', () => {
  it('computes once for the same inputs and again when the inputs differ', () => {
    let calls = 0;
    const compute = () => ({ calls: ++calls, interval: { low: 0.25, high: 0.75 }, none: null });
    expect(memoised('figures', 'digest-1', compute, root)).toEqual({ calls: 1, interval: { low: 0.25, high: 0.75 }, none: null });
    // A later process of the same build: the file answers, nothing is judged again.
    expect(memoised('figures', 'digest-1', compute, root)).toEqual({ calls: 1, interval: { low: 0.25, high: 0.75 }, none: null });
    expect(calls).toBe(1);
    // Other evidence: the memo is not reused, and is replaced.
    expect(memoised('figures', 'digest-2', compute, root).calls).toBe(2);
    expect(JSON.parse(readFileSync(join(root, BUILD_MEMO_DIRECTORY, 'figures.json'), 'utf8')).inputs).toBe('digest-2');
  });

  it('recomputes over a memo file that is cut short or not JSON', () => {
    mkdirSync(join(root, BUILD_MEMO_DIRECTORY), { recursive: true });
    writeFileSync(join(root, BUILD_MEMO_DIRECTORY, 'figures.json'), '{"inputs":"digest-1","val');
    expect(memoised('figures', 'digest-1', () => 42, root)).toBe(42);
    expect(memoised('figures', 'digest-1', () => 43, root)).toBe(42);
  });
});
