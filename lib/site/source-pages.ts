// What a source page shows about one pinned file: its current bytes and digest, and which
// recorded runs pinned the same digest or a different one.
import type { Artifact } from '../eval/artifact-schema';
import { pinnedFile } from './pinned-files';

export interface SourcePageData {
  path: string;
  slug: string;
  currentDigest: string | null;
  /** The file as it is now, and its size in bytes; null when it no longer exists. */
  text: string | null;
  bytes: number | null;
  sameDigestRuns: string[];
  differentDigestRuns: { runId: string; digest: string }[];
}

export function sourcePageData(
  path: string,
  artifacts: readonly Pick<Artifact, 'runId' | 'sourceHashes'>[],
  currentDigests: Readonly<Record<string, string | null>>,
  text: string | null,
): SourcePageData {
  const { equal, different, ...file } = pinnedFile(artifacts, path, currentDigests);
  return {
    ...file,
    text,
    bytes: text === null ? null : Buffer.byteLength(text, 'utf8'),
    sameDigestRuns: equal,
    differentDigestRuns: different,
  };
}
