// Reads repository files as they are now: their text for the sources pages and their
// SHA-256 for comparing with what each run pinned.
import { existsSync, readFileSync } from 'node:fs';
import { sha256 } from '../eval/sha256';
import { repositoryPath } from './paths';

export function readRepositoryFile(path: string): Buffer | null {
  const absolute = repositoryPath(path);
  return existsSync(absolute) ? readFileSync(absolute) : null;
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

export function readRepositoryText(path: string): string | null {
  return readRepositoryFile(path)?.toString('utf8') ?? null;
}
