// A small valid artifact for tests that need one: current schema, one declared check.
import { artifactHeader } from '../artifact-header';
import type { WrittenArtifact } from '../artifact-schema';
import { VERBATIM_PROGRAM } from '../rubric/program';

const digest = 'a'.repeat(64);
export const minimalArtifact = (): WrittenArtifact => ({
  ...artifactHeader({
    runId: 'run-1',
    statusLabel: 'offline-control-not-a-model-measurement',
    provider: { id: 'reference', kind: 'control', endpoint: null },
    requestedModel: null,
    selection: { spec: 'all', caseIds: ['x'], shard: null },
    repeat: 1,
    concurrency: 1,
    startedAt: new Date('2026-11-30T00:00:00.000Z'),
    provenance: {
      sourceHashes: { 'lib/a.ts': digest },
      lockfileSha256: digest,
      environment: { node: 'v20', platform: 'linux', arch: 'x64', gitCommit: null, gitDirty: null, cliVersion: null },
    },
    rubric: {
      program: VERBATIM_PROGRAM,
      guard: [],
      scenarios: { x: [{ id: 'says-x', kind: 'must-match', origin: 'scenario', says: 'says x', pattern: 'x', flags: '', scope: 'message', excuses: [], unless: [] }] },
    },
  }),
  state: 'complete',
  finishedAt: '2026-11-30T00:00:01.000Z',
});
