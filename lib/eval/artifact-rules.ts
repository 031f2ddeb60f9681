// What an artifact file must be besides valid JSON of the schema: UTF-8 bytes decoded
// strictly (a lossy decode would show the reader other text than the download holds), a run
// id that is one safe URL path segment, and a file name that is exactly `<run id>.json`.
// The writer and every reader apply the same rules, so nothing is written that would be refused.
import { ArtifactRefusal, WHOLE_FILE, jsonPath } from './artifact-refusal';

/**
 * A temp file of an atomic write is `.<run id>.json.<pid>.tmp`: with at most 200 characters
 * the longest scratch name stays well inside the 255-byte file-name limit of common filesystems.
 */
export const RUN_ID_MAX_LENGTH = 200;
/** URL-unreserved characters only, and never a leading dot: no `.`, `..` or hidden file. */
const RUN_ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export const ARTIFACT_EXTENSION = '.json';

/** Why a run id is unusable as a file name and a URL path segment, or null when it is fine. */
export function runIdProblem(runId: string): string | null {
  if (runId.length === 0) return 'a non-empty run id';
  if (runId.length > RUN_ID_MAX_LENGTH) return `a run id of at most ${RUN_ID_MAX_LENGTH} characters, got ${runId.length}`;
  if (runId.startsWith('.')) return `a run id that does not start with a dot (no ".", ".." or hidden name), got ${JSON.stringify(runId)}`;
  if (!RUN_ID_PATTERN.test(runId)) return `a run id of letters, digits, ".", "_" and "-" only, got ${JSON.stringify(runId)}`;
  return null;
}

export function artifactFileName(runId: string): string {
  return `${runId}${ARTIFACT_EXTENSION}`;
}

/**
 * Which names in an artifacts folder are artifacts. Dot-files are the harness's scratch
 * (journals, temp files of an atomic write, write probes) and are never read as runs.
 */
export function isArtifactFileName(name: string): boolean {
  return name.endsWith(ARTIFACT_EXTENSION) && !name.startsWith('.');
}

/** Refuses a run id or a file name that breaks the rules above, naming `file` and the field. */
export function checkRunIdAndFileName(runId: string, fileName: string | undefined, file: string): void {
  const problem = runIdProblem(runId);
  if (problem) throw new ArtifactRefusal(file, 'runId', problem);
  if (fileName !== undefined && fileName !== artifactFileName(runId)) {
    throw new ArtifactRefusal(file, WHOLE_FILE, `the file name ${JSON.stringify(artifactFileName(runId))} (run id + ".json"), got ${JSON.stringify(fileName)}`);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The text of an artifact's bytes; invalid UTF-8 or a byte order mark is refused, never replaced. */
export function decodeArtifactBytes(raw: Uint8Array, file: string): string {
  let text: string;
  try {
    text = strictUtf8.decode(raw);
  } catch {
    const at = firstInvalidByte(raw);
    throw new ArtifactRefusal(file, fieldAtByte(raw, at), `UTF-8 text, found an invalid byte sequence at byte ${at}`);
  }
  if (text.startsWith('\uFEFF')) throw new ArtifactRefusal(file, WHOLE_FILE, 'UTF-8 text without a byte order mark');
  return text;
}

/**
 * Where the first invalid UTF-8 sequence starts. A streaming decode accepts an incomplete
 * tail, so "this prefix is already invalid" only grows with the prefix: bisect for the byte
 * at which the error shows, then step back to the start of its sequence (at most 3 bytes).
 */
function firstInvalidByte(raw: Uint8Array): number {
  const decodes = (length: number, stream: boolean) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(raw.subarray(0, length), { stream });
      return true;
    } catch {
      return false;
    }
  };
  let low = 1;
  let high = raw.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (decodes(middle, true)) low = middle + 1;
    else high = middle;
  }
  let start = decodes(low, true) ? raw.length : low - 1;
  while (start > 0 && !decodes(start, false)) start -= 1;
  return start;
}

/** Stands in for the invalid sequence while the field holding it is looked for. */
const INVALID_MARK = '\uE000invalid-utf-8\uE000';

/**
 * The JSON path of the key or string value that holds the invalid sequence at byte `at`, so
 * the refusal names a field like every other one; the whole file when the sequence lies
 * outside any string or the rest of the file is not JSON either.
 */
function fieldAtByte(raw: Uint8Array, at: number): string {
  const lossy = new TextDecoder('utf-8');
  let json: unknown;
  try {
    json = JSON.parse(`${lossy.decode(raw.subarray(0, at))}${INVALID_MARK}${lossy.decode(raw.subarray(at))}`);
  } catch {
    return WHOLE_FILE;
  }
  const path = pathToMark(json, []);
  return path ? jsonPath(path) : WHOLE_FILE;
}

function pathToMark(value: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes(INVALID_MARK) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    // A key keeps the replacement character where the bad bytes were, without the marker.
    if (key.includes(INVALID_MARK)) return [...path, key.replace(INVALID_MARK, '')];
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    const found = pathToMark(item, at);
    if (found) return found;
  }
  return null;
}
