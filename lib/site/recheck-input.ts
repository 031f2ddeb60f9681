// Which cases the run page's re-check offers, read from the artifact file the run page
// offers for download — the same bytes the build validated — so the browser re-checks the
// published record itself (lib/site/recheck.ts does the judging). Pure and free of Node
// APIs and of zod: it runs in the reader's browser.
import type { Artifact, WrittenArtifact } from '../eval/artifact-schema';
import type { ArtifactV1 } from '../eval/artifact-schema-v1';
import { toCurrentShape } from '../eval/artifact-upgrade';
import { caseAnchor } from './routes';

export interface RecheckableCase {
  /** The case's anchor, as in the case documents and the `?recheck=` links. */
  anchor: string;
  name: string;
  /** Index of the case in the artifact's `cases`, which the re-check judges. */
  caseIndex: number;
  recordedPassed: boolean;
}

export function recheckableCases(artifact: Pick<Artifact, 'cases'>): RecheckableCase[] {
  return artifact.cases.map((item, caseIndex) => ({
    anchor: caseAnchor(item.scenarioId, item.attempt),
    name: `${item.scenarioId}, attempt ${item.attempt}`,
    caseIndex,
    recordedPassed: item.passed,
  }));
}

/** The downloaded artifact's text, read without a schema check (the build ran that). */
export function recheckableCasesOfText(text: string): RecheckableCase[] {
  return recheckableCases(toCurrentShape(JSON.parse(text) as ArtifactV1 | WrittenArtifact));
}
