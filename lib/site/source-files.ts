// Reads repository files as they are now, for the pages that quote them (source pages, the
// rubric, the stylesheet), for content validation and for the current source's digests.
import { existsSync, readFileSync } from 'node:fs';
import { repositoryPath } from './paths';

export function readRepositoryFile(path: string): Buffer | null {
  const absolute = repositoryPath(path);
  return existsSync(absolute) ? readFileSync(absolute) : null;
}

export function readRepositoryText(path: string): string | null {
  return readRepositoryFile(path)?.toString('utf8') ?? null;
}
