// A run: every selected scenario × attempt, with bounded concurrency, the artifact rewritten
// atomically after every case so an interrupted run leaves the cases it completed.
import type { Artifact, ArtifactCase } from './artifact-schema';
import { summarise } from './artifact-schema';
import { writeArtifactAtomically } from './artifact-file';
import { runCase } from './run-case';
import type { Assertion, Scenario } from './scenario';
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
  onCase?(row: ArtifactCase, done: number, total: number): void;
}

export async function runBenchmark(plan: RunPlan): Promise<Artifact> {
  const jobs = plan.scenarios.flatMap((scenario) =>
    Array.from({ length: plan.repeat }, (_, index) => ({ scenario, attempt: index + 1 })),
  );
  const order = new Map(jobs.map((job, index) => [`${job.scenario.id}#${job.attempt}`, index]));
  const finished: ArtifactCase[] = [];
  let artifact: Artifact = { ...plan.header, cases: [], summary: summarise([]) };
  writeArtifactAtomically(plan.artifactPath, artifact);

  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const runner = plan.createRunner(job.scenario);
      const row = await runCase({
        scenario: job.scenario,
        attempt: job.attempt,
        runner,
        model: plan.header.model.requested ?? undefined,
        guards: plan.guards,
      });
      finished.push(row);
      // Planned order, not completion order, so concurrent runs read like serial ones.
      finished.sort((a, b) => order.get(`${a.scenarioId}#${a.attempt}`)! - order.get(`${b.scenarioId}#${b.attempt}`)!);
      artifact = withCases(artifact, finished);
      writeArtifactAtomically(plan.artifactPath, artifact);
      plan.onCase?.(row, finished.length, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency, jobs.length) }, worker));

  artifact = { ...withCases(artifact, finished), state: 'complete', finishedAt: new Date().toISOString() };
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
    cases: [...cases],
    summary: summarise(cases),
  };
}
