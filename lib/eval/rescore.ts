// Re-applies the current rubric to the final messages an artifact recorded, without calling
// any model. The result is a new artifact (provider `replay`) linked to its source run, so a
// rubric change shows up as flipped verdicts rather than as a silently different number.
import type { Artifact, ArtifactCase, WrittenArtifact } from './artifact-schema';
import { summarise } from './artifact-schema';
import { artifactHeader } from './artifact-header';
import { checksOf, recordRubric, type Rubric } from './rubric/recorded-rubric';
import { judge } from './rubric/verdict';
import type { Scenario } from './scenario';

export const REPLAY_STATUS_LABEL = 're-score-of-recorded-messages-not-a-new-measurement';

export interface RescoreContext {
  runId: string;
  source: { file: string; sha256: string };
  sourceHashes: Record<string, string>;
  lockfileSha256: string;
  environment: Artifact['environment'];
  now: Date;
}

export interface VerdictFlip {
  scenarioId: string;
  attempt: number;
  before: boolean;
  after: boolean;
}

export function rescoreArtifact(source: Artifact, scenarios: readonly Scenario[], rubric: Rubric, context: RescoreContext): WrittenArtifact {
  const scored = source.selection.caseIds.map((id) => {
    const scenario = scenarios.find((candidate) => candidate.id === id);
    if (!scenario) throw new Error(`scenario "${id}" is no longer declared; it cannot be re-scored`);
    return scenario;
  });
  const header = artifactHeader({
    runId: context.runId,
    statusLabel: REPLAY_STATUS_LABEL,
    provider: { id: 'replay', kind: 'control', endpoint: null },
    requestedModel: source.model.requested,
    selection: source.selection,
    repeat: source.repeat,
    concurrency: source.concurrency,
    startedAt: context.now,
    provenance: { sourceHashes: context.sourceHashes, lockfileSha256: context.lockfileSha256, environment: context.environment },
    rubric: recordRubric(rubric, scored),
    replayOf: { runId: source.runId, file: context.source.file, sha256: context.source.sha256 },
  });
  const cases = source.cases.map((row) => rescoreCase(row, header));
  return {
    ...header,
    // A re-score of an interrupted run is still a record of an interrupted run.
    state: source.state,
    model: source.model,
    finishedAt: source.state === 'complete' ? context.now.toISOString() : null,
    cases,
    summary: summarise(cases),
  };
}

function rescoreCase(row: ArtifactCase, header: WrittenArtifact): ArtifactCase {
  const checks = checksOf(header.rubric, row.scenarioId);
  if (!checks) throw new Error(`case of scenario "${row.scenarioId}" lies outside the run's selection`);
  const verdict = judge(row.response, header.rubric.program, checks);
  return { ...row, assertions: verdict.outcomes, passed: verdict.passed, failureStage: verdict.failureStage, failureText: verdict.failureText };
}

export function verdictFlips(before: Artifact, after: Artifact): VerdictFlip[] {
  return before.cases.flatMap((row, index) => {
    const other = after.cases[index];
    if (!other || other.passed === row.passed) return [];
    return [{ scenarioId: row.scenarioId, attempt: row.attempt, before: row.passed, after: other.passed }];
  });
}
