// Reading and writing artifact files. A write is atomic (temp file in the same folder, fsync,
// rename, fsync of the folder), so a process killed at any instant leaves either the previous
// artifact or the new one, never half a file. The text is written case by case, so writing a
// long run never builds the whole artifact as one string. Reading applies the schema and the
// file rules, and every refusal is one line naming the file and the field.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { ArtifactRefusal, ROOT_FIELD, findProtoKey, jsonPath } from './artifact-refusal';
import { checkRunIdAndFileName, decodeArtifactBytes } from './artifact-rules';
import { ArtifactSchema, type Artifact, type WrittenArtifact } from './artifact-schema';
import { ArtifactUpgradeError, toCurrentShape } from './artifact-upgrade';
import { AnyArtifactSchema } from './artifact-versions';
import { scratchPath } from './scratch-files';

const CASES_PLACEHOLDER = '\n  "cases": []';

/**
 * The artifact's text in pieces whose concatenation is exactly `JSON.stringify(artifact,
 * null, 2)` plus a newline: the header around an empty case list, then one piece per case.
 * JSON strings hold no raw newline, so re-indenting a case's lines cannot touch its data.
 */
export function* artifactTextChunks(artifact: WrittenArtifact): Generator<string> {
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

export function serialiseArtifact(artifact: WrittenArtifact): string {
  return [...artifactTextChunks(artifact)].join('');
}

export function writeArtifactAtomically(path: string, artifact: WrittenArtifact): void {
  // Only the current version is written. Validate before touching the disk: a writer bug
  // must not produce a file readers refuse.
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

/**
 * Parse an artifact's text, of any published schema version, into the current shape; `file`
 * is how refusals name it (see displayPath).
 */
export function parseArtifactText(text: string, file: string, options: ParseOptions = {}): Artifact {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ArtifactRefusal(file, ROOT_FIELD, `JSON (${(error as Error).message})`);
  }
  const proto = findProtoKey(json);
  if (proto) throw new ArtifactRefusal(file, proto, 'no key named "__proto__"');
  const result = AnyArtifactSchema.safeParse(json);
  if (!result.success) {
    const [issue, ...others] = result.error.issues;
    const more = others.length > 0 ? ` (and ${others.length} more problem${others.length === 1 ? '' : 's'})` : '';
    // An unknown key is named by its own path, not its parent's: `cases[0].response.extra`.
    if (issue?.code === 'unrecognized_keys') {
      const extra = issue.keys.length > 1 ? ` (and ${issue.keys.length - 1} more unknown key${issue.keys.length === 2 ? '' : 's'} here)` : '';
      throw new ArtifactRefusal(file, jsonPath([...issue.path, issue.keys[0]!]), `no such key (the schema declares none by this name; an unknown key is refused, not dropped)${extra}${more}`);
    }
    throw new ArtifactRefusal(file, jsonPath(issue?.path ?? []), `${expectedText(issue?.message ?? '')}${more}`);
  }
  checkRunIdAndFileName(result.data.runId, options.fileName, file);
  try {
    return toCurrentShape(result.data);
  } catch (error) {
    if (error instanceof ArtifactUpgradeError) throw new ArtifactRefusal(file, error.field, error.message);
    throw error;
  }
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
  const discriminator = /Invalid discriminator value\. Expected (.+)$/.exec(message);
  if (discriminator) return `a published schema version (${discriminator[1]})`;
  const pattern = /^Invalid string: must match pattern (.+)$/.exec(message);
  return pattern ? `a string matching ${pattern[1]}` : `a valid value (${message || 'unknown problem'})`;
}

/** An artifact read from disk that this version of the harness may rewrite: only the current schema is ever written. */
export function writableArtifact(artifact: Artifact, file: string): WrittenArtifact {
  if (artifact.schemaVersion !== ArtifactSchema.shape.schemaVersion.value) {
    throw new ArtifactRefusal(file, 'schemaVersion', `schema version ${ArtifactSchema.shape.schemaVersion.value}, the only one this harness writes, got ${artifact.schemaVersion}`);
  }
  return artifact as WrittenArtifact;
}

