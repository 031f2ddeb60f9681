// Runs commerce-v1 scenarios against one provider and writes one artifact.
//
// Inputs:  flags --case, --model, --provider, --repeat N, --concurrency N, --out DIR,
//          --shard k/n (run only shard k of n of the planned jobs; see lib/eval/shard.ts), or the
//          environment variables COMMERCE_EVAL_CASE, COMMERCE_EVAL_MODEL,
//          COMMERCE_EVAL_PROVIDER (flags win); transports read their own settings, e.g.
//          FF_CODEX_ACCOUNTS_DIR for the default `openai` provider.
// Output:  artifacts/commerce-v1/<run id>.json (or --out DIR), rewritten after every case;
//          a line per case on stdout and a summary table at the end.
// Exit:    0 all cases passed (or the shard holds no job: nothing is run or written);
//          1 a case failed; 2 refused before anything was written.
import { randomBytes } from 'node:crypto';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROVIDER_ID, PROVIDERS, findProvider } from '../benchmarks/commerce-v1/providers';
import { SCENARIO_GROUPS } from '../benchmarks/commerce-v1/scenarios';
import { COMMERCE_RUBRIC } from '../benchmarks/commerce-v1/rubric';
import { artifactHeader } from '../lib/eval/artifact-header';
import { recordRubric } from '../lib/eval/rubric/recorded-rubric';
import { formatCaseLine, formatSummaryTable } from '../lib/eval/progress';
import { parseRunOptions } from '../lib/eval/run-options';
import { runBenchmark } from '../lib/eval/run-benchmark';
import { selectScenarios } from '../lib/eval/selection';
import { formatShard, jobsOfShard, planJobs } from '../lib/eval/shard';
import { captureProvenance, runStamp } from '../lib/eval/provenance';
import { STATUS_LABELS } from '../lib/eval/status-labels';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = relative(root, fileURLToPath(import.meta.url));

async function main(): Promise<number> {
  const options = parseRunOptions(process.argv.slice(2), process.env, {
    providerId: DEFAULT_PROVIDER_ID,
    outDir: join(root, 'artifacts', 'commerce-v1'),
  });
  const provider = findProvider(options.providerId);
  if (!provider) {
    const known = PROVIDERS.map((candidate) => candidate.id).join(', ');
    throw new Refusal(`unknown provider "${options.providerId}"; known providers: ${known}`);
  }
  const scenarios = selectScenarios(SCENARIO_GROUPS, options.caseSpec);
  const providerOptions = { model: options.model, env: process.env };
  const preflight = await provider.preflight(providerOptions);
  const shard = options.shard ?? null;
  const plan = planJobs(scenarios, options.repeat);
  const planned = plan.length;
  const jobCount = jobsOfShard(plan, shard).length;
  if (jobCount === 0) {
    // A CI matrix may have more shards than a small selection has jobs; merge expects it.
    console.log(`shard ${formatShard(shard!)} holds none of the ${planned} planned job(s): nothing to run, no artifact written`);
    return 0;
  }

  // Digests are taken before any model call, so they describe the code that ran.
  const provenance = await captureProvenance(root, entry, preflight.cliVersion ?? null);
  const startedAt = new Date();
  const runId = makeRunId(startedAt, provider.id, options.model);
  const artifactPath = join(options.outDir, `${runId}.json`);
  const header = artifactHeader({
    runId,
    statusLabel: STATUS_LABELS[provider.kind],
    provider: { id: provider.id, kind: provider.kind, endpoint: null },
    requestedModel: options.model ?? null,
    selection: { spec: options.caseSpec ?? '(default set)', caseIds: scenarios.map((scenario) => scenario.id), shard },
    repeat: options.repeat,
    concurrency: options.concurrency,
    startedAt,
    provenance,
    rubric: recordRubric(COMMERCE_RUBRIC, scenarios),
  });

  // Ctrl-C cancels the requests in flight (killing any CLI and removing its temp directory)
  // and leaves the artifact with the cases that completed; a second Ctrl-C exits at once.
  const interrupt = new AbortController();
  process.once('SIGINT', () => {
    console.error('\ninterrupted: cancelling the cases in flight; completed cases stay in the artifact');
    interrupt.abort();
    process.once('SIGINT', () => process.exit(130));
  });

  console.log(`commerce-v1 run ${runId}: provider ${provider.id} (${provider.kind}), model ${options.model ?? '(none)'}`);
  const share = shard ? `; shard ${formatShard(shard)}: ${jobCount} of ${planned} job(s)` : '';
  console.log(`${scenarios.length} scenario(s) x ${options.repeat} attempt(s)${share}; artifact ${relative(process.cwd(), artifactPath)}`);
  const artifact = await runBenchmark({
    header,
    artifactPath,
    scenarios,
    repeat: options.repeat,
    concurrency: options.concurrency,
    createRunner: (scenario) => provider.createRunner(providerOptions, scenario),
    signal: interrupt.signal,
    onCase: (row, done, total) => console.log(formatCaseLine(row, done, total)),
    // The row records only `harness-error`; the detail is for whoever runs the harness.
    onHarnessError: (error, scenario) => console.error(`harness error in ${scenario.id}:`, error),
  });
  if (interrupt.signal.aborted) {
    console.log(`\ninterrupted after ${artifact.cases.length} case(s); wrote ${relative(process.cwd(), artifactPath)}`);
    return 130;
  }
  console.log(`\n${formatSummaryTable(artifact)}`);
  console.log(`\nwrote ${relative(process.cwd(), artifactPath)}`);
  return artifact.summary.failed === 0 ? 0 : 1;
}

function makeRunId(startedAt: Date, providerId: string, model: string | undefined): string {
  const stamp = runStamp(startedAt);
  const modelPart = model ? `-${model.replace(/[^A-Za-z0-9._-]+/g, '_')}` : '';
  return `${stamp}-${providerId}${modelPart}-${randomBytes(2).toString('hex')}`;
}

class Refusal extends Error {}

// Configuration mistakes are refused with one line and exit 2 before anything is written.
const CONFIGURATION_ERRORS = new Set(['UsageError', 'SelectionError', 'ProviderConfigError']);

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Refusal || (error instanceof Error && CONFIGURATION_ERRORS.has(error.name))) {
      console.error(`eval-commerce: ${(error as Error).message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(3);
  },
);
