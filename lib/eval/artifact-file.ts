// Reading and writing artifact files. Writes are atomic (temp file in the same folder,
// fsync, rename) so a run killed at any instant leaves either the previous valid artifact
// or the new one, never half a file.
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { ArtifactSchema, type Artifact, type WrittenArtifact } from './artifact-schema';
import { ArtifactRefusal, findProtoKey, jsonPath } from './artifact-refusal';
import { AnyArtifactSchema } from './artifact-versions';
import { ArtifactUpgradeError, toCurrentShape } from './artifact-upgrade';

export function serialiseArtifact(artifact: WrittenArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

export function writeArtifactAtomically(path: string, artifact: WrittenArtifact): void {
  // Only the current version is ever written. Validate before touching the disk: a writer bug must not produce an invalid file.
  const text = serialiseArtifact(ArtifactSchema.parse(artifact));
  mkdirSync(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    const descriptor = openSync(temporary, 'w');
    try {
      writeSync(descriptor, text);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  // The rename is durable only once the directory entry is on disk too.
  const directory = openSync(dirname(path), 'r');
  try {
    fsyncSync(directory);
  } finally {
    closeSync(directory);
  }
}

/** Parse an artifact of any published version into the current shape, naming the file and the failing field when it is invalid. */
export function parseArtifactText(text: string, fileName: string): Artifact {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ArtifactRefusal(fileName, '(root)', `valid JSON (${(error as Error).message})`);
  }
  const proto = findProtoKey(json);
  if (proto) throw new ArtifactRefusal(fileName, proto, 'no key named "__proto__"');
  const result = AnyArtifactSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ArtifactRefusal(fileName, issue ? jsonPath(issue.path) : '(root)', issue?.message ?? 'a valid artifact');
  }
  try {
    return toCurrentShape(result.data);
  } catch (error) {
    if (error instanceof ArtifactUpgradeError) throw new ArtifactRefusal(fileName, error.field, error.message);
    throw error;
  }
}

export function readArtifactFile(path: string): Artifact {
  return parseArtifactText(readFileSync(path, 'utf8'), path);
}
