// Requested versus resolved: the fixture model runs report one name (openai) and none
// (anthropic); a second openai run served by another model flags the pairing.
import { describe, expect, it } from 'vitest';
import { modelIdentity } from './system-cards';
import { FIXTURE_ARTIFACTS } from './__fixtures__/test-data';

const artifacts = FIXTURE_ARTIFACTS.map((item) => item.artifact);

describe('model identity', () => {
  it('lists model pairings only, with each run\'s resolved models', () => {
    expect(modelIdentity(artifacts).map((row) => [row.pairing, row.requested, row.resolvedModels, row.flagged, row.runs.length])).toEqual([
      ['openai · gpt-test', 'gpt-test', ['gpt-test-2026'], false],
      ['anthropic · claude-test', 'claude-test', [], false],
    ].map((row) => [...row, 1]));
  });

  it('flags a requested name answered by different resolved models across runs', () => {
    const second = { ...artifacts[0]!, runId: 'second', model: { requested: 'gpt-test', resolved: ['gpt-test-mini'] } };
    const [openai] = modelIdentity([...artifacts, second]);
    expect([openai!.resolvedModels, openai!.flagged, openai!.runs.map((run) => run.runId)]).toEqual([
      ['gpt-test-2026', 'gpt-test-mini'],
      true,
      [artifacts[0]!.runId, 'second'],
    ]);
  });
});
