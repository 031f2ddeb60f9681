// A small, valid schema-version-2 run cut from a recorded one, as the base of the malformed
// and hostile fixture sets (scripts/write-malformed-fixtures.ts, write-hostile-fixtures.ts):
// the cases of a few scenarios with the selection, the recorded rubric and the summary cut
// to match, so the trust check accepts it before any mutation. A version-1 run read into the
// current shape keeps its verbatim-program rubric, whose verdicts every engine must re-derive.
import { ARTIFACT_SCHEMA_VERSION, summarise, type Artifact, type WrittenArtifact } from '../../eval/artifact-schema';

export function trimmedRun(source: Artifact, scenarioIds: readonly string[], runId: string): WrittenArtifact {
  const missing = scenarioIds.filter((id) => !source.selection.caseIds.includes(id));
  if (missing.length > 0) throw new Error(`run ${source.runId} did not select ${missing.join(', ')}`);
  const cases = source.cases.filter((item) => scenarioIds.includes(item.scenarioId));
  const scenarios = Object.fromEntries(scenarioIds.map((id) => [id, source.rubric.scenarios[id]!]));
  return {
    ...source,
    schemaVersion: ARTIFACT_SCHEMA_VERSION,
    runId,
    selection: { spec: scenarioIds.join(','), caseIds: [...scenarioIds], shard: null },
    rubric: { ...source.rubric, scenarios },
    cases,
    summary: summarise(cases),
  };
}
