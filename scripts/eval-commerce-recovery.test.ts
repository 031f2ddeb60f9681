// Crash safety of the real runner: processes SIGKILLed at random points lose no completed
// case, the next start folds every orphaned journal into a valid artifact and leaves no
// scratch behind, and `--resume` completes an interrupted run to the verdicts of an
// uninterrupted one, under the same run id.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readArtifactFile } from '../lib/eval/artifact-file';
import type { Artifact } from '../lib/eval/artifact-schema';
import { afterCases, caseLines, closed, dotFiles, runEvalSync, spawnEval } from './__fixtures__/eval-process';

let outDir = '';
afterEach(() => outDir && rmSync(outDir, { recursive: true, force: true }));

const KILLS = 10;
/** Long enough that a kill can land anywhere: during start-up, among the cases, near the end. */
const RUN = ['--provider', 'reference', '--case', 'all', '--repeat', '30'];
const keysOf = (artifact: Artifact) => artifact.cases.map((row) => `${row.scenarioId}#${row.attempt}`);

/** The complete lines of the journal process `pid` left, read without the harness's code. */
function journalOf(directory: string, pid: number): { artifact: string; keys: string[] } | null {
  const name = dotFiles(directory).find((file) => file.endsWith(`.${pid}.journal`));
  if (!name) return null;
  const text = readFileSync(join(directory, name), 'utf8');
  const lines = text.slice(0, text.lastIndexOf('\n') + 1).split('\n').filter(Boolean);
  const keys = lines.map((line) => { const row = JSON.parse(line); return `${row.scenarioId}#${row.attempt}`; });
  return { artifact: name.slice(1, -`.${pid}.journal`.length), keys };
}

describe('npm run eval under SIGKILL', () => {
  it(`loses no completed case over ${KILLS} kills at random points, and the next start recovers every run`, async () => {
    outDir = mkdtempSync(join(tmpdir(), 'eval-kill-'));
    // Two kills at a random instant of start-up (before, during or after the first writes,
    // or while folding the previous run's journal), the others once a random number of cases
    // is printed, so load on the machine cannot push every kill into start-up or past the end.
    const points = Array.from({ length: KILLS }, (_, index) =>
      index < 2 ? { afterMs: Math.round(Math.random() * 1_000) } : { afterCases: 1 + Math.floor(Math.random() * 400) },
    );
    // What each killed run left, read the moment it died: its artifact and its journal's
    // complete lines (or, for a run that finished before its kill, its complete artifact).
    const expected = new Map<string, { keys: string[]; state: Artifact['state'] }>();
    let printedRuns = 0;
    for (const [index, point] of points.entries()) {
      const child = spawnEval([...RUN, '--concurrency', String(1 + (index % 3)), '--out', outDir]);
      if ('afterMs' in point) await new Promise((resolve) => setTimeout(resolve, point.afterMs));
      else await afterCases(child, point.afterCases);
      child.kill('SIGKILL');
      await closed(child);
      const journal = journalOf(outDir, child.pid!);
      if (journal && existsSync(join(outDir, journal.artifact))) expected.set(journal.artifact, { keys: journal.keys, state: 'interrupted' });
      const runId = /^commerce-v1 run (\S+):/m.exec(child.output())?.[1];
      if (!journal && runId && existsSync(join(outDir, `${runId}.json`))) {
        const finished = readArtifactFile(join(outDir, `${runId}.json`));
        expect(finished.state).toBe('complete');
        expected.set(`${runId}.json`, { keys: keysOf(finished), state: 'complete' });
      }
      const printed = caseLines(child.output());
      // A case is journalled before its line is printed: every printed case is in the journal.
      if (printed.length > 0) {
        printedRuns += 1;
        expect(journal?.keys).toEqual(expect.arrayContaining(printed));
      }
    }
    expect(printedRuns).toBeGreaterThanOrEqual(KILLS - 2);
    const orphans = dotFiles(outDir).filter((name) => name.endsWith('.journal') && existsSync(join(outDir, name.slice(1).replace(/\.\d+\.journal$/, ''))));

    // Every start folds what killed runs left; this one finds at least the last run's journal.
    const recovery = runEvalSync(['--provider', 'reference', '--case', 'unit-economics', '--out', outDir]);
    expect(recovery.status).toBe(0);
    expect(recovery.stdout.split('\n').filter((line) => line.startsWith('recovered run '))).toHaveLength(orphans.length);
    expect(dotFiles(outDir), JSON.stringify(points)).toEqual([]);

    const artifacts = readdirSync(outDir).filter((name) => name !== recoveryArtifact(recovery.stdout));
    expect(artifacts.sort()).toEqual([...expected.keys()].sort());
    for (const name of artifacts) {
      const artifact = readArtifactFile(join(outDir, name), name, { fileName: name });
      expect(artifact.state, name).toBe(expected.get(name)!.state);
      expect(keysOf(artifact).sort(), name).toEqual([...expected.get(name)!.keys].sort());
      expect(artifact.summary.total).toBe(artifact.cases.length);
    }
  }, 180_000);
});

/** The file the recovery run itself wrote. */
const recoveryArtifact = (stdout: string) => `${/^commerce-v1 run (\S+):/m.exec(stdout)![1]}.json`;

describe('npm run eval -- --resume', () => {
  it.each([
    ['reference', 0],
    ['counterexample', 1],
  ])('completes a killed %s run to the verdicts of an uninterrupted one, under its run id', async (provider, exitCode) => {
    outDir = mkdtempSync(join(tmpdir(), 'eval-resume-'));
    const args = ['--provider', provider, '--case', 'all', '--repeat', '3', '--concurrency', '2'];
    const child = spawnEval([...args, '--out', join(outDir)]);
    await afterCases(child, 10);
    child.kill('SIGKILL');
    await closed(child);
    const [name] = readdirSync(outDir).filter((file) => !file.startsWith('.'));
    const path = join(outDir, name!);

    const resumed = runEvalSync(['--resume', path]);
    expect(resumed.status, resumed.stderr).toBe(exitCode);
    expect(resumed.stdout).toMatch(/^recovered run \S+: \d+ case\(s\) from its journal/m);
    expect(resumed.stdout).toMatch(/14 scenario\(s\) x 3 attempt\(s\), \d+ already recorded/);
    expect(dotFiles(outDir)).toEqual([]);
    const completed = readArtifactFile(path, name!, { fileName: name! });

    const reference = mkdtempSync(join(outDir, 'uninterrupted-'));
    expect(runEvalSync([...args, '--out', reference]).status).toBe(exitCode);
    const [other] = readdirSync(reference);
    const uninterrupted = readArtifactFile(join(reference, other!));

    const verdicts = (artifact: Artifact) =>
      artifact.cases.map((row) => [row.scenarioId, row.attempt, row.passed, row.failureStage, row.failureText, row.assertions.map((outcome) => outcome.held)]);
    expect(completed.state).toBe('complete');
    expect(completed.runId).toBe(name!.replace(/\.json$/, ''));
    expect(verdicts(completed)).toEqual(verdicts(uninterrupted));
    expect(completed.summary).toEqual(uninterrupted.summary);
    expect(completed.sourceHashes).toEqual(uninterrupted.sourceHashes);
  }, 120_000);
});
