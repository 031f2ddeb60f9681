// Whether an interrupted run may be completed here: its remaining cases must be measured by
// the code that measured the others, or the artifact would mix two harnesses under one run id.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Artifact } from './artifact-schema';
import { LOCKFILE_PATH } from './lockfile';
import { compareRecordedDigests } from './verify';
import { parseScratchName, writerIsAlive } from './scratch-files';

export interface CurrentCode {
  sourceHashes: Record<string, string>;
  lockfileSha256: string;
  cliVersion: string | null;
}

/** Why the artifact is not a run that can be resumed at all, or null. */
export function stateProblem(artifact: Artifact): string | null {
  if (artifact.state === 'complete') return `run ${artifact.runId} is already complete; there is nothing to resume`;
  if (artifact.replayOf !== null) return `run ${artifact.runId} is a re-score, not a measurement; re-run \`npm run rescore\` instead`;
  return null;
}

/** Why the code here is not the code that measured the run's recorded cases, or null. */
export function codeProblem(artifact: Artifact, current: CurrentCode): string | null {
  const changed = compareRecordedDigests(artifact, (path) =>
    path in current.sourceHashes ? current.sourceHashes[path]! : path === LOCKFILE_PATH ? current.lockfileSha256 : null,
  ).filter((row) => row.status !== 'equal');
  const added = Object.keys(current.sourceHashes).filter((path) => !(path in artifact.sourceHashes));
  const differences = [...changed.map((row) => `${row.path} (${row.status})`), ...added.map((path) => `${path} (new in the import graph)`)];
  if (differences.length > 0) {
    const shown = differences.slice(0, 3).join(', ');
    const more = differences.length > 3 ? ` and ${differences.length - 3} more` : '';
    return `the pinned files differ from run ${artifact.runId}'s digests: ${shown}${more}; resume it from a checkout of the code that started it`;
  }
  if (current.cliVersion !== artifact.environment.cliVersion) {
    return `the provider CLI is ${current.cliVersion ?? 'absent'} here, run ${artifact.runId} used ${artifact.environment.cliVersion ?? 'none'}`;
  }
  return null;
}

/** The pid of a live process still appending to this artifact's journal, or null. */
export function liveWriterOf(artifactPath: string): number | null {
  const directory = dirname(artifactPath);
  if (!existsSync(directory)) return null;
  for (const name of readdirSync(directory)) {
    const scratch = parseScratchName(name);
    if (scratch?.kind === 'journal' && scratch.subject === basename(artifactPath) && writerIsAlive(scratch.pid)) return scratch.pid;
  }
  return null;
}
