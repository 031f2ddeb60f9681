// The pinned sources: one split of the runs by digest, counted the same by the pinned file
// table and by a source page, which also gives the file's size in bytes.
import { describe, expect, it } from 'vitest';
import { pinnedFile, pinnedFileRows, sourcePageData } from './pinned-sources';

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
    expect(pinnedFile(runs, 'x.ts', { 'x.ts': ONE })).toEqual({ path: 'x.ts', slug: 'x.ts', currentDigest: ONE, equal: ['a'], different: [{ runId: 'b', digest: TWO }] });
    expect(pinnedFileRows(runs, ['x.ts', 'z.ts'], { 'x.ts': ONE, 'z.ts': null }).map((row) => [row.path, row.runsPinning, row.runsEqualToCurrent])).toEqual([
      ['x.ts', 2, 1],
      ['z.ts', 0, 0],
    ]);
  });
});

describe('sourcePageData', () => {
  it('counts the size in bytes, not characters, and splits runs by digest', () => {
    const runs = [
      { runId: 'a', sourceHashes: { 'x.ts': '1'.repeat(64) } },
      { runId: 'b', sourceHashes: { 'x.ts': '2'.repeat(64) } },
    ];
    const page = sourcePageData('x.ts', runs, { 'x.ts': '1'.repeat(64) }, 'é\n');
    expect([page.bytes, page.sameDigestRuns, page.differentDigestRuns.map((run) => run.runId)]).toEqual([3, ['a'], ['b']]);
    expect(sourcePageData('x.ts', runs, { 'x.ts': null }, null).bytes).toBeNull();
  });
});
