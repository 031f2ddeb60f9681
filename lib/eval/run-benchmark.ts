// A run: every selected scenario × attempt, with bounded concurrency, the artifact rewritten
// atomically after every case so an interrupted run leaves the cases it completed.
import type { ArtifactCase, WrittenArtifact } from './artifact-schema';
import { summarise } from './artifact-schema';
import { writeArtifactAtomically } from './artifact-file';
import { runCase } from './run-case';
import { jobsOfShard, planJobs } from './shard';
import type { Scenario } from './scenario';
import { checksOf } from './rubric/recorded-rubric';
import type { ModelRunner } from '../models/model';

export interface RunPlan {
  /** The artifact as it stands before any case: header filled, `cases` empty. */
  header: WrittenArtifact;
  artifactPath: string;
  scenarios: readonly Scenario[];
  repeat: number;
  concurrency: number;
  createRunner(scenario: Scenario): ModelRunner;
  /** Aborting stops new cases and cancels requests in flight; their cases are not recorded. */
  signal?: AbortSignal;
  onCase?(row: ArtifactCase, done: number, total: number): void;
  onHarnessError?(error: unknown, scenario: Scenario): void;
}

export async function runBenchmark(plan: RunPlan): Promise<WrittenArtifact> {
  // A shard runs its share of the planned jobs (lib/eval/shard.ts); attempts keep their numbers.
  const jobs = jobsOfShard(planJobs(plan.scenarios, plan.repeat), plan.header.selection.shard);
  // Rows sit at their planned index, so concurrent runs read like serial ones.
  const rows: Array<ArtifactCase | undefined> = new Array(jobs.length);
  let done = 0;
  let artifact: WrittenArtifact = { ...plan.header, cases: [], summary: summarise([]) };
  writeArtifactAtomically(plan.artifactPath, artifact);

  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !plan.signal?.aborted) {
      const index = next++;
      const job = jobs[index]!;
      const row = await runCase({
        scenario: job.scenario,
        attempt: job.attempt,
        createRunner: plan.createRunner,
        model: plan.header.model.requested ?? undefined,
        program: plan.header.rubric.program,
        checks: checksFor(plan.header, job.scenario),
        signal: plan.signal,
        onHarnessError: (error) => plan.onHarnessError?.(error, job.scenario),
      });
      // A case cut short by an abort measured nothing: leave it out rather than record it.
      if (plan.signal?.aborted) return;
      rows[index] = row;
      done += 1;
      artifact = withCases(artifact, rows.filter((item): item is ArtifactCase => item !== undefined));
      writeArtifactAtomically(plan.artifactPath, artifact);
      plan.onCase?.(row, done, jobs.length);
      // Offline controls finish a case without touching the event loop; yield to it so a
      // signal (Ctrl-C) and pending output are handled between cases.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency, jobs.length) }, worker));
  if (plan.signal?.aborted) return artifact;

  artifact = { ...artifact, state: 'complete', finishedAt: new Date().toISOString() };
  writeArtifactAtomically(plan.artifactPath, artifact);
  return artifact;
}

/** Cases are scored with the rubric the header records, so the artifact describes what ran. */
function checksFor(header: WrittenArtifact, scenario: Scenario) {
  const checks = checksOf(header.rubric, scenario.id);
  if (!checks) throw new Error(`the artifact's rubric does not cover scenario "${scenario.id}"`);
  return checks;
}

function withCases(artifact: WrittenArtifact, cases: ArtifactCase[]): WrittenArtifact {
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
