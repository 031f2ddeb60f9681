// A run: every selected scenario × attempt, with bounded concurrency, the artifact rewritten
// atomically after every case so an interrupted run leaves the cases it completed.
import type { Artifact, ArtifactCase } from './artifact-schema';
import { summarise } from './artifact-schema';
import { writeArtifactAtomically } from './artifact-file';
import { runCase } from './run-case';
import type { Assertion, Scenario } from './scenario';
import type { StopRule } from './stop-rule';
import type { ModelRunner } from '../models/model';

export interface RunPlan {
  /** The artifact as it stands before any case: header filled, `cases` empty. */
  header: Artifact;
  artifactPath: string;
  scenarios: readonly Scenario[];
  repeat: number;
  concurrency: number;
  guards: readonly Assertion[];
  createRunner(scenario: Scenario): ModelRunner;
  /** Aborting stops new cases and cancels requests in flight; their cases are not recorded. */
  signal?: AbortSignal;
  onCase?(row: ArtifactCase, done: number, total: number): void;
  /** Shown every finished case; once it fires no new case starts and the run stays `running`. */
  stopRule?: StopRule;
  onHarnessError?(error: unknown, scenario: Scenario): void;
}

export async function runBenchmark(plan: RunPlan): Promise<Artifact> {
  const jobs = plan.scenarios.flatMap((scenario) =>
    Array.from({ length: plan.repeat }, (_, index) => ({ scenario, attempt: index + 1 })),
  );
  // Rows sit at their planned index, so concurrent runs read like serial ones.
  const rows: Array<ArtifactCase | undefined> = new Array(jobs.length);
  let done = 0;
  let artifact: Artifact = { ...plan.header, cases: [], summary: summarise([]) };
  writeArtifactAtomically(plan.artifactPath, artifact);

  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !plan.signal?.aborted && !plan.stopRule?.stopped) {
      const index = next++;
      const job = jobs[index]!;
      const row = await runCase({
        scenario: job.scenario,
        attempt: job.attempt,
        createRunner: plan.createRunner,
        model: plan.header.model.requested ?? undefined,
        guards: plan.guards,
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
      plan.stopRule?.observe(row);
      // Offline controls finish a case without touching the event loop; yield to it so a
      // signal (Ctrl-C) and pending output are handled between cases.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency, jobs.length) }, worker));
  // A rule that fired on the last case stopped nothing: the run is complete.
  if (plan.signal?.aborted || (plan.stopRule?.stopped && done < jobs.length)) return artifact;

  artifact = { ...artifact, state: 'complete', finishedAt: new Date().toISOString() };
  writeArtifactAtomically(plan.artifactPath, artifact);
  return artifact;
}

function withCases(artifact: Artifact, cases: ArtifactCase[]): Artifact {
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
