// What the in-browser re-check needs from a recorded case, read from the artifact file the
// run page offers for download — the same bytes the build validated — so the browser
// re-checks the published record itself. Pure and free of Node APIs and of zod: it runs in
// the reader's browser.
import type { ArtifactCase } from '../eval/artifact-schema';
import type { RecheckInput } from './recheck';
import { caseAnchor } from './routes';

export interface RecheckableCase {
  /** The case's anchor, as in the case documents and the `?recheck=` links. */
  anchor: string;
  name: string;
  recordedPassed: boolean;
  input: RecheckInput;
}

export function recheckInput(item: Pick<ArtifactCase, 'response' | 'assertions'>): RecheckInput {
  return {
    message: item.response.message,
    kind: item.response.kind,
    degraded: item.response.degraded,
    assertions: item.assertions.map(({ id, kind, pattern, flags, origin, held }) => ({ id, kind, pattern, flags, origin, held })),
  };
}

export function recheckableCases(artifact: { cases: readonly ArtifactCase[] }): RecheckableCase[] {
  return artifact.cases.map((item) => ({
    anchor: caseAnchor(item.scenarioId, item.attempt),
    name: `${item.scenarioId}, attempt ${item.attempt}`,
    recordedPassed: item.passed,
    input: recheckInput(item),
  }));
}
