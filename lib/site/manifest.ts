// The published manifest of the downloads: every artifact with its size, SHA-256 and run,
// built by lib/eval's buildManifest from the bytes on disk. The prebuild writes it next to
// the copies; the pages and the audit lookup read the same function, so they cannot differ.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isArtifactFileName } from '../eval/artifact-rules';
import { buildManifest, type Manifest } from '../eval/manifest';
import { artifactsDirectory } from './paths';
import { MANIFEST_FILE } from './routes';

export { MANIFEST_FILE };

/** Artifact files in a folder: not the manifest itself, not the harness's dot-file scratch. */
export function artifactFileNames(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => isArtifactFileName(name) && name !== MANIFEST_FILE)
    .sort();
}

export function manifestOfDirectory(directory: string): Manifest {
  return buildManifest(artifactFileNames(directory).map((name) => ({ name, bytes: readFileSync(join(directory, name)) })));
}

/** As written to disk: two-space JSON with a final newline, like the artifacts. */
export function manifestText(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

let cached: { directory: string; manifest: Manifest } | undefined;

export function getManifest(): Manifest {
  const directory = artifactsDirectory();
  if (!cached || cached.directory !== directory) cached = { directory, manifest: manifestOfDirectory(directory) };
  return cached.manifest;
}
