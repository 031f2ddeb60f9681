import { describe, expect, it } from 'vitest';
import { rescoreArtifact } from './rescore';
import { minimalArtifact } from './__fixtures__/minimal-artifact';

const context = {
  runId: 'replay-1', source: { file: 'run-1.json', sha256: 'b'.repeat(64) }, sourceHashes: {},
  lockfileSha256: 'c'.repeat(64), environment: minimalArtifact().environment, now: new Date('2026-12-01T00:00:00Z'),
};

describe('rescoreArtifact', () => {
  it('links the source run and marks the result as a replay control', () => {
    const rescored = rescoreArtifact(minimalArtifact(), [], [], context);
    expect(rescored).toMatchObject({
      runId: 'replay-1', provider: { id: 'replay', kind: 'control' }, state: 'complete',
      finishedAt: '2026-12-01T00:00:00.000Z', replayOf: { runId: 'run-1', file: 'run-1.json' },
    });
  });

  it('keeps an interrupted source interrupted', () => {
    const rescored = rescoreArtifact({ ...minimalArtifact(), state: 'running', finishedAt: null }, [], [], context);
    expect(rescored).toMatchObject({ state: 'running', finishedAt: null });
  });
});
