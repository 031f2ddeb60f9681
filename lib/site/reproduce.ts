// Data for the reproduce page, assembled from the registry, the scenario groups, the
// pinned files and the runner's own source.
import { PROVIDERS } from '../../benchmarks/commerce-v1/providers';
import { describeVariables, type DescribedVariable } from './environment-variable-declarations';
import { environmentVariablesRead } from './environment-variables';
import { join, relative } from 'node:path';
import { REPOSITORY_ROOT, artifactsDirectory } from './paths';
import { reproduceCommands, type ReproduceCommand } from './reproduce-commands';
import { repositoryUrl } from './repository';
import { getSiteData } from './site-data';

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
