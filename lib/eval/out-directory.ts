// Makes sure an output folder can take an artifact before a run records anything: it must be
// a directory (or be creatable as one) and accept a small write. The probe is a dot-file of a
// few bytes, removed at once. Missing folders are created one level at a time, never with a
// recursive mkdir, which on Node 20 loops forever under /proc; anything the probe created is
// removed again when it fails, so a refused run leaves nothing behind.
import { closeSync, fsyncSync, mkdirSync, openSync, rmdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from './config-error';
import { scratchPath } from './scratch-files';

export class OutDirectoryError extends ConfigError {
  constructor(message: string) {
    super(message);
    this.name = 'OutDirectoryError';
  }
}

const PROBE_BYTES = 'commerce-v1 write probe\n';

/** Prepares `directory` (as given by the user, for messages) and returns its absolute path. */
export function prepareOutDirectory(directory: string, flag = '--out'): string {
  if (!directory.trim()) throw new OutDirectoryError(`${flag} is empty; name the folder the artifact goes to`);
  const absolute = resolve(directory);
  const missing = missingLevels(absolute, flag, directory);
  const created: string[] = [];
  try {
    for (const level of missing) {
      mkdirSync(level);
      created.push(level);
    }
    probeWrite(absolute);
  } catch (error) {
    for (const level of created.reverse()) rmdirSync(level);
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new OutDirectoryError(`${flag} ${directory} is not writable (${code})`);
  }
  return absolute;
}

/** The folders to create, outermost first; refuses a path whose existing part is not a folder. */
function missingLevels(absolute: string, flag: string, given: string): string[] {
  const missing: string[] = [];
  for (let level = absolute; ; level = dirname(level)) {
    const kind = kindOf(level);
    if (kind === 'directory') return missing.reverse();
    if (kind !== 'missing') {
      const where = level === absolute ? '' : `: ${level} above it`;
      throw new OutDirectoryError(`${flag} ${given}${where} is ${kind}, not a directory`);
    }
    if (level === dirname(level)) throw new OutDirectoryError(`${flag} ${given} has no existing folder above it`);
    missing.push(level);
  }
}

/** 'directory', 'missing', or how to name what is there instead. */
function kindOf(path: string): string {
  try {
    const stats = statSync(path);
    if (stats.isDirectory()) return 'directory';
    return stats.isFile() ? 'a file' : 'a special file';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOTDIR: a level above is a file; the walk upwards reaches it and names it.
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    return `unreadable (${code})`;
  }
}

function probeWrite(directory: string): void {
  const probe = scratchPath(directory, 'write-probe', 'tmp');
  // 'w', not 'wx': a probe naming our pid can only be a dead namesake's.
  const descriptor = openSync(probe, 'w');
  try {
    writeSync(descriptor, PROBE_BYTES);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
    rmSync(probe, { force: true });
  }
}
