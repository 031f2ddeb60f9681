// Reading and writing artifact files. A write is atomic (temp file in the same folder, fsync,
// rename, fsync of the folder), so a process killed at any instant leaves either the previous
// artifact or the new one, never half a file. The text is written case by case, so writing a
// long run never builds the whole artifact as one string. Reading applies the schema and the
// file rules, and every refusal is one line naming the file and the field.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { ArtifactRefusal, ROOT_FIELD, jsonPath } from './artifact-refusal';
import { checkRunIdAndFileName, decodeArtifactBytes } from './artifact-rules';
import { ArtifactSchema, type Artifact } from './artifact-schema';
import { scratchPath } from './scratch-files';

const CASES_PLACEHOLDER = '\n  "cases": []';

/**
 * The artifact's text in pieces whose concatenation is exactly `JSON.stringify(artifact,
 * null, 2)` plus a newline: the header around an empty case list, then one piece per case.
 * JSON strings hold no raw newline, so re-indenting a case's lines cannot touch its data.
 */
export function* artifactTextChunks(artifact: Artifact): Generator<string> {
  const header = JSON.stringify({ ...artifact, cases: [] }, null, 2);
  const at = header.indexOf(CASES_PLACEHOLDER);
  if (artifact.cases.length === 0 || at < 0) {
    yield `${at < 0 ? JSON.stringify(artifact, null, 2) : header}\n`;
    return;
  }
  yield `${header.slice(0, at)}\n  "cases": [`;
  for (const [index, row] of artifact.cases.entries()) {
    yield `${index === 0 ? '' : ','}\n    ${JSON.stringify(row, null, 2).replaceAll('\n', '\n    ')}`;
  }
  yield `\n  ]${header.slice(at + CASES_PLACEHOLDER.length)}\n`;
}

export function serialiseArtifact(artifact: Artifact): string {
  return [...artifactTextChunks(artifact)].join('');
}

export function writeArtifactAtomically(path: string, artifact: Artifact): void {
  // Validate before touching the disk: a writer bug must not produce a file readers refuse.
  const valid = ArtifactSchema.parse(artifact);
  checkRunIdAndFileName(valid.runId, basename(path), path);
  const temporary = scratchPath(dirname(path), basename(path), 'tmp');
  try {
    const descriptor = openSync(temporary, 'w');
    try {
      for (const chunk of artifactTextChunks(valid)) writeSync(descriptor, chunk);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncDirectory(dirname(path));
}

/** A rename or an unlink is durable only once the folder's entry is on disk too. */
export function syncDirectory(directory: string): void {
  const descriptor = openSync(directory, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

export interface ParseOptions {
  /** When given, the artifact's run id must make exactly this file name. */
  fileName?: string;
}

/** Parse an artifact's text; `file` is how refusals name it (see displayPath). */
export function parseArtifactText(text: string, file: string, options: ParseOptions = {}): Artifact {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ArtifactRefusal(file, ROOT_FIELD, `JSON (${(error as Error).message})`);
  }
  const result = ArtifactSchema.safeParse(json);
  if (!result.success) {
    const [issue, ...others] = result.error.issues;
    const more = others.length > 0 ? ` (and ${others.length} more problem${others.length === 1 ? '' : 's'})` : '';
    throw new ArtifactRefusal(file, jsonPath(issue?.path ?? []), `${expectedText(issue?.message ?? '')}${more}`);
  }
  checkRunIdAndFileName(result.data.runId, options.fileName, file);
  return result.data;
}

export function parseArtifactBytes(raw: Uint8Array, file: string, options: ParseOptions = {}): Artifact {
  return parseArtifactText(decodeArtifactBytes(raw, file), file, options);
}

export function readArtifactFile(path: string, file: string = path, options: ParseOptions = {}): Artifact {
  return parseArtifactBytes(readFileSync(path), file, options);
}

/** zod says "Invalid input: expected boolean, received string"; keep the part from "expected". */
function expectedText(message: string): string {
  const at = message.indexOf('expected');
  if (at >= 0) return message.slice(at);
  const pattern = /^Invalid string: must match pattern (.+)$/.exec(message);
  return pattern ? `a string matching ${pattern[1]}` : `a valid value (${message || 'unknown problem'})`;
}
