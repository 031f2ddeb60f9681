// The one loader of run artifacts. Every file is decoded as strict UTF-8, parsed with the
// shared schema and held to the file rules (name `<run id>.json`, a safe run id), so a bad
// artifact stops the build with one line naming its file and field; the raw bytes are hashed
// so the site can print the digest a reader gets from `sha256sum` on the download.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArtifactBytes } from '../eval/artifact-file';
import { ArtifactRefusal, displayPath } from '../eval/artifact-refusal';
import { isArtifactFileName } from '../eval/artifact-rules';
import type { Artifact } from '../eval/artifact-schema';
import { sha256 } from '../eval/sha256';

// Pages type their props with these; app/ imports lib/site only.
export type { Artifact, ArtifactCase, ArtifactToolCall } from '../eval/artifact-schema';
import { REPOSITORY_ROOT, artifactsDirectory } from './paths';

export interface LoadedArtifact {
  /** File name inside the artifacts folder, e.g. `<run id>.json`. */
  file: string;
  /** The file as refusals name it: repository-relative (see displayPath). */
  source: string;
  bytes: number;
  sha256: string;
  artifact: Artifact;
}

/** Parses one artifact's bytes; pure, so tests feed it bytes or text. */
export function loadArtifactBytes(raw: Uint8Array | string, file: string, source: string = file): LoadedArtifact {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  const artifact = parseArtifactBytes(bytes, source, { fileName: file });
  // Hashed once, from the exact bytes: the download is these bytes.
  return { file, source, bytes: bytes.length, sha256: sha256(bytes), artifact };
}

/** Oldest first, then by run id, so every list on the site has one stable order. */
export function orderArtifacts(loaded: readonly LoadedArtifact[]): LoadedArtifact[] {
  const seen = new Map<string, string>();
  for (const item of loaded) {
    const earlier = seen.get(item.artifact.runId);
    if (earlier) throw new ArtifactRefusal(item.source, 'runId', `a run id no other artifact uses, but ${earlier} uses "${item.artifact.runId}" too`);
    seen.set(item.artifact.runId, item.source);
  }
  return [...loaded].sort(
    (a, b) =>
      a.artifact.startedAt.localeCompare(b.artifact.startedAt) || a.artifact.runId.localeCompare(b.artifact.runId),
  );
}

/** Reads every artifact in the folder; dot-files (journals, temp files) are the harness's scratch. */
export function readArtifactDirectory(directory: string): LoadedArtifact[] {
  if (!existsSync(directory)) return [];
  const files = readdirSync(directory).filter(isArtifactFileName).sort();
  return orderArtifacts(
    files.map((name) => {
      const path = join(directory, name);
      return loadArtifactBytes(readFileSync(path), name, displayPath(path, REPOSITORY_ROOT));
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
