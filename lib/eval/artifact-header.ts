// The one builder of an artifact's header: what every writer (a run, a re-score, a merge)
// records before its cases — identity, provider, model, selection, provenance and the
// rubric — with cases empty and the state `running`. Writers fill in cases and the end.
import { ARTIFACT_SCHEMA_VERSION, summarise, type WrittenArtifact } from './artifact-schema';

export interface HeaderInput {
  runId: string;
  statusLabel: string;
  provider: WrittenArtifact['provider'];
  requestedModel: string | null;
  selection: WrittenArtifact['selection'];
  repeat: number;
  concurrency: number;
  startedAt: Date;
  provenance: Pick<WrittenArtifact, 'sourceHashes' | 'lockfileSha256' | 'environment'>;
  rubric: WrittenArtifact['rubric'];
  replayOf?: WrittenArtifact['replayOf'];
  mergedFrom?: WrittenArtifact['mergedFrom'];
}

export function artifactHeader(input: HeaderInput): WrittenArtifact {
  return {
    schemaVersion: ARTIFACT_SCHEMA_VERSION,
    benchmark: 'commerce-v1',
    runId: input.runId,
    statusLabel: input.statusLabel,
    state: 'running',
    provider: input.provider,
    model: { requested: input.requestedModel, resolved: [] },
    selection: input.selection,
    repeat: input.repeat,
    concurrency: input.concurrency,
    startedAt: input.startedAt.toISOString(),
    finishedAt: null,
    // Keys in the schema's order, so a header serialises as the file it becomes.
    environment: input.provenance.environment,
    sourceHashes: input.provenance.sourceHashes,
    lockfileSha256: input.provenance.lockfileSha256,
    replayOf: input.replayOf ?? null,
    mergedFrom: input.mergedFrom ?? null,
    rubric: input.rubric,
    cases: [],
    summary: summarise([]),
  };
}
