// The dot-files the harness keeps beside artifacts while it works: the temp file of an atomic
// write, a run's case journal, the write probe of `--out`. Each is named
//   .<subject>.<pid>.<kind>
// so a later start can tell which process made it and whether that process still lives: only
// the scratch of a dead process is recovered or removed, never that of a run still going.
// Dot-files are ignored by git (`artifacts/**/.*`) and by the site's loader.
import { join } from 'node:path';

export const SCRATCH_KINDS = ['tmp', 'journal'] as const;
export type ScratchKind = (typeof SCRATCH_KINDS)[number];

export interface ScratchName {
  /** What the file belongs to: an artifact's file name, or `write-probe`. */
  subject: string;
  pid: number;
  kind: ScratchKind;
}

export function scratchFileName(subject: string, kind: ScratchKind, pid: number = process.pid): string {
  return `.${subject}.${pid}.${kind}`;
}

export function scratchPath(directory: string, subject: string, kind: ScratchKind, pid: number = process.pid): string {
  return join(directory, scratchFileName(subject, kind, pid));
}

const SCRATCH_PATTERN = new RegExp(`^\\.(.+)\\.([1-9][0-9]{0,9})\\.(${SCRATCH_KINDS.join('|')})$`);

export function parseScratchName(name: string): ScratchName | null {
  const match = SCRATCH_PATTERN.exec(name);
  if (!match) return null;
  return { subject: match[1]!, pid: Number(match[2]), kind: match[3] as ScratchKind };
}

/**
 * Whether the process that made a scratch file may still be writing it. Recovery runs before
 * this process makes any scratch file, so a file naming our own pid is a dead namesake's
 * (pids are reused, and small in containers). EPERM means a live process of another user.
 */
export function writerIsAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
