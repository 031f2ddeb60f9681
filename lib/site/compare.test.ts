// Comparisons over the fixture runs. The openai and anthropic runs share a revision: alpha
// passed for openai and failed at kind for anthropic, with the same assertion outcomes and
// the same tool calls; beta and gamma only openai ran. The reference run differs in one pin.
import { describe, expect, it } from 'vitest';
import { compareRuns } from './compare';
import { compareRevisions, compareRunData } from './compare-data';
import { FIXTURE_ARTIFACTS, fixtureSiteData } from './__fixtures__/test-data';

const [openai, reference, anthropic] = FIXTURE_ARTIFACTS.map((item) => item.artifact);

describe('compare', () => {
  it('offers the runs grouped by revision, older first, so no pair spans two revisions', () => {
    const revisions = compareRevisions(fixtureSiteData());
    expect(revisions.map((revision) => [revision.id, revision.runs.map((run) => run.runId)])).toEqual([
      ['fe4f5110', [openai!.runId, anthropic!.runId]],
      [expect.any(String), [reference!.runId]],
    ]);
    expect(revisions[0]!.runs[0]!.label).toBe('openai · gpt-test, 2026-11-01, 1 / 3 passed');
  });

  it('compares the compact per-run data exactly as the recorded artifacts', () => {
    const data = fixtureSiteData();
    const compact = [openai, anthropic, reference].map((artifact) => JSON.parse(JSON.stringify(compareRunData(artifact!.runId, data))));
    expect(compareRuns(compact[0], compact[1])).toEqual(compareRuns(openai!, anthropic!));
    expect(compareRuns(compact[0], compact[2])).toEqual(compareRuns(openai!, reference!));
    expect(compact[0].cases.map((item: { part: number }) => item.part)).toEqual([1, 1, 1]);
  });

  it('sets verdicts side by side by scenario and attempt', () => {
    const { cases, digestDifferences } = compareRuns(openai!, anthropic!);
    expect(cases.map((row) => [row.scenarioId, row.attempt, row.a?.passed ?? null, row.b?.passed ?? null, row.sameVerdict, row.b?.failureStage ?? null])).toEqual([
      ['alpha', 1, true, false, false, 'kind'],
      ['beta', 1, false, null, false, null],
      ['gamma', 1, false, null, false, null],
    ]);
    expect([cases[0]!.assertionDifferences, cases[0]!.toolCallsDiffer, cases[0]!.a!.toolCalls]).toEqual([[], false, ['business:ok', 'economics:refused']]);
    expect(digestDifferences).toEqual([]);
    expect(compareRuns(openai!, anthropic!).counts).toEqual({ both: 1, differing: 1, onlyA: 2, onlyB: 0 });
  });

  it('names differing assertions, tool calls and digests', () => {
    const { cases, digestDifferences } = compareRuns(openai!, reference!);
    const alpha = cases[0]!;
    // The reference control recorded no guard outcome; openai's guard held.
    expect(alpha.assertionDifferences).toEqual([{ id: 'guard-no-order', origin: 'guard', a: true, b: null }]);
    expect([alpha.toolCallsDiffer, alpha.b!.toolCalls]).toEqual([true, ['business:ok', 'economics:ok']]);
    expect(cases[1]!.assertionDifferences).toEqual([
      { id: 'mentions-budget', origin: 'scenario', a: false, b: true },
      { id: 'guard-no-order', origin: 'guard', a: false, b: null },
    ]);
    expect(digestDifferences).toEqual([{ path: 'lib/commerce/tools.ts', a: null, b: '4'.repeat(64) }]);
  });
});
