// Runs commerce-v1 scenarios against one provider and writes one artifact.
//
// Inputs:  flags --case, --model, --provider, --repeat N, --concurrency N, --out DIR, or the
//          environment variables COMMERCE_EVAL_CASE, COMMERCE_EVAL_MODEL,
//          COMMERCE_EVAL_PROVIDER (flags win); transports read their own settings, e.g.
//          FF_CODEX_ACCOUNTS_DIR for the default `openai` provider, the endpoint overrides
//          COMMERCE_EVAL_CODEX_BASE_URL and COMMERCE_EVAL_ANTHROPIC_BASE_URL, and
//          COMMERCE_EVAL_TIMEOUT_MS (see docs/providers.md).
// Output:  artifacts/commerce-v1/<run id>.json (or --out DIR), rewritten after every case;
//          a line per case on stdout and a summary table at the end.
// Exit:    0 all cases passed; 1 a case failed, or the run stopped early because several
//          consecutive cases failed for a reason no further case can change (no login, no
//          such model); 2 refused before anything was written (not logged in, among others);
//          130 interrupted.
import { randomBytes } from 'node:crypto';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROVIDER_ID, PROVIDERS, findProvider } from '../benchmarks/commerce-v1/providers';
import { SCENARIO_GROUPS } from '../benchmarks/commerce-v1/scenarios';
import { UNIVERSAL_GUARD } from '../benchmarks/commerce-v1/guard';
import { ARTIFACT_SCHEMA_VERSION, summarise, type Artifact } from '../lib/eval/artifact-schema';
import { formatCaseLine, formatSummaryTable } from '../lib/eval/progress';
import { parseRunOptions } from '../lib/eval/run-options';
import { runBenchmark } from '../lib/eval/run-benchmark';
import { createStopRule } from '../lib/eval/stop-rule';
import { selectScenarios } from '../lib/eval/selection';
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

  // Digests are taken before any model call, so they describe the code that ran.
  const provenance = await captureProvenance(root, entry, preflight.cliVersion ?? null);
  const startedAt = new Date();
  const runId = makeRunId(startedAt, provider.id, options.model);
  const artifactPath = join(options.outDir, `${runId}.json`);
  const header: Artifact = {
    schemaVersion: ARTIFACT_SCHEMA_VERSION,
    benchmark: 'commerce-v1',
    runId,
    statusLabel: STATUS_LABELS[provider.kind],
    state: 'running',
    provider: { id: provider.id, kind: provider.kind, endpoint: preflight.endpoint ?? null },
    model: { requested: options.model ?? null, resolved: [] },
    selection: { spec: options.caseSpec ?? '(default set)', caseIds: scenarios.map((scenario) => scenario.id) },
    repeat: options.repeat,
    concurrency: options.concurrency,
    startedAt: startedAt.toISOString(),
    finishedAt: null,
    ...provenance,
    replayOf: null,
    cases: [],
    summary: summarise([]),
  };

  // Ctrl-C cancels the requests in flight (killing any CLI and removing its temp directory)
  // and leaves the artifact with the cases that completed; a second Ctrl-C exits at once.
  const interrupt = new AbortController();
  process.once('SIGINT', () => {
    console.error('\ninterrupted: cancelling the cases in flight; completed cases stay in the artifact');
    interrupt.abort();
    process.once('SIGINT', () => process.exit(130));
  });

  const endpoint = preflight.endpoint ? ` via ${preflight.endpoint}` : '';
  console.log(`commerce-v1 run ${runId}: provider ${provider.id} (${provider.kind})${endpoint}, model ${options.model ?? '(none)'}`);
  console.log(`${scenarios.length} scenario(s) x ${options.repeat} attempt(s); artifact ${relative(process.cwd(), artifactPath)}`);
  const stopRule = createStopRule();
  const artifact = await runBenchmark({
    header,
    artifactPath,
    scenarios,
    repeat: options.repeat,
    concurrency: options.concurrency,
    guards: UNIVERSAL_GUARD,
    createRunner: (scenario) => provider.createRunner(providerOptions, scenario),
    signal: interrupt.signal,
    stopRule,
    onCase: (row, done, total) => console.log(formatCaseLine(row, done, total)),
    // The row records only `harness-error`; the detail is for whoever runs the harness.
    onHarnessError: (error, scenario) => console.error(`harness error in ${scenario.id}:`, error),
  });
  if (interrupt.signal.aborted) {
    console.log(`\ninterrupted after ${artifact.cases.length} case(s); wrote ${relative(process.cwd(), artifactPath)}`);
    return 130;
  }
  if (stopRule.stopped && artifact.state !== 'complete') {
    console.error(`\nstopped early: ${stopRule.stopped}`);
    console.log(`the ${artifact.cases.length} completed case(s) stay in ${relative(process.cwd(), artifactPath)}`);
    return 1;
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
