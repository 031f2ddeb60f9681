// A run: every planned (scenario, attempt) job the artifact has no case for yet, with bounded
// concurrency. The artifact is written atomically at the start and at the end; in between
// each finished case is appended to the run's journal, so recording a case costs the same at
// the thousandth case as at the first, and a kill at any instant loses no completed case.
import type { ArtifactCase, WrittenArtifact } from './artifact-schema';
import { writeArtifactAtomically } from './artifact-file';
import { missingJobs, withCases } from './planned-cases';
import { RunJournal, journalPathFor } from './run-journal';
import { runCase } from './run-case';
import type { Scenario } from './scenario';
import { checksOf } from './rubric/recorded-rubric';
import type { StopRule } from './stop-rule';
import type { ModelRunner } from '../models/model';

export interface RunPlan {
  /**
   * The artifact before this process runs a case: header filled, and `cases` empty for a new
   * run or holding the recorded cases of a resumed one. Its selection, repeat and
   * concurrency say what to run.
   */
  header: WrittenArtifact;
  artifactPath: string;
  /** The scenarios the selection names, looked up by id. */
  scenarios: readonly Scenario[];
  createRunner(scenario: Scenario): ModelRunner;
  /** Aborting stops new cases and cancels requests in flight; their cases are not recorded. */
  signal?: AbortSignal;
  /** `done` counts every recorded case of the run, `total` every planned one. */
  onCase?(row: ArtifactCase, done: number, total: number): void;
  /** Shown every finished case; once it fires no new case starts and the run ends `interrupted`. */
  stopRule?: StopRule;
  onHarnessError?(error: unknown, scenario: Scenario): void;
}

export async function runBenchmark(plan: RunPlan): Promise<WrittenArtifact> {
  const start = withCases({ ...plan.header, state: 'running', finishedAt: null }, []);
  const jobs = missingJobs(start).map((job) => {
    const scenario = plan.scenarios.find((candidate) => candidate.id === job.scenarioId);
    if (!scenario) throw new Error(`scenario "${job.scenarioId}" of the selection is not among the run's scenarios`);
    return { scenario, attempt: job.attempt };
  });
  const total = start.cases.length + jobs.length;
  // The journal exists before the artifact does, so a running artifact always has one.
  const journal = RunJournal.create(journalPathFor(plan.artifactPath));
  writeArtifactAtomically(plan.artifactPath, start);

  const rows: ArtifactCase[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !plan.signal?.aborted && !plan.stopRule?.stopped) {
      const job = jobs[next++]!;
      const row = await runCase({
        scenario: job.scenario,
        attempt: job.attempt,
        createRunner: plan.createRunner,
        model: start.model.requested ?? undefined,
        program: start.rubric.program,
        checks: checksFor(start, job.scenario),
        signal: plan.signal,
        onHarnessError: (error) => plan.onHarnessError?.(error, job.scenario),
      });
      // A case cut short by an abort measured nothing: leave it out rather than record it.
      if (plan.signal?.aborted) return;
      journal.append(row);
      rows.push(row);
      plan.stopRule?.observe(row);
      plan.onCase?.(row, start.cases.length + rows.length, total);
      // Offline controls finish a case without touching the event loop; yield to it so a
      // signal (Ctrl-C) and pending output are handled between cases.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: Math.min(start.concurrency, jobs.length) }, worker));

  const recorded = withCases(start, rows);
  // Stopped early only if a planned job is still missing: a Ctrl-C after the last case is late.
  const final: WrittenArtifact =
    rows.length < jobs.length
      ? { ...recorded, state: 'interrupted' }
      : { ...recorded, state: 'complete', finishedAt: new Date().toISOString() };
  writeArtifactAtomically(plan.artifactPath, final);
  journal.remove();
  return final;
}

/** Cases are scored with the rubric the header records, so the artifact describes what ran. */
function checksFor(header: WrittenArtifact, scenario: Scenario) {
  const checks = checksOf(header.rubric, scenario.id);
  if (!checks) throw new Error(`the artifact's rubric does not cover scenario "${scenario.id}"`);
  return checks;
}
