// What a start does with the scratch a killed process left in an artifacts folder: the temp
// file of an interrupted atomic write is removed (the artifact beside it is whole, old or
// new), and a run's orphaned journal is folded into its artifact, which becomes
// `interrupted` with every case the journal holds complete. Scratch of a live process is
// left alone: it belongs to a run still going.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ArtifactRefusal, displayPath } from './artifact-refusal';
import { decodeArtifactBytes } from './artifact-rules';
import type { Artifact } from './artifact-schema';
import { readArtifactFile, writableArtifact, syncDirectory, writeArtifactAtomically } from './artifact-file';
import { caseKey, unplannedRows, withCases } from './planned-cases';
import { readJournalText } from './run-journal';
import { parseScratchName, writerIsAlive } from './scratch-files';

export interface RecoveredRun {
  runId: string;
  /** The artifact, as refusals and messages name files. */
  file: string;
  /** Cases the journal added to the artifact. */
  fromJournal: number;
  cases: number;
  tornLastLine: boolean;
  state: Artifact['state'];
}

export interface RecoveryReport {
  recovered: RecoveredRun[];
  removedTemporary: string[];
  /** Journals that could not be folded, with the one-line reason; they stay for a person. */
  leftInPlace: string[];
}

/** Folds one journal into the artifact it belongs to, then removes the journal. */
export function foldJournal(journalPath: string, root: string): RecoveredRun | null {
  const artifactPath = join(dirname(journalPath), parseScratchName(basename(journalPath))!.subject);
  const journalFile = displayPath(journalPath, root);
  const { rows, tornLastLine } = readJournalText(decodeArtifactBytes(readFileSync(journalPath), journalFile), journalFile);
  if (!existsSync(artifactPath)) {
    // Killed after creating the journal but before the first artifact write: no case ran yet.
    if (rows.length > 0) throw new ArtifactRefusal(journalFile, '(file)', `its artifact ${displayPath(artifactPath, root)} beside it`);
    removeFile(journalPath);
    return null;
  }
  const file = displayPath(artifactPath, root);
  const artifact = writableArtifact(readArtifactFile(artifactPath, file, { fileName: basename(artifactPath) }), file);
  const stray = unplannedRows(artifact, rows);
  if (stray.length > 0) {
    throw new ArtifactRefusal(journalFile, '(file)', `cases of the run's own plan, got ${caseKey(stray[0]!)} (not among its selection × repeat)`);
  }
  const merged = withCases(artifact, rows);
  // A run that wrote its final artifact and was killed before removing the journal is complete.
  const state = artifact.state === 'complete' ? 'complete' : 'interrupted';
  const unchanged = state === artifact.state && merged.cases.length === artifact.cases.length;
  if (!unchanged) writeArtifactAtomically(artifactPath, { ...merged, state });
  removeFile(journalPath);
  return {
    runId: artifact.runId,
    file,
    fromJournal: merged.cases.length - artifact.cases.length,
    cases: merged.cases.length,
    tornLastLine,
    state,
  };
}

/** Every dead process's scratch in `directory`: temp files removed, journals folded. */
export function recoverDirectory(directory: string, root: string): RecoveryReport {
  const report: RecoveryReport = { recovered: [], removedTemporary: [], leftInPlace: [] };
  if (!existsSync(directory)) return report;
  const orphans = readdirSync(directory)
    .sort()
    .flatMap((name) => {
      const scratch = parseScratchName(name);
      return scratch && !writerIsAlive(scratch.pid) ? [{ name, ...scratch }] : [];
    });
  for (const orphan of orphans.filter((item) => item.kind === 'tmp')) {
    removeFile(join(directory, orphan.name));
    report.removedTemporary.push(displayPath(join(directory, orphan.name), root));
  }
  for (const orphan of orphans.filter((item) => item.kind === 'journal')) {
    try {
      const recovered = foldJournal(join(directory, orphan.name), root);
      if (recovered) report.recovered.push(recovered);
    } catch (error) {
      if (!(error instanceof ArtifactRefusal)) throw error;
      report.leftInPlace.push(error.message);
    }
  }
  return report;
}

function removeFile(path: string): void {
  rmSync(path, { force: true });
  syncDirectory(dirname(path));
}
