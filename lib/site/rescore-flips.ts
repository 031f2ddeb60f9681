// What a re-score changed: for each replay artifact, its source run's verdicts against the
// re-scored ones, scenario by scenario. A rubric change then shows up as named flips, not
// as a silently different pass rate.
import { ArtifactRefusal } from '../eval/artifact-refusal';
import { verdictFlips, type VerdictFlip } from '../eval/rescore';
import type { LoadedArtifact } from './artifacts';

export interface ScenarioFlips {
  scenarioId: string;
  attempts: number;
  passedBefore: number;
  passedAfter: number;
  flips: VerdictFlip[];
}

export interface RescoreComparison {
  replayRunId: string;
  sourceRunId: string;
  /** False when the source artifact is not among this build's artifacts. */
  sourceFound: boolean;
  /** The digest the replay recorded for its source file equals that file's digest here. */
  sourceDigestMatches: boolean | null;
  scenarios: ScenarioFlips[];
  flipCount: number;
}

export function rescoreComparison(replay: LoadedArtifact, artifacts: readonly LoadedArtifact[]): RescoreComparison {
  const link = replay.artifact.replayOf;
  if (!link) throw new ArtifactRefusal(replay.source, 'replayOf', 'the run a re-score re-scored, got null');
  const source = artifacts.find((item) => item.artifact.runId === link.runId);
  const base = { replayRunId: replay.artifact.runId, sourceRunId: link.runId };
  if (!source) return { ...base, sourceFound: false, sourceDigestMatches: null, scenarios: [], flipCount: 0 };
  const before = source.artifact.cases;
  const after = replay.artifact.cases;
  // verdictFlips pairs cases by position, as rescoreArtifact writes them; check that they line up.
  const aligned = before.length === after.length && before.every((item, index) => item.scenarioId === after[index]!.scenarioId && item.attempt === after[index]!.attempt);
  if (!aligned) throw new ArtifactRefusal(replay.source, 'cases', `the cases of ${source.source} in the same order (scenario and attempt)`);
  const flips = verdictFlips(source.artifact, replay.artifact);
  const scenarioIds = [...new Set(before.map((item) => item.scenarioId))];
  return {
    ...base,
    sourceFound: true,
    sourceDigestMatches: source.sha256 === link.sha256,
    scenarios: scenarioIds.map((scenarioId) => ({
      scenarioId,
      attempts: before.filter((item) => item.scenarioId === scenarioId).length,
      passedBefore: before.filter((item) => item.scenarioId === scenarioId && item.passed).length,
      passedAfter: after.filter((item) => item.scenarioId === scenarioId && item.passed).length,
      flips: flips.filter((flip) => flip.scenarioId === scenarioId),
    })),
    flipCount: flips.length,
  };
}

export function rescoreComparisons(artifacts: readonly LoadedArtifact[]): RescoreComparison[] {
  return artifacts.filter((item) => item.artifact.replayOf !== null).map((item) => rescoreComparison(item, artifacts));
}
