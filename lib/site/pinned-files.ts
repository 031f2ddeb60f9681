// The pinned file set: every path any recorded run hashed, plus the scenario files, with
// the digest of the file as it is now and how the recorded runs compare with it.
import type { Artifact } from '../eval/artifact-schema';
import { sourceSlug } from './routes';

export type DigestComparison = 'equal' | 'different' | 'missing';

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

export function compareDigest(recorded: string, current: string | null): DigestComparison {
  if (current === null) return 'missing';
  return recorded === current ? 'equal' : 'different';
}

export function pinnedFileRows(
  artifacts: readonly Hashed[],
  paths: readonly string[],
  currentDigests: Readonly<Record<string, string | null>>,
): PinnedFileRow[] {
  return paths.map((path) => {
    const currentDigest = currentDigests[path] ?? null;
    const recorded = artifacts.map((artifact) => artifact.sourceHashes[path]).filter((digest) => digest !== undefined);
    return {
      path,
      slug: sourceSlug(path),
      currentDigest,
      runsPinning: recorded.length,
      runsEqualToCurrent: recorded.filter((digest) => digest === currentDigest).length,
    };
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
  slug: string;
  recorded: string;
  current: string | null;
  comparison: DigestComparison;
}

/** One run's digests, each marked against the current source. */
export function runDigests(artifact: Hashed, currentDigests: Readonly<Record<string, string | null>>): RunDigestRow[] {
  return Object.entries(artifact.sourceHashes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, recorded]) => {
      const current = currentDigests[path] ?? null;
      return { path, slug: sourceSlug(path), recorded, current, comparison: compareDigest(recorded, current) };
    });
}
