// Reading any published artifact version into the current shape. Recorded artifacts are
// permanent: a version-1 file keeps loading, read here into version 2's shape with its
// version number kept. Version 1 recorded each check's pattern on every case and applied it
// to the raw message; that is exactly a version-2 check of scope `message`, no excuses,
// under the verbatim program, so its verdicts re-derive under the same verdict function.
// Pure and free of zod: the in-browser re-check reads downloaded artifacts through it.
import type { ArtifactV1 } from './artifact-schema-v1';
import type { Artifact, ArtifactCase, RecordedRubric, WrittenArtifact } from './artifact-schema';
import { VERBATIM_PROGRAM, type CheckSpec } from './rubric/program';

/** Thrown when a file is well-formed for its version but cannot be read into the current shape. */
export class ArtifactUpgradeError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'ArtifactUpgradeError';
  }
}

/** `parsed` must already be valid for its version (the schema check comes first). */
export function toCurrentShape(parsed: ArtifactV1 | WrittenArtifact): Artifact {
  return parsed.schemaVersion === 1 ? upgradeV1(parsed) : parsed;
}

function upgradeV1(artifact: ArtifactV1): Artifact {
  const scenarios: Record<string, CheckSpec[]> = {};
  let guard: CheckSpec[] | undefined;
  const cases: ArtifactCase[] = artifact.cases.map((row, index) => {
    const checks = row.assertions.map(({ id, kind, origin, says, pattern, flags }): CheckSpec => ({
      id, kind, origin, says, pattern, flags, scope: 'message', excuses: [], unless: [],
    }));
    const own = checks.filter((check) => check.origin === 'scenario');
    const shared = checks.filter((check) => check.origin === 'guard');
    // One run, one rubric: every case of a scenario must have recorded the same checks.
    const known = Object.hasOwn(scenarios, row.scenarioId) ? scenarios[row.scenarioId] : undefined;
    if (known && JSON.stringify(known) !== JSON.stringify(own)) {
      throw new ArtifactUpgradeError(`cases[${index}].assertions`, `the checks differ from those of an earlier case of scenario "${row.scenarioId}"`);
    }
    if (guard && JSON.stringify(guard) !== JSON.stringify(shared)) {
      throw new ArtifactUpgradeError(`cases[${index}].assertions`, 'the guard checks differ from those of an earlier case');
    }
    scenarios[row.scenarioId] = own;
    guard = shared;
    return {
      ...row,
      assertions: row.assertions.map(({ id, origin, held, matched }) => ({ id, origin, held, matched })),
    };
  });
  const rubric: RecordedRubric = { program: VERBATIM_PROGRAM, guard: guard ?? [], scenarios };
  return {
    ...artifact,
    provider: { ...artifact.provider, endpoint: null },
    selection: { ...artifact.selection, shard: null },
    mergedFrom: null,
    rubric,
    cases,
  };
}
