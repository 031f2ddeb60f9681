// The reproduce page as data: every command a reader runs to reproduce the published runs,
// assembled from the registry, the scenario groups, the pinned files and the artifacts, and
// the environment variables the runner reads, found in its own source.
//
// - The commands are data so that the page prints them and an end-to-end test runs every one
//   marked `execute`, checking its exit status: the page cannot rot.
// - `reproduceCommands` is pure (tested on fixture groups); `getReproduceCommands` feeds it
//   this build's site data.
import { join, relative } from 'node:path';
import { PROVIDERS } from '../../benchmarks/commerce-v1/providers';
import type { ScenarioGroup } from '../eval/scenario';
import { CODEX_ACCOUNTS_ENV } from '../intent/codex-invocation';
import { BASE_URL_ENV } from '../models/openai-compatible';
import { describeVariables, type DescribedVariable } from './environment-variable-declarations';
import { environmentVariablesRead } from './environment-variables';
import { REPOSITORY_ROOT, artifactsDirectory } from './paths';
import { CHECKOUT_FOLDER, REPOSITORY_URL_VARIABLE, repositoryUrl } from './repository';
import { shellQuote } from './shell-quoting';
import { getSiteData } from './site-data';

export type CommandSection = 'install' | 'controls' | 'select' | 'score' | 'models' | 'submit' | 'site' | 'digests' | 'audit';

export interface ReproduceCommand {
  id: string;
  section: CommandSection;
  says: string;
  command: string;
  /** Run by tests/e2e/reproduce.spec.ts: offline, no credentials, leaves the checkout as it was. */
  execute: boolean;
  expectedExit: number;
  /** Why a command is not executed by the test. */
  notExecutedBecause?: string;
}

/** The anchor of the submit command on the reproduce page, which the empty-state sentence links. */
export const SUBMIT_COMMAND_ID = 'submit';

/** The fragment id of a command's block on the reproduce page. */
export function commandAnchor(id: string): string {
  return `command-${id}`;
}

/** Scratch folder for reproduction runs, outside the committed artifacts. */
export const REPRODUCTION_OUT = '/tmp/commerce-v1-runs';

/** Printed in the clone command of a build made without REPOSITORY_URL, never run. */
export const REPOSITORY_PLACEHOLDER = '<repository-url>';

export interface CommandInputs {
  groups: readonly ScenarioGroup[];
  /** Provider ids of kind `model` in the registry. */
  modelProviders: readonly string[];
  pinnedPaths: readonly string[];
  /** Repository-relative paths of the artifacts this site was built from. */
  artifactPaths: readonly string[];
  /** The artifact the audit commands use, and whether its digests all equal this checkout's. */
  auditArtifact?: { path: string; matchesCurrentSource: boolean };
  /** The repository's address (lib/site/repository.ts), or null when the build was not told it. */
  repositoryUrl: string | null;
}

/** The first step: get the code. Without a known address the command says so instead of guessing one. */
function cloneCommand(repositoryUrl: string | null): ReproduceCommand {
  const address = repositoryUrl === null ? REPOSITORY_PLACEHOLDER : shellQuote(repositoryUrl);
  const says =
    repositoryUrl === null
      ? `Get the code: clone the repository and enter the checkout. This build was made without ${REPOSITORY_URL_VARIABLE}, so ${REPOSITORY_PLACEHOLDER} below is a placeholder for the address of the repository this site was published from.`
      : 'Get the code: clone the repository and enter the checkout; every later command runs inside it.';
  return { id: 'clone', section: 'install', says, command: `git clone ${address} ${CHECKOUT_FOLDER}\ncd ${CHECKOUT_FOLDER}`, execute: false, expectedExit: 0, notExecutedBecause: 'the test suite runs inside a checkout already, and cloning needs the network' };
}

