import { describe, expect, it } from 'vitest';
import { rescoreArtifact } from './rescore';
import { minimalArtifact } from './__fixtures__/minimal-artifact';
import { VERBATIM_PROGRAM } from './rubric/program';
import type { Scenario } from './scenario';

const scenarioX: Scenario = {
  id: 'x', group: 'core', prompt: 'p', reference: 'x', referenceKind: 'answer', referencePath: [],
  assertions: [{ id: 'says-x', kind: 'must-match', pattern: /x/, says: 'says x', scope: 'message' }], counterexamples: [],
};
const rubric = { program: VERBATIM_PROGRAM, guard: [] };

const context = {
  runId: 'replay-1', source: { file: 'run-1.json', sha256: 'b'.repeat(64) }, sourceHashes: {},
  lockfileSha256: 'c'.repeat(64), environment: minimalArtifact().environment, now: new Date('2026-12-01T00:00:00Z'),
};

describe('rescoreArtifact', () => {
  it('links the source run and marks the result as a replay control', () => {
    const rescored = rescoreArtifact(minimalArtifact(), [scenarioX], rubric, context);
    expect(rescored).toMatchObject({
      runId: 'replay-1', provider: { id: 'replay', kind: 'control' }, state: 'complete',
      finishedAt: '2026-12-01T00:00:00.000Z', replayOf: { runId: 'run-1', file: 'run-1.json' },
    });
  });

  it('keeps an interrupted source interrupted', () => {
    const rescored = rescoreArtifact({ ...minimalArtifact(), state: 'running', finishedAt: null }, [scenarioX], rubric, context);
    expect(rescored).toMatchObject({ state: 'running', finishedAt: null });
  });

  it('records the rubric it scored with and refuses a scenario no longer declared', () => {
    const rescored = rescoreArtifact(minimalArtifact(), [scenarioX], rubric, context);
    expect(rescored.rubric.scenarios).toEqual({ x: [expect.objectContaining({ id: 'says-x', pattern: 'x', scope: 'message' })] });
    expect(() => rescoreArtifact(minimalArtifact(), [], rubric, context)).toThrow('scenario "x" is no longer declared');
  });
});
