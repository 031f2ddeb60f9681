// Re-applies the current rubric to the final messages an artifact recorded, without calling
// any model. The result is a new artifact (provider `replay`) linked to its source run, so a
// rubric change shows up as flipped verdicts rather than as a silently different number.
import type { Artifact, ArtifactCase } from './artifact-schema';
import { summarise } from './artifact-schema';
import type { Assertion, Scenario } from './scenario';
import { scoreResponse } from './score';

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

export function rescoreArtifact(
  source: Artifact,
  scenarios: readonly Scenario[],
  guards: readonly Assertion[],
  context: RescoreContext,
): Artifact {
  const cases = source.cases.map((row) => rescoreCase(row, scenarios, guards));
  return {
    ...source,
    runId: context.runId,
    statusLabel: REPLAY_STATUS_LABEL,
    // A re-score of an interrupted run is still a record of an interrupted run.
    state: source.state,
    provider: { id: 'replay', kind: 'control' },
    startedAt: context.now.toISOString(),
    finishedAt: source.state === 'complete' ? context.now.toISOString() : null,
    environment: context.environment,
    sourceHashes: context.sourceHashes,
    lockfileSha256: context.lockfileSha256,
    replayOf: { runId: source.runId, file: context.source.file, sha256: context.source.sha256 },
    cases,
    summary: summarise(cases),
  };
}

function rescoreCase(row: ArtifactCase, scenarios: readonly Scenario[], guards: readonly Assertion[]): ArtifactCase {
  const scenario = scenarios.find((candidate) => candidate.id === row.scenarioId);
  if (!scenario) throw new Error(`scenario "${row.scenarioId}" is no longer declared; it cannot be re-scored`);
  const verdict = scoreResponse(row.response, scenario.assertions, guards);
  return { ...row, ...verdict };
}

export function verdictFlips(before: Artifact, after: Artifact): VerdictFlip[] {
  return before.cases.flatMap((row, index) => {
    const other = after.cases[index];
    if (!other || other.passed === row.passed) return [];
    return [{ scenarioId: row.scenarioId, attempt: row.attempt, before: row.passed, after: other.passed }];
  });
}
