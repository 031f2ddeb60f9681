import { describe, expect, it } from 'vitest';
import { currentRevisionRuns } from './current-revision';
import { fixtureSiteData } from './__fixtures__/test-data';
import { verdictMatrix } from './verdict-matrix';
import { FIXTURE_GROUPS } from './__fixtures__/scenario-groups';

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
