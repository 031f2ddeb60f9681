// What every artifact writer records about the code and machine behind its figures: the
// digests of the entry point's import graph, the lockfile digest and the environment.
import { join } from 'node:path';
import type { Artifact } from './artifact-schema';
import { captureEnvironment } from './environment';
import { LOCKFILE_PATH } from './lockfile';
import { sha256OfFile } from './sha256';
import { computeSourceHashes } from './source-hashes';

export async function captureProvenance(
  root: string,
  entry: string,
  cliVersion: string | null,
): Promise<Pick<Artifact, 'sourceHashes' | 'lockfileSha256' | 'environment'>> {
  const sourceHashes = await computeSourceHashes(root, entry);
  return {
    sourceHashes,
    lockfileSha256: sha256OfFile(join(root, LOCKFILE_PATH)),
    environment: captureEnvironment(root, [...Object.keys(sourceHashes), LOCKFILE_PATH], cliVersion),
  };
}

/** A run id's leading timestamp: ISO 8601 in UTC, seconds, with `-` for `:` (file-name safe). */
export function runStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}
