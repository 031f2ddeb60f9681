// Runs commerce-v1 scenarios against one provider and writes one artifact, or completes an
// interrupted run.
//
// Inputs:  flags --case, --model, --provider, --repeat N (≤ 1000), --concurrency N (≤ 32),
//          --out DIR, --shard k/n (only shard k of n of the planned jobs; lib/eval/shard.ts),
//          or the environment variables COMMERCE_EVAL_CASE, COMMERCE_EVAL_MODEL,
//          COMMERCE_EVAL_PROVIDER (flags win); transports read their own settings, e.g.
//          FF_CODEX_ACCOUNTS_DIR for the default `openai` provider, the endpoint overrides
//          COMMERCE_EVAL_CODEX_BASE_URL and COMMERCE_EVAL_ANTHROPIC_BASE_URL, and
//          COMMERCE_EVAL_TIMEOUT_MS (see docs/providers.md).
//          --resume <artifact.json> instead: run the planned cases that artifact lacks.
// Output:  artifacts/commerce-v1/<run id>.json (or --out DIR), written at the start and the
//          end, with each finished case appended to the journal .<run id>.json.<pid>.journal
//          beside it; a line per case on stdout and a summary table at the end. Every start
//          first folds the journals of killed runs in that folder into their artifacts
//          (state `interrupted`), one line per recovered run, and removes stale temp files.
// Exit:    0 all cases passed (or the shard holds no job: nothing run or written); 1 a case
//          failed, or the run stopped early because several consecutive cases failed for a
//          reason no further case can change (no login, no such model; state `interrupted`);
//          2 refused before any case ran (one line on stderr; not logged in, among others);
//          130 stopped by Ctrl-C (completed cases kept, state `interrupted`).
import { randomBytes } from 'node:crypto';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROVIDER_ID, PROVIDERS, findProvider } from '../benchmarks/commerce-v1/providers';
import { SCENARIO_GROUPS } from '../benchmarks/commerce-v1/scenarios';
import { COMMERCE_RUBRIC } from '../benchmarks/commerce-v1/rubric';
import { artifactHeader } from '../lib/eval/artifact-header';
import { ArtifactRefusal } from '../lib/eval/artifact-refusal';
import { artifactFileName } from '../lib/eval/artifact-rules';
import { ConfigError } from '../lib/eval/config-error';
import { recordRubric } from '../lib/eval/rubric/recorded-rubric';
import { prepareOutDirectory } from '../lib/eval/out-directory';
import { formatCaseLine, formatSummaryTable } from '../lib/eval/progress';
import { parseRunOptions } from '../lib/eval/run-options';
import { runBenchmark } from '../lib/eval/run-benchmark';
import { createStopRule } from '../lib/eval/stop-rule';
import { selectScenarios } from '../lib/eval/selection';
import { formatShard, jobsOfShard, planJobs } from '../lib/eval/shard';
import { captureProvenance, runStamp } from '../lib/eval/provenance';
import { STATUS_LABELS } from '../lib/eval/status-labels';
import { announceRecovery, prepareResume, type PreparedRun } from './eval-resume';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = relative(root, fileURLToPath(import.meta.url));

/** A new run, or null when its shard holds none of the planned jobs. */
async function prepareNewRun(options: ReturnType<typeof parseRunOptions>): Promise<PreparedRun | null> {
  const provider = findProvider(options.providerId);
  if (!provider) {
    const known = PROVIDERS.map((candidate) => candidate.id).join(', ');
    throw new ConfigError(`unknown provider "${options.providerId}"; known providers: ${known}`);
  }
  const scenarios = selectScenarios(SCENARIO_GROUPS, options.caseSpec);
  const providerOptions = { model: options.model, env: process.env };
  const preflight = await provider.preflight(providerOptions);
  const shard = options.shard ?? null;
  const planned = planJobs(scenarios, options.repeat).length;
  if (jobsOfShard(planJobs(scenarios, options.repeat), shard).length === 0) {
    // A CI matrix may have more shards than a small selection has jobs; merge expects it.
    console.log(`shard ${formatShard(shard!)} holds none of the ${planned} planned job(s): nothing to run, no artifact written`);
    return null;
  }
  // The last check and the first write: the folder takes a probe file, then loses it again.
  const outDir = prepareOutDirectory(options.outDir);
  announceRecovery(outDir, root);

  // Digests are taken before any model call, so they describe the code that ran.
  const provenance = await captureProvenance(root, entry, preflight.cliVersion ?? null);
  const startedAt = new Date();
  const runId = makeRunId(startedAt, provider.id, options.model);
  const header = artifactHeader({
    runId,
    statusLabel: STATUS_LABELS[provider.kind],
    provider: { id: provider.id, kind: provider.kind, endpoint: preflight.endpoint ?? null },
    requestedModel: options.model ?? null,
    selection: { spec: options.caseSpec ?? '(default set)', caseIds: scenarios.map((scenario) => scenario.id), shard },
    repeat: options.repeat,
    concurrency: options.concurrency,
    startedAt,
    provenance,
    rubric: recordRubric(COMMERCE_RUBRIC, scenarios),
  });
  const artifactPath = join(outDir, artifactFileName(runId));
  return { header, artifactPath, scenarios, createRunner: (scenario) => provider.createRunner(providerOptions, scenario) };
}

