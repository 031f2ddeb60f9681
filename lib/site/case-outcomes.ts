// A case's recorded outcomes joined with what each check is, from the rubric the artifact
// recorded: the rows of a run page's assertion table.
import type { Artifact, ArtifactCase } from '../eval/artifact-schema';
import type { AssertionKind, AssertionOrigin } from '../eval/rubric/program';
import { checksOf } from '../eval/rubric/recorded-rubric';

export interface OutcomeRow {
  id: string;
  origin: AssertionOrigin;
  kind: AssertionKind;
  says: string;
  held: boolean;
  matched: string | null;
}

export function outcomeRows(artifact: Pick<Artifact, 'rubric'>, item: ArtifactCase): OutcomeRow[] {
  const checks = checksOf(artifact.rubric, item.scenarioId) ?? [];
  return item.assertions.map((outcome, index) => {
    const check = checks[index]?.id === outcome.id ? checks[index] : undefined;
    return { ...outcome, kind: check?.kind ?? 'must-match', says: check?.says ?? '(not in the recorded rubric)' };
  });
}
