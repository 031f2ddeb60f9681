// A small valid artifact for tests that need one.
import { ARTIFACT_SCHEMA_VERSION, summarise, type Artifact } from '../artifact-schema';

const digest = 'a'.repeat(64);
export const minimalArtifact = (): Artifact => ({
  schemaVersion: ARTIFACT_SCHEMA_VERSION,
  benchmark: 'commerce-v1',
  runId: 'run-1',
  statusLabel: 'offline-control-not-a-model-measurement',
  state: 'complete',
  provider: { id: 'reference', kind: 'control' },
  model: { requested: null, resolved: [] },
  selection: { spec: 'all', caseIds: ['x'] },
  repeat: 1,
  concurrency: 1,
  startedAt: '2026-11-30T00:00:00.000Z',
  finishedAt: '2026-11-30T00:00:01.000Z',
  environment: { node: 'v20', platform: 'linux', arch: 'x64', gitCommit: null, gitDirty: null, cliVersion: null },
  sourceHashes: { 'lib/a.ts': digest },
  lockfileSha256: digest,
  replayOf: null,
  cases: [],
  summary: summarise([]),
});

