// Re-score flips, built from the fixture reference run (alpha and beta both passed) and a
// hand-made re-score of it in which beta now fails.
import { describe, expect, it } from 'vitest';
import type { LoadedArtifact } from './artifacts';
import { rescoreComparison, rescoreComparisons } from './rescore-flips';
import { FIXTURE_ARTIFACTS } from './__fixtures__/test-data';

const source = FIXTURE_ARTIFACTS[1]!;

function replayOf(target: LoadedArtifact, passed: boolean[], sha256 = target.sha256): LoadedArtifact {
  const cases = target.artifact.cases.map((item, index) => ({ ...item, passed: passed[index]! }));
  return {
    file: 'replay.json',
    source: 'replay.json',
    bytes: 0,
    sha256: 'f'.repeat(64),
    artifact: { ...target.artifact, runId: 'replay', provider: { id: 'replay', kind: 'control', endpoint: null }, replayOf: { runId: target.artifact.runId, file: target.file, sha256 }, cases },
  };
}

describe('re-score flips', () => {
  it('names each flipped verdict under its scenario', () => {
    const comparison = rescoreComparison(replayOf(source, [true, false]), FIXTURE_ARTIFACTS);
    expect([comparison.sourceRunId, comparison.sourceFound, comparison.sourceDigestMatches, comparison.flipCount]).toEqual([source.artifact.runId, true, true, 1]);
    expect(comparison.scenarios.map((row) => [row.scenarioId, row.attempts, row.passedBefore, row.passedAfter, row.flips])).toEqual([
      ['alpha', 1, 1, 1, []],
      ['beta', 1, 1, 0, [{ scenarioId: 'beta', attempt: 1, before: true, after: false }]],
    ]);
  });

  it('reports no flip, a changed source file and a missing source plainly', () => {
    const same = rescoreComparison(replayOf(source, [true, true], '0'.repeat(64)), FIXTURE_ARTIFACTS);
    expect([same.flipCount, same.sourceDigestMatches]).toEqual([0, false]);
    const orphan = replayOf(source, [true, true]);
    orphan.artifact = { ...orphan.artifact, replayOf: { ...orphan.artifact.replayOf!, runId: 'gone' } };
    expect(rescoreComparison(orphan, FIXTURE_ARTIFACTS)).toMatchObject({ sourceFound: false, scenarios: [], flipCount: 0 });
  });

  it('lists only replay artifacts, and refuses cases that do not line up', () => {
    expect(rescoreComparisons(FIXTURE_ARTIFACTS)).toEqual([]);
    const shuffled = replayOf(source, [true, true]);
    shuffled.artifact = { ...shuffled.artifact, cases: [...shuffled.artifact.cases].reverse() };
    expect(() => rescoreComparison(shuffled, FIXTURE_ARTIFACTS)).toThrow('replay.json: cases: expected the cases of ' + source.source + ' in the same order (scenario and attempt)');
  });
});
