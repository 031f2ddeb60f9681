// The trust check: an artifact is published only if everything it says about its verdicts
// follows from its own evidence. Every case is re-scored with the one verdict function from
// its recorded message under the rubric the artifact recorded, and its outcomes, verdict,
// failure stage and text must come out exactly as recorded; the summary must count the
// cases; each case must belong to the run's selection and its rubric. When the artifact's
// pinned digests all equal the current source, its recorded rubric and prompts must also be
// the current ones — a run cannot claim today's code and carry another rubric. Each refusal
// names the file and the JSON path of the first field that disagrees.
import type { Artifact, ArtifactCase, RecordedRubric } from './artifact-schema';
import { summarise } from './artifact-schema';
import { ArtifactRefusal } from './artifact-refusal';
import { canonical } from './canonical-json';
import { checksOf } from './rubric/recorded-rubric';
import { caseKey, plannedJobs } from './planned-cases';
import { judge, type Verdict } from './rubric/verdict';

/** What the current source declares, for runs that claim to be of it. */
export interface CurrentSource {
  /** SHA-256 of a repository file as it is now, or null when it does not exist. */
  digestOf(path: string): string | null;
  /** The rubric the current source records for these scenarios, or undefined if one is not declared. */
  rubricFor(scenarioIds: readonly string[]): RecordedRubric | undefined;
  /** The current declaration of a scenario, as a case records it. */
  scenario(id: string): { label: string | null; group: string; prompt: string; priorTurn: string | null } | undefined;
  /** True when the benchmark declares a scenario of this id, or once did (a retired id): a run of any revision names only these. */
  knownScenario(id: string): boolean;
}

const show = (value: unknown) => JSON.stringify(value);

/** True when every pinned file and the lockfile have the digests the artifact recorded. */
export function matchesCurrentSource(artifact: Pick<Artifact, 'sourceHashes' | 'lockfileSha256'>, current: Pick<CurrentSource, 'digestOf'>, lockfilePath: string): boolean {
  return (
    current.digestOf(lockfilePath) === artifact.lockfileSha256 &&
    Object.entries(artifact.sourceHashes).every(([path, digest]) => current.digestOf(path) === digest)
  );
}

/**
 * Verdicts already derived, by rubric and then by case evidence. The verdict function is
 * pure, so an identical message under an identical rubric (a re-score, a repeated control
 * answer) is derived once per build rather than once per artifact.
 */
const derived = new Map<string, Map<string, Verdict>>();

function derive(rubricKey: string, scenarioId: string, response: ArtifactCase['response'], program: RecordedRubric['program'], checks: Parameters<typeof judge>[2]): Verdict {
  let byCase = derived.get(rubricKey);
  if (!byCase) derived.set(rubricKey, (byCase = new Map()));
  const key = `${scenarioId}\u0000${response.kind}\u0000${response.degraded}\u0000${response.message}`;
  let verdict = byCase.get(key);
  if (!verdict) {
    const { passed, failureStage, failureText, outcomes } = judge(response, program, checks);
    verdict = { passed, failureStage, failureText, outcomes };
    byCase.set(key, verdict);
  }
  return verdict;
}

export function checkArtifactTrust(artifact: Artifact, file: string, current: CurrentSource, lockfilePath: string): void {
  const rubricKey = canonical(artifact.rubric);
  const refuse = (field: string, expected: string) => {
    throw new ArtifactRefusal(file, field, expected);
  };
  const selected = new Set(artifact.selection.caseIds);
  const planned = new Set(plannedJobs(artifact).map(caseKey));
  const seen = new Set<string>();
  artifact.selection.caseIds.forEach((id, index) => {
    if (!current.knownScenario(id)) refuse(`selection.caseIds[${index}]`, `a scenario the benchmark declares or once declared, got ${show(id)}`);
  });
  artifact.cases.forEach((item, index) => {
    const at = `cases[${index}]`;
    if (!selected.has(item.scenarioId)) refuse(`${at}.scenarioId`, `a scenario of the run's selection (${artifact.selection.caseIds.join(', ')}), got ${show(item.scenarioId)}`);
    const key = `${item.scenarioId}#${item.attempt}`;
    if (seen.has(key)) refuse(`${at}.attempt`, `each attempt of a scenario once; attempt ${item.attempt} of ${item.scenarioId} is recorded twice`);
    seen.add(key);
    if (item.attempt > artifact.repeat) refuse(`${at}.attempt`, `an attempt between 1 and the run's repeat (${artifact.repeat}), got ${item.attempt}`);
    if (!planned.has(key)) refuse(`${at}.attempt`, `a job of this shard (${artifact.selection.shard?.index}/${artifact.selection.shard?.count}) of the run's plan, got ${key}`);
    const checks = checksOf(artifact.rubric, item.scenarioId);
    if (!checks) refuse(`${at}.scenarioId`, `a scenario the recorded rubric covers, got ${show(item.scenarioId)}`);
    let verdict;
    try {
      verdict = derive(rubricKey, item.scenarioId, item.response, artifact.rubric.program, checks!);
    } catch (error) {
      return refuse('rubric', `a rubric the engine can apply (${(error as Error).message})`);
    }
    if (item.assertions.length !== verdict.outcomes.length) {
      refuse(`${at}.assertions`, `${verdict.outcomes.length} outcomes, one per check of the recorded rubric, got ${item.assertions.length}`);
    }
    verdict.outcomes.forEach((outcome, position) => {
      const recorded = item.assertions[position]!;
      for (const key of ['id', 'origin', 'held', 'matched'] as const) {
        if (recorded[key] !== outcome[key]) {
          refuse(`${at}.assertions[${position}].${key}`, `${show(outcome[key])}, as re-derived from the recorded message under the recorded rubric; recorded ${show(recorded[key])}`);
        }
      }
    });
    for (const key of ['passed', 'failureStage', 'failureText'] as const) {
      if (item[key] !== verdict[key]) refuse(`${at}.${key}`, `${show(verdict[key])}, as re-derived from the case's evidence; recorded ${show(item[key])}`);
    }
  });
  const expected = summarise(artifact.cases);
  for (const key of ['total', 'passed', 'failed', 'degraded'] as const) {
    if (artifact.summary[key] !== expected[key]) refuse(`summary.${key}`, `${expected[key]}, as the cases give; recorded ${artifact.summary[key]}`);
  }
  if (matchesCurrentSource(artifact, current, lockfilePath)) checkCurrentRevision(artifact, current, refuse);
}

/** A run of today's code must carry today's rubric and today's prompts. */
function checkCurrentRevision(artifact: Artifact, current: CurrentSource, refuse: (field: string, expected: string) => never): void {
  const rubric = current.rubricFor(artifact.selection.caseIds);
  if (!rubric) return refuse('selection.caseIds', 'scenarios the current source declares (its digests equal the current source)');
  if (canonical(rubric) !== canonical(artifact.rubric)) {
    refuse('rubric', 'the rubric the current source declares, since the pinned digests equal the current source');
  }
  artifact.cases.forEach((item, index) => {
    const declared = current.scenario(item.scenarioId);
    if (!declared) return refuse(`cases[${index}].scenarioId`, `a scenario the current source declares, got ${show(item.scenarioId)}`);
    for (const key of ['label', 'group', 'prompt', 'priorTurn'] as const) {
      if (item[key] !== declared[key]) refuse(`cases[${index}].${key}`, `${show(declared[key])}, as the current source declares it; recorded ${show(item[key])}`);
    }
  });
}