async function main(): Promise<number> {
  const options = parseRunOptions(process.argv.slice(2), process.env, {
    providerId: DEFAULT_PROVIDER_ID,
    outDir: join(root, 'artifacts', 'commerce-v1'),
  });
  const run = options.resume ? await prepareResume(options.resume, root, entry) : await prepareNewRun(options);
  if (!run) return 0;
  const { header, artifactPath } = run;

  // Ctrl-C cancels the requests in flight (killing any CLI and removing its temp directory)
  // and leaves the artifact with the cases that completed; a second Ctrl-C exits at once.
  const interrupt = new AbortController();
  process.once('SIGINT', () => {
    console.error('\ninterrupted: cancelling the cases in flight; completed cases stay in the artifact');
    interrupt.abort();
    process.once('SIGINT', () => process.exit(130));
  });

  const shown = relative(process.cwd(), artifactPath);
  const endpoint = header.provider.endpoint ? ` via ${header.provider.endpoint}` : '';
  console.log(`commerce-v1 run ${header.runId}: provider ${header.provider.id} (${header.provider.kind})${endpoint}, model ${header.model.requested ?? '(none)'}`);
  const resumed = header.cases.length > 0 ? `, ${header.cases.length} already recorded` : '';
  const shard = header.selection.shard;
  const share = shard ? `; shard ${formatShard(shard)}: ${jobsOfShard(planJobs(header.selection.caseIds, header.repeat), shard).length} of ${header.selection.caseIds.length * header.repeat} job(s)` : '';
  console.log(`${header.selection.caseIds.length} scenario(s) x ${header.repeat} attempt(s)${share}${resumed}; artifact ${shown}`);
  const stopRule = createStopRule();
  const artifact = await runBenchmark({
    header,
    artifactPath,
    scenarios: run.scenarios,
    createRunner: run.createRunner,
    signal: interrupt.signal,
    stopRule,
    onCase: (row, done, total) => console.log(formatCaseLine(row, done, total)),
    // The row records only `harness-error`; the detail is for whoever runs the harness.
    onHarnessError: (error, scenario) => console.error(`harness error in ${scenario.id}:`, error),
  });
  if (artifact.state === 'interrupted' && stopRule.stopped) {
    console.error(`\nstopped early: ${stopRule.stopped}`);
    console.log(`the ${artifact.cases.length} completed case(s) stay in ${shown} (state interrupted)`);
    return 1;
  }
  if (artifact.state === 'interrupted') {
    console.log(`\ninterrupted after ${artifact.cases.length} case(s); wrote ${shown} (state interrupted)`);
    console.log(`complete it with: npm run eval -- --resume ${shown}`);
    return 130;
  }
  console.log(`\n${formatSummaryTable(artifact)}`);
  console.log(`\nwrote ${shown}`);
  return artifact.summary.failed === 0 ? 0 : 1;
}

function makeRunId(startedAt: Date, providerId: string, model: string | undefined): string {
  const stamp = runStamp(startedAt);
  // Kept well inside the run id's length limit, so the random suffix always survives.
  const modelPart = model ? `-${model.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120)}` : '';
  return `${stamp}-${providerId}${modelPart}-${randomBytes(2).toString('hex')}`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Configuration mistakes, and an artifact to resume that cannot be read, are refused
    // with one line and exit 2 before any case runs.
    if (error instanceof ConfigError || error instanceof ArtifactRefusal) {
      console.error(`eval-commerce: ${error.message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(3);
  },
);
