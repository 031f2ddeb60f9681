// The parts of `npm run eval` that deal with earlier runs: folding the journals killed runs
// left in the output folder (every start does it), and `--resume <artifact.json>`, which
// completes an interrupted run under its own run id. Imported by scripts/eval-commerce.ts.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { findProvider } from '../benchmarks/commerce-v1/providers';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { displayPath } from '../lib/eval/artifact-refusal';
import { readArtifactFile, writableArtifact } from '../lib/eval/artifact-file';
import { ConfigError } from '../lib/eval/config-error';
import type { WrittenArtifact } from '../lib/eval/artifact-schema';
import { prepareOutDirectory } from '../lib/eval/out-directory';
import { captureProvenance } from '../lib/eval/provenance';
import { recoverDirectory } from '../lib/eval/recover-runs';
import { codeProblem, liveWriterOf, stateProblem } from '../lib/eval/resume-check';
import type { Scenario } from '../lib/eval/scenario';
import type { ModelRunner } from '../lib/models/model';

export interface PreparedRun {
  header: WrittenArtifact;
  artifactPath: string;
  scenarios: Scenario[];
  createRunner(scenario: Scenario): ModelRunner;
}

/** Folds every orphaned journal in `directory` and prints one line per recovered run. */
export function announceRecovery(directory: string, root: string): void {
  const report = recoverDirectory(directory, root);
  for (const run of report.recovered) {
    const torn = run.tornLastLine ? ' (a torn last line, whose case never completed, dropped)' : '';
    const next = run.state === 'complete' ? 'it was already complete' : `complete it with: npm run eval -- --resume ${run.file}`;
    console.log(`recovered run ${run.runId}: ${run.fromJournal} case(s) from its journal${torn}, ${run.cases} in all, state ${run.state}; ${next}`);
  }
  if (report.removedTemporary.length > 0) {
    console.log(`removed ${report.removedTemporary.length} temp file(s) of killed writes: ${report.removedTemporary.join(', ')}`);
  }
  for (const reason of report.leftInPlace) console.error(`eval-commerce: warning: journal left in place: ${reason}`);
}

export async function prepareResume(given: string, root: string, entry: string): Promise<PreparedRun> {
  const artifactPath = resolve(given);
  if (!existsSync(artifactPath) || !statSync(artifactPath).isFile()) throw new ConfigError(`--resume ${given}: no such artifact file`);
  const file = displayPath(artifactPath, root);
  const read = () => writableArtifact(readArtifactFile(artifactPath, file, { fileName: basename(artifactPath) }), file);
  const before = read();
  const writer = liveWriterOf(artifactPath);
  if (writer !== null) throw new ConfigError(`--resume ${file}: run ${before.runId} is still being written by process ${writer}`);
  announceRecovery(prepareOutDirectory(dirname(artifactPath), '--resume'), root);

  const artifact = read();
  const unresumable = stateProblem(artifact);
  if (unresumable) throw new ConfigError(`--resume ${file}: ${unresumable}`);
  const provider = findProvider(artifact.provider.id);
  if (!provider) throw new ConfigError(`--resume ${file}: provider "${artifact.provider.id}" is not known here`);
  const scenarios = artifact.selection.caseIds.map((id) => {
    const scenario = ALL_SCENARIOS.find((candidate) => candidate.id === id);
    if (!scenario) throw new ConfigError(`--resume ${file}: scenario "${id}" of its selection is not declared here`);
    return scenario;
  });
  const providerOptions = { model: artifact.model.requested ?? undefined, env: process.env };
  const preflight = await provider.preflight(providerOptions);
  const provenance = await captureProvenance(root, entry, preflight.cliVersion ?? null);
  const problem = codeProblem(artifact, { ...provenance, cliVersion: provenance.environment.cliVersion });
  if (problem) throw new ConfigError(`--resume ${file}: ${problem}`);
  return { header: artifact, artifactPath, scenarios, createRunner: (scenario) => provider.createRunner(providerOptions, scenario) };
}
