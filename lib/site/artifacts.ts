// The one loader of run artifacts. Every file is parsed with the shared schema, so a bad
// artifact stops the build with its file and field named; the raw bytes are hashed so the
// site can print the digest a reader gets from `sha256sum` on the download.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArtifactText } from '../eval/artifact-file';
import type { Artifact } from '../eval/artifact-schema';

// Pages type their props with these; app/ imports lib/site only.
export type { Artifact, ArtifactCase, ArtifactToolCall } from '../eval/artifact-schema';
import { REPOSITORY_ROOT, artifactsDirectory } from './paths';

export interface LoadedArtifact {
  /** File name inside the artifacts folder, e.g. `<run id>.json`. */
  file: string;
  bytes: number;
  sha256: string;
  artifact: Artifact;
}

/** Parses one artifact's bytes; pure, so tests feed it text. */
export function loadArtifactText(text: string, file: string): LoadedArtifact {
  return loadArtifactBytes(Buffer.from(text, 'utf8'), file);
}

/** Hashes the exact bytes once: the download is these bytes, whatever their encoding. */
function loadArtifactBytes(raw: Buffer, file: string): LoadedArtifact {
  const artifact = parseArtifactText(raw.toString('utf8'), file);
  return { file, bytes: raw.length, sha256: createHash('sha256').update(raw).digest('hex'), artifact };
}

/** Oldest first, then by run id, so every list on the site has one stable order. */
export function orderArtifacts(loaded: readonly LoadedArtifact[]): LoadedArtifact[] {
  const seen = new Map<string, string>();
  for (const item of loaded) {
    const earlier = seen.get(item.artifact.runId);
    if (earlier) throw new Error(`${item.file}: run id "${item.artifact.runId}" is also used by ${earlier}`);
    seen.set(item.artifact.runId, item.file);
  }
  return [...loaded].sort(
    (a, b) =>
      a.artifact.startedAt.localeCompare(b.artifact.startedAt) || a.artifact.runId.localeCompare(b.artifact.runId),
  );
}

/** Reads every `*.json` in the folder (temp files of an atomic write start with a dot). */
export function readArtifactDirectory(directory: string): LoadedArtifact[] {
  if (!existsSync(directory)) return [];
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort();
  return orderArtifacts(
    files.map((name) => {
      const path = join(directory, name);
      const raw = readFileSync(path);
      // Errors name the file as a reader would type it: relative to the repository.
      return { ...loadArtifactBytes(raw, relative(REPOSITORY_ROOT, path)), file: name };
    }),
  );
}

let cached: { directory: string; artifacts: LoadedArtifact[] } | undefined;

/** Artifacts of this build, read once per process. */
export function getArtifacts(): LoadedArtifact[] {
  const directory = artifactsDirectory();
  if (!cached || cached.directory !== directory) cached = { directory, artifacts: readArtifactDirectory(directory) };
  return cached.artifacts;
}
