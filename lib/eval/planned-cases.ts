// The cases a run plans (every selected scenario × attempt, in that order) and the artifact
// that holds some of them. One place decides the order and the derived fields (summary,
// resolved models), so a run, a recovered run and a resumed run read alike whatever order
// their cases finished in.
import type { Artifact, ArtifactCase } from './artifact-schema';
import { summarise } from './artifact-schema';
import { jobsOfShard, planJobs } from './shard';

export interface PlannedJob {
  scenarioId: string;
  attempt: number;
}

export const caseKey = (row: PlannedJob): string => `${row.scenarioId}#${row.attempt}`;

/** The jobs this artifact's run plans: its shard of every selected scenario × attempt (lib/eval/shard.ts). */
export function plannedJobs(artifact: Pick<Artifact, 'selection' | 'repeat'>): PlannedJob[] {
  const all = planJobs(artifact.selection.caseIds, artifact.repeat).map(({ scenario, attempt }) => ({ scenarioId: scenario, attempt }));
  return jobsOfShard(all, artifact.selection.shard);
}

/** The planned jobs the artifact has no case for yet, in planned order. */
export function missingJobs(artifact: Artifact): PlannedJob[] {
  const recorded = new Set(artifact.cases.map(caseKey));
  return plannedJobs(artifact).filter((job) => !recorded.has(caseKey(job)));
}

/** Index of each row's job in the plan, or -1 for a row the plan does not contain. */
function planIndex(artifact: Artifact): (row: PlannedJob) => number {
  const order = new Map(plannedJobs(artifact).map((job, index) => [caseKey(job), index]));
  return (row) => order.get(caseKey(row)) ?? -1;
}

/**
 * The artifact with `rows` added: a row for a job already recorded is dropped (the artifact's
 * own row wins, as after a kill between the final write and the journal's removal), cases are
 * in planned order, and the summary and resolved models are derived from them.
 */
export function withCases<T extends Artifact>(artifact: T, rows: readonly ArtifactCase[]): T {
  const byKey = new Map<string, ArtifactCase>();
  for (const row of [...artifact.cases, ...rows]) if (!byKey.has(caseKey(row))) byKey.set(caseKey(row), row);
  const indexOf = planIndex(artifact);
  const cases = [...byKey.values()].sort((a, b) => indexOf(a) - indexOf(b));
  const resolved = new Set(artifact.model.resolved);
  for (const row of cases) {
    for (const step of row.modelSteps) if (step.resolvedModel) resolved.add(step.resolvedModel);
  }
  return {
    ...artifact,
    model: { ...artifact.model, resolved: [...resolved].sort() },
    cases,
    summary: summarise(cases),
  };
}

/** Rows that name no planned job: a journal or artifact that does not belong to this plan. */
export function unplannedRows(artifact: Artifact, rows: readonly ArtifactCase[]): ArtifactCase[] {
  const indexOf = planIndex(artifact);
  return rows.filter((row) => indexOf(row) < 0);
}
