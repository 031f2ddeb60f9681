// Harness revisions: ids recomputed by hand from the `path:digest` lines, the lockfile in
// the key and in the comparison with the current checkout; the pooled runs of the current
// revision; and statistics grouped by revision over the fixture runs, where the two model
// runs share a revision and the reference control has its own, older one and stays among
// the controls.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentRevisionRuns, digestGroups, revisionId, revisionLines, revisionStatistics } from './revisions';
import { fixtureSiteData } from './__fixtures__/test-data';
import { verdictMatrix } from './verdict-matrix';
import { FIXTURE_GROUPS } from './__fixtures__/scenario-groups';

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

describe('currentRevisionRuns', () => {
  it('pools only the runs of the revision the current source is, and names the rest', () => {
    const data = fixtureSiteData();
    const pooled = currentRevisionRuns(data);
    // The two model runs' files are unchanged; the reference run pinned tools.ts at an older digest.
    expect(pooled.revision?.id).toBe('fe4f5110');
    expect(pooled.artifacts.map((artifact) => artifact.provider.id)).toEqual(['openai', 'anthropic']);
    expect(pooled.excludedRunIds).toEqual(data.artifacts.filter((item) => item.artifact.provider.id === 'reference').map((item) => item.artifact.runId));
    expect(verdictMatrix(FIXTURE_GROUPS, pooled.artifacts).columns.map((column) => column.kind)).toEqual(['model', 'model']);
  });

  it('pools nothing when no run matches the current source', () => {
    const data = fixtureSiteData();
    const stale = { ...data, digestGroups: data.digestGroups.map((group) => ({ ...group, matchesCurrentSource: false })) };
    const pooled = currentRevisionRuns(stale);
    expect([pooled.revision, pooled.artifacts.length, pooled.excludedRunIds.length]).toEqual([null, 0, data.artifacts.length]);
  });
});

describe('revision statistics', () => {
  it('puts each run under its revision, models apart from controls, which are harness checks', () => {
    const blocks = revisionStatistics(fixtureSiteData());
    expect(
      blocks.map((block) => [
        block.group.id,
        block.group.matchesCurrentSource,
        block.pinnedFiles,
        block.models.map((run) => [run.row.providerId, run.stats.cases, run.stats.passed]),
        block.controls.map((check) => [check.providerId, check.cases, check.passed, check.behaved]),
      ]),
    ).toEqual([
      ['fe4f5110', true, 2, [['openai', 3, 1], ['anthropic', 1, 0]], []],
      ['6c286233', false, 3, [], [['reference', 2, 2, true]]],
    ]);
  });
});
