// A run's case journal: after each case the runner appends that case as one JSON line and
// fsyncs, so the cost of recording a case does not grow with the run and a process killed
// at any instant loses no completed case. The artifact itself is written only at the start
// and the end; a later start folds an orphaned journal into its artifact (recover-runs.ts).
import { closeSync, fsyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { ArtifactRefusal } from './artifact-refusal';
import { CaseSchema, type ArtifactCase } from './artifact-schema';
import { syncDirectory } from './artifact-file';
import { scratchPath } from './scratch-files';

export function journalPathFor(artifactPath: string, pid: number = process.pid): string {
  return scratchPath(dirname(artifactPath), basename(artifactPath), 'journal', pid);
}

export class RunJournal {
  private constructor(
    readonly path: string,
    private descriptor: number | null,
  ) {}

  /** Creates the journal (it must not exist) and makes its folder entry durable. */
  static create(path: string): RunJournal {
    const descriptor = openSync(path, 'wx');
    syncDirectory(dirname(path));
    return new RunJournal(path, descriptor);
  }

  append(row: ArtifactCase): void {
    if (this.descriptor === null) throw new Error(`${this.path}: journal already closed`);
    // The line goes out whole, newline last: a kill can only leave the last line unterminated.
    const line = Buffer.from(`${JSON.stringify(row)}\n`, 'utf8');
    let written = 0;
    while (written < line.length) written += writeSync(this.descriptor, line, written);
    fsyncSync(this.descriptor);
  }

  /** Called once the artifact holds every journalled case. */
  remove(): void {
    if (this.descriptor !== null) closeSync(this.descriptor);
    this.descriptor = null;
    rmSync(this.path, { force: true });
    syncDirectory(dirname(this.path));
  }
}

export interface JournalContents {
  rows: ArtifactCase[];
  /** The text after the last newline: a line whose write never finished, so not a case. */
  tornLastLine: boolean;
}

/**
 * The complete cases of a journal's text. Only the last line can be torn (one process appends,
 * each line whole with its newline last); a terminated line that is not a case is refused,
 * naming the journal and the line, because something else has changed the file.
 */
export function readJournalText(text: string, file: string): JournalContents {
  const lines = text.split('\n');
  // Text ending in "\n" splits into a last empty piece; anything else there was cut short.
  const tail = lines.pop()!;
  const rows = lines.map((line, index) => {
    const row = parseLine(line);
    if (!row) throw new ArtifactRefusal(file, `line ${index + 1}`, 'one recorded case as JSON (only an unterminated last line may be torn)');
    return row;
  });
  return { rows, tornLastLine: tail.length > 0 };
}

function parseLine(line: string): ArtifactCase | null {
  try {
    const result = CaseSchema.safeParse(JSON.parse(line));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
