// Harness revisions: ids recomputed by hand from the `path:digest` lines, the lockfile in
// the key and in the comparison with the current checkout.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestGroups, revisionId, revisionLines } from './digest-groups';

const a = 'a'.repeat(64);
const b = 'b'.repeat(64);
const lock = 'c'.repeat(64);

describe('revision ids', () => {
  it('hashes the sorted path:digest lines, lockfile included, each ending in a newline', () => {
    const run = { sourceHashes: { 'z.ts': a, 'lib/a.ts': b }, lockfileSha256: lock };
    expect(revisionLines(run)).toEqual([`lib/a.ts:${b}`, `package-lock.json:${lock}`, `z.ts:${a}`]);
    const text = `lib/a.ts:${b}\npackage-lock.json:${lock}\nz.ts:${a}\n`;
    expect(revisionId(run)).toBe(createHash('sha256').update(text).digest('hex').slice(0, 8));
    // Key order in the artifact does not matter; the lockfile does.
    expect(revisionId({ sourceHashes: { 'lib/a.ts': b, 'z.ts': a }, lockfileSha256: lock })).toBe(revisionId(run));
    expect(revisionId({ ...run, lockfileSha256: a })).not.toBe(revisionId(run));
  });

  it('groups runs with identical digests and marks a group current only when the lockfile matches too', () => {
    const runs = [
      { runId: 'one', sourceHashes: { 'x.ts': a }, lockfileSha256: lock },
      { runId: 'two', sourceHashes: { 'x.ts': b }, lockfileSha256: lock },
      { runId: 'three', sourceHashes: { 'x.ts': a }, lockfileSha256: lock },
      { runId: 'four', sourceHashes: { 'x.ts': a }, lockfileSha256: b },
    ];
    const groups = digestGroups(runs, { 'x.ts': a }, lock);
    expect(groups.map((group) => [group.runIds, group.matchesCurrentSource])).toEqual([
      [['one', 'three'], true],
      [['two'], false],
      [['four'], false],
    ]);
    expect(groups[0]!.id).toBe(revisionId(runs[0]!));
    expect(digestGroups(runs.slice(0, 1), { 'x.ts': a }, null)[0]!.matchesCurrentSource).toBe(false);
  });
});
