// What this build was made from: which artifacts, how many scored cases, when they were
// recorded, under which status labels, and the commit of the checkout that built the site.
import type { Artifact } from '../eval/artifact-schema';
import { gitState } from '../eval/environment';
import { formatDate } from './format';
import { REPOSITORY_ROOT } from './paths';

export interface Provenance {
  artifactsRead: number;
  casesScored: number;
  recordingDates: string[];
  statusLabels: { label: string; runs: number }[];
}

export function buildProvenance(artifacts: readonly Pick<Artifact, 'startedAt' | 'cases' | 'statusLabel'>[]): Provenance {
  const statusLabels: { label: string; runs: number }[] = [];
  for (const artifact of artifacts) {
    const entry = statusLabels.find((candidate) => candidate.label === artifact.statusLabel);
    if (entry) entry.runs += 1;
    else statusLabels.push({ label: artifact.statusLabel, runs: 1 });
  }
  return {
    artifactsRead: artifacts.length,
    casesScored: artifacts.reduce((sum, artifact) => sum + artifact.cases.length, 0),
    recordingDates: [...new Set(artifacts.map((artifact) => formatDate(artifact.startedAt)))].sort(),
    statusLabels,
  };
}

export interface BuildCommit {
  commit: string | null;
  dirty: boolean | null;
}

let commitCache: BuildCommit | undefined;

/** The checkout's commit and whether anything in it is changed; null outside a git checkout (e.g. an unpacked tarball). */
export function buildCommit(): BuildCommit {
  if (commitCache) return commitCache;
  const { gitCommit, gitDirty } = gitState(REPOSITORY_ROOT, []);
  commitCache = { commit: gitCommit, dirty: gitDirty };
  return commitCache;
}
