// Re-checks a recorded verdict from the artifact alone, with the one verdict function:
// the case's recorded message is scored under the rubric the artifact recorded, and each
// outcome is set beside the recorded one. Pure and free of Node APIs and of zod, so the run
// page's re-check control runs exactly this in the browser, on the downloaded artifact.
import type { Artifact } from '../eval/artifact-schema';
import { toCurrentShape } from '../eval/artifact-upgrade';
import type { ArtifactV1 } from '../eval/artifact-schema-v1';
import type { WrittenArtifact } from '../eval/artifact-schema';
import { checksOf } from '../eval/rubric/recorded-rubric';
import type { AssertionKind, AssertionOrigin } from '../eval/rubric/program';
import type { Span } from '../eval/rubric/segment';
import { judge, type FailureStage } from '../eval/rubric/verdict';

export type { Span } from '../eval/rubric/segment';

export interface RecheckedOutcome {
  id: string;
  origin: AssertionOrigin;
  kind: AssertionKind;
  says: string;
  recordedHeld: boolean | null;
  held: boolean;
  /** Where the live match sits in the normalised message; null when there is none. */
  span: Span | null;
}

export interface Recheck {
  outcomes: RecheckedOutcome[];
  passed: boolean;
  failureStage: FailureStage | null;
  recordedPassed: boolean;
  /** True when the verdict, the stage, the failure text and every outcome equal the recorded ones. */
  agrees: boolean;
  /** The message as the rubric reads it, after the recorded normalisation. */
  normalised: string;
}

export function recheckCase(artifact: Artifact, caseIndex: number): Recheck {
  const item = artifact.cases[caseIndex];
  if (!item) throw new Error(`the artifact has no case ${caseIndex}`);
  const checks = checksOf(artifact.rubric, item.scenarioId);
  if (!checks) throw new Error(`the artifact's rubric has no checks for scenario "${item.scenarioId}"`);
  const verdict = judge(item.response, artifact.rubric.program, checks);
  const outcomes = checks.map((check, index): RecheckedOutcome => ({
    id: check.id,
    origin: check.origin,
    kind: check.kind,
    says: check.says,
    recordedHeld: item.assertions[index]?.id === check.id ? item.assertions[index]!.held : null,
    held: verdict.outcomes[index]!.held,
    span: verdict.spans[index] ?? null,
  }));
  const agrees =
    verdict.passed === item.passed &&
    verdict.failureStage === item.failureStage &&
    verdict.failureText === item.failureText &&
    item.assertions.length === verdict.outcomes.length &&
    verdict.outcomes.every((outcome, index) => JSON.stringify(outcome) === JSON.stringify(item.assertions[index]));
  return { outcomes, passed: verdict.passed, failureStage: verdict.failureStage, recordedPassed: item.passed, agrees, normalised: verdict.normalised };
}

/** The downloaded artifact's text, read without a schema check (the build ran that), then re-checked. */
export function recheckArtifactText(text: string, caseIndex: number): Recheck {
  return recheckCase(toCurrentShape(JSON.parse(text) as ArtifactV1 | WrittenArtifact), caseIndex);
}

export interface Segment {
  text: string;
  /** Ids of the assertions whose match covers this text; empty for unmatched text. */
  marks: string[];
}

/** The message cut at every span boundary, each piece with the assertions that matched it. */
export function highlightSegments(message: string, spans: readonly (Span & { id: string })[]): Segment[] {
  const cuts = [...new Set([0, message.length, ...spans.flatMap((span) => [span.start, span.end])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let index = 0; index < cuts.length - 1; index += 1) {
    const start = cuts[index]!;
    const end = cuts[index + 1]!;
    const marks = spans.filter((span) => span.start <= start && span.end >= end).map((span) => span.id);
    segments.push({ text: message.slice(start, end), marks });
  }
  return segments;
}
