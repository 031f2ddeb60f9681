// Statistics grouped by harness revision over the fixture runs: the two model runs share a
// revision; the reference control has its own, older one and stays among the controls.
import { describe, expect, it } from 'vitest';
import { revisionStatistics } from './revision-statistics';
import { fixtureSiteData } from './__fixtures__/test-data';

describe('revision statistics', () => {
  it('puts each run under its revision, models apart from controls, which are harness checks', () => {
    const blocks = revisionStatistics(fixtureSiteData());
    expect(
      blocks.map((block) => [
        block.group.id,
        block.group.matchesCurrentSource,
        block.models.map((run) => [run.row.providerId, run.stats.cases, run.stats.passed]),
        block.controls.map((check) => [check.providerId, check.cases, check.passed, check.behaved]),
      ]),
    ).toEqual([
      ['fe4f5110', true, [['openai', 3, 1], ['anthropic', 1, 0]], []],
      ['6c286233', false, [], [['reference', 2, 2, true]]],
    ]);
  });
});
