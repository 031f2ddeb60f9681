import { describe, expect, it } from 'vitest';
import { pinnedFile, pinnedFileRows } from './pinned-files';

const ONE = '1'.repeat(64);
const TWO = '2'.repeat(64);
const runs: { runId: string; sourceHashes: Record<string, string> }[] = [
  { runId: 'a', sourceHashes: { 'x.ts': ONE } },
  { runId: 'b', sourceHashes: { 'x.ts': TWO } },
  { runId: 'c', sourceHashes: { 'y.ts': ONE } },
];

describe('pinnedFile', () => {
  it.each([
    ['the file as it is now', ONE, ['a'], ['b']],
    ['a digest no run pinned', '3'.repeat(64), [], ['a', 'b']],
    ['a file that no longer exists', null, [], ['a', 'b']],
  ] as const)('splits the runs that pinned x.ts against %s', (_name, current, equal, different) => {
    const split = pinnedFile(runs, 'x.ts', { 'x.ts': current });
    expect([split.equal, split.different.map((run) => run.runId)]).toEqual([equal, different]);
  });

  it('keeps the digest each different run recorded, and the pinned file table counts the same split', () => {
    expect(pinnedFile(runs, 'x.ts', { 'x.ts': ONE })).toEqual({ path: 'x.ts', slug: 'x-ts', currentDigest: ONE, equal: ['a'], different: [{ runId: 'b', digest: TWO }] });
    expect(pinnedFileRows(runs, ['x.ts', 'z.ts'], { 'x.ts': ONE, 'z.ts': null }).map((row) => [row.path, row.runsPinning, row.runsEqualToCurrent])).toEqual([
      ['x.ts', 2, 1],
      ['z.ts', 0, 0],
    ]);
  });
});
