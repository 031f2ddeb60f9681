// The pinned sources: every path any recorded run hashed, plus the scenario files, with the
// digest of the file as it is now and how the recorded runs compare with it.
//
// - One split (`pinnedFile`) feeds both the pinned file table and the source pages, so the
//   two never count differently.
// - A source page shows one pinned file: its current bytes and digest, and which recorded
//   runs pinned the same digest or a different one.
// - A run's digest rows are the comparison, row for row, that `npm run verify` prints.
import type { Artifact } from '../eval/artifact-schema';
import { LOCKFILE_PATH } from '../eval/lockfile';
import { sha256 } from '../eval/sha256';
import { compareRecordedDigests } from '../eval/verify';
import { sourceSlug } from './routes';
import { readRepositoryFile } from './source-files';

export type { DigestStatus as DigestComparison } from '../eval/verify';
import type { DigestStatus as DigestComparison } from '../eval/verify';

export interface PinnedFileRow {
  path: string;
  slug: string;
  /** SHA-256 of the file in this checkout; null when the file no longer exists. */
  currentDigest: string | null;
  runsPinning: number;
  runsEqualToCurrent: number;
}

export interface PinnedRange {
  /** Fewest and most files any single run pinned; null when no run is recorded. */
  fewest: number | null;
  most: number | null;
  union: number;
}

type Hashed = Pick<Artifact, 'runId' | 'sourceHashes'>;

export function pinnedPaths(artifacts: readonly Hashed[], scenarioFiles: readonly string[]): string[] {
  const paths = new Set<string>(scenarioFiles);
  for (const artifact of artifacts) for (const path of Object.keys(artifact.sourceHashes)) paths.add(path);
  return [...paths].sort();
}

/** path → current digest, or null for a pinned file that no longer exists. */
export function currentDigests(paths: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(
    paths.map((path) => {
      const bytes = readRepositoryFile(path);
      return [path, bytes ? sha256(bytes) : null];
    }),
  );
}

export interface PinnedFile {
  path: string;
  slug: string;
  /** SHA-256 of the file in this checkout; null when the file no longer exists. */
  currentDigest: string | null;
  /** Runs whose recorded digest of the file equals its current digest. */
  equal: string[];
  /** Runs that recorded another digest (every pinning run, when the file no longer exists). */
  different: { runId: string; digest: string }[];
}

/**
 * One pinned file as it is now, with the runs that pinned it split by whether they pinned
 * these bytes: the one comparison the pinned file table and the source pages share.
 */
export function pinnedFile(artifacts: readonly Hashed[], path: string, currentDigests: Readonly<Record<string, string | null>>): PinnedFile {
  const file: PinnedFile = { path, slug: sourceSlug(path), currentDigest: currentDigests[path] ?? null, equal: [], different: [] };
  for (const artifact of artifacts) {
    const digest = artifact.sourceHashes[path];
    if (digest === undefined) continue;
    if (digest === file.currentDigest) file.equal.push(artifact.runId);
    else file.different.push({ runId: artifact.runId, digest });
  }
  return file;
}

export function pinnedFileRows(
  artifacts: readonly Hashed[],
  paths: readonly string[],
  currentDigests: Readonly<Record<string, string | null>>,
): PinnedFileRow[] {
  return paths.map((path) => {
    const { equal, different, ...file } = pinnedFile(artifacts, path, currentDigests);
    return { ...file, runsPinning: equal.length + different.length, runsEqualToCurrent: equal.length };
  });
}

export function pinnedRange(artifacts: readonly Hashed[]): PinnedRange {
  const sizes = artifacts.map((artifact) => Object.keys(artifact.sourceHashes).length);
  const union = new Set(artifacts.flatMap((artifact) => Object.keys(artifact.sourceHashes))).size;
  return {
    fewest: sizes.length ? Math.min(...sizes) : null,
    most: sizes.length ? Math.max(...sizes) : null,
    union,
  };
}

export interface RunDigestRow {
  path: string;
  /** Source page slug; null for the lockfile, which has no source page. */
  slug: string | null;
  recorded: string;
  current: string | null;
  comparison: DigestComparison;
}

/**
 * One run's digests, each marked against the current source, with the lockfile last: the
 * same comparison, row for row, that `npm run verify` prints.
 */
export function runDigests(
  artifact: Pick<Artifact, 'sourceHashes' | 'lockfileSha256'>,
  currentDigests: Readonly<Record<string, string | null>>,
  currentLockfileDigest: string | null,
): RunDigestRow[] {
  const current = (path: string) => (path === LOCKFILE_PATH ? currentLockfileDigest : currentDigests[path] ?? null);
  return compareRecordedDigests(artifact, current).map((row) => ({
    path: row.path,
    slug: row.path === LOCKFILE_PATH ? null : sourceSlug(row.path),
    recorded: row.recorded,
    current: row.current,
    comparison: row.status,
  }));
}

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
  artifacts: readonly Hashed[],
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

export type DigestCounts = Record<DigestComparison, number>;

/** How many of a run's digests are equal to, different from or missing in the current source. */
export function digestCounts(rows: readonly RunDigestRow[]): DigestCounts {
  const counts: DigestCounts = { equal: 0, different: 0, missing: 0 };
  for (const row of rows) counts[row.comparison] += 1;
  return counts;
}