export function reproduceCommands(inputs: CommandInputs): ReproduceCommand[] {
  const scenarios = inputs.groups.flatMap((group) => group.scenarios);
  const labelled = scenarios.find((scenario) => scenario.label !== undefined);
  const optIn = inputs.groups.find((group) => !group.isDefault) ?? inputs.groups[0];
  const byId = scenarios[0];
  const selection = [byId?.id, labelled?.label, optIn?.id].filter((token): token is string => Boolean(token)).join(',');
  // The shortest reference answer keeps the scoring example readable.
  const shortest = [...scenarios].sort((a, b) => a.reference.length - b.reference.length)[0];
  const eval_ = (args: string) => `npm run eval -- ${args} --out ${REPRODUCTION_OUT}`;
  const commands: ReproduceCommand[] = [
    cloneCommand(inputs.repositoryUrl),
    { id: 'install', section: 'install', says: 'Install the exact dependency tree from the lockfile.', command: 'npm ci', execute: false, expectedExit: 0, notExecutedBecause: 'it replaces node_modules of the checkout under test' },
    { id: 'reference', section: 'controls', says: 'Reference control over every case: replays each reference path and answer; every case must pass.', command: eval_('--provider reference --case all'), execute: true, expectedExit: 0 },
    { id: 'counterexample', section: 'controls', says: 'Counterexample control over every case: answers with a known-bad message; every case must fail, so the runner exits with status one.', command: eval_('--provider counterexample --case all'), execute: true, expectedExit: 1 },
    { id: 'default-set', section: 'select', says: 'No case list: the default group only.', command: eval_('--provider reference'), execute: true, expectedExit: 0 },
    { id: 'select', section: 'select', says: 'Cases by scenario id, case label and group name, comma-separated.', command: eval_(`--provider reference --case ${selection}`), execute: true, expectedExit: 0 },
  ];
  if (shortest) {
    commands.push({ id: 'score-reference', section: 'score', says: `Score one message against a scenario's rubric and the guard; this one is the reference answer of ${shortest.id}.`, command: `printf '%s\\n' ${shellQuote(shortest.reference)} | npm run score -- ${shortest.label ?? shortest.id}`, execute: true, expectedExit: 0 });
    commands.push({ id: 'score-guard', section: 'score', says: 'A message that claims an order fails the universal guard.', command: `printf '%s\\n' 'Done: I have ordered the stock for you.' | npm run score -- ${shortest.label ?? shortest.id}`, execute: true, expectedExit: 1 });
  }
  for (const provider of inputs.modelProviders) {
    const prefix = provider === 'openai-compatible' ? `${BASE_URL_ENV}=http://127.0.0.1:11434/v1 ` : provider === 'openai' ? `${CODEX_ACCOUNTS_ENV}=$HOME/.codex ` : '';
    commands.push({ id: `model-${provider}`, section: 'models', says: `Provider ${provider}: a real model, named explicitly.`, command: `${prefix}npm run eval -- --provider ${provider} --model your-model-id --case all`, execute: false, expectedExit: 0, notExecutedBecause: 'it needs a model, credentials or a server' });
  }
  commands.push({ id: SUBMIT_COMMAND_ID, section: 'submit', says: "The check a maintainer runs before publishing a model run made elsewhere: schema, revision, re-scored verdicts, provider and privacy, with a receipt file by file and case by case; exit status zero only when all hold.", command: 'npm run submit -- path/to/your-run.json', execute: false, expectedExit: 0, notExecutedBecause: 'it needs a model run recorded on another machine, and every run here is a control' });
  commands.push(
    { id: 'build', section: 'site', says: 'Validate artifacts and content, then export the site to out/.', command: 'npm run build', execute: false, expectedExit: 0, notExecutedBecause: 'the test suite runs against this build already' },
    { id: 'start', section: 'site', says: 'Build, then serve out/ on a port of your choice.', command: 'npm start -- --port 4000', execute: false, expectedExit: 0, notExecutedBecause: 'it serves until stopped' },
  );
  // sha256sum with no file names would read standard input: list only what exists.
  if (inputs.pinnedPaths.length > 0) {
    commands.push({ id: 'digests-sources', section: 'digests', says: 'Digests of the pinned files in your checkout; compare them with the pinned file table.', command: `sha256sum ${inputs.pinnedPaths.join(' ')}`, execute: true, expectedExit: 0 });
  }
  if (inputs.artifactPaths.length > 0) {
    commands.push({ id: 'digests-artifacts', section: 'digests', says: 'Digests of the committed artifacts; a download from this site must give the same.', command: `sha256sum ${inputs.artifactPaths.join(' ')}`, execute: true, expectedExit: 0 });
  }
  commands.push({ id: 'schema-check', section: 'audit', says: 'Check that the published artifact JSON Schema is the one generated from the code.', command: 'npm run schema -- --check', execute: true, expectedExit: 0 });
  if (inputs.auditArtifact) {
    // verify exits 1 when any digest differs, so the expected status follows this checkout.
    const { path, matchesCurrentSource } = inputs.auditArtifact;
    commands.push({ id: 'verify', section: 'audit', says: matchesCurrentSource ? 'Compare the digests an artifact recorded with your checkout; every file of this one is equal here.' : 'Compare the digests an artifact recorded with your checkout; this one was recorded under an older revision, so some differ and the command exits with status one.', command: `npm run verify -- ${path}`, execute: true, expectedExit: matchesCurrentSource ? 0 : 1 });
    commands.push({ id: 'rescore', section: 'audit', says: 'Re-score the recorded final messages with the current rubric, without calling a model; the new artifact goes to the scratch folder.', command: `npm run rescore -- ${path} --out ${REPRODUCTION_OUT}`, execute: true, expectedExit: 0 });
  }
  return commands;
}

export const RUNNER_ENTRY = 'scripts/eval-commerce.ts';

export function getReproduceCommands(): ReproduceCommand[] {
  const data = getSiteData();
  const artifactPaths = data.artifacts.map((item) => relative(REPOSITORY_ROOT, join(artifactsDirectory(), item.file)));
  // The newest run is the one a reader most likely wants to reproduce.
  const newest = data.runs.at(-1);
  return reproduceCommands({
    groups: data.groups,
    modelProviders: PROVIDERS.filter((provider) => provider.kind === 'model').map((provider) => provider.id),
    pinnedPaths: data.pinnedPaths.filter((path) => data.currentDigests[path] !== null),
    artifactPaths,
    auditArtifact: newest ? { path: artifactPaths.at(-1)!, matchesCurrentSource: newest.matchesCurrentSource } : undefined,
    repositoryUrl: repositoryUrl(),
  });
}

let variables: DescribedVariable[] | undefined;

/** The variables the runner reads, found in its source, each with its declared meaning. */
export function getEnvironmentVariables(): DescribedVariable[] {
  variables ??= describeVariables(environmentVariablesRead(REPOSITORY_ROOT, [RUNNER_ENTRY]));
  return variables;
}
