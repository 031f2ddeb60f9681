// Does every recorded verdict reproduce? The commit a run names re-scores the run's recorded
// messages with its own `scripts/rescore.ts` (its own rubric and verdict code, not today's),
// and each case's verdict — pass or fail, failure stage and text, every check's outcome — is
// compared with the recorded one, case by case. The same tree also prints the commit's
// declarations (scripts/print-declarations.ts, copied in) for the trust check.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { parseArtifactText } from './artifact-file';
import { RecordedRubricSchema, type Artifact, type ArtifactCase } from './artifact-schema';
import { jobKey } from './shard';
import { runInTree, type CommitTree, type TreeRun } from './submission-commit-tree';

export const RESCORE_ENTRY = 'scripts/rescore.ts';
/** Where the probe is copied inside the commit's tree, beside the commit's own scripts. */
const PROBE_ENTRY = 'scripts/submit-print-declarations.ts';
/** The module the probe reads the commit's declarations through. */
const CURRENT_SOURCE_MODULE = 'lib/site/current-source.ts';

export interface VerdictRow {
  job: string;
  recorded: string;
  rescored: string | null;
  /** What differs, field by field; empty when the verdict reproduced. */
  differences: string[];
}

const DeclarationsSchema = z.object({
  rubric: RecordedRubricSchema.nullable(),
  scenarios: z.record(z.string(), z.object({ label: z.string().nullable(), group: z.string(), prompt: z.string(), priorTurn: z.string().nullable() }).nullable()),
});
export type Declarations = z.infer<typeof DeclarationsSchema>;

/** A verdict in words: `pass`, or `fail (assertion: states-break-even: ...)`. */
const verdictText = (row: ArtifactCase) => (row.passed ? 'pass' : `fail (${row.failureStage}: ${row.failureText})`);
const show = (value: unknown) => JSON.stringify(value);

function differencesOf(recorded: ArtifactCase, rescored: ArtifactCase): string[] {
  const differences: string[] = [];
  for (const key of ['passed', 'failureStage', 'failureText'] as const) {
    if (recorded[key] !== rescored[key]) differences.push(`${key}: recorded ${show(recorded[key])}, re-scored ${show(rescored[key])}`);
  }
  const length = Math.max(recorded.assertions.length, rescored.assertions.length);
  for (let index = 0; index < length; index += 1) {
    const [before, after] = [recorded.assertions[index], rescored.assertions[index]];
    if (show(before) !== show(after)) differences.push(`assertions[${index}]: recorded ${show(before ?? null)}, re-scored ${show(after ?? null)}`);
  }
  return differences;
}

export function compareVerdicts(recorded: Artifact, rescored: Artifact): VerdictRow[] {
  const again = new Map(rescored.cases.map((row) => [jobKey(row.scenarioId, row.attempt), row]));
  return recorded.cases.map((row) => {
    const other = again.get(jobKey(row.scenarioId, row.attempt));
    return {
      job: jobKey(row.scenarioId, row.attempt),
      recorded: verdictText(row),
      rescored: other ? verdictText(other) : null,
      differences: other ? differencesOf(row, other) : ['the re-score has no such case'],
    };
  });
}

/** The line of a failed process's stderr that says most: its error, else its first line. */
function telling(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim()).filter(Boolean);
  return (lines.find((line) => /^[A-Za-z]*Error\b|^Error:|^[a-z-]+: /.test(line)) ?? lines[0] ?? '(no output)').slice(0, 300);
}

const reasonOf = (what: string, run: TreeRun, timeoutMs: number) =>
  run.timedOut ? `${what} did not finish within ${Math.round(timeoutMs / 1000)} s` : `${what} exited ${run.code ?? 'on a signal'}: ${telling(run.stderr)}`;

export type TreeOutcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The commit's own re-score of the artifact at `artifactPath`. */
export async function rescoreInTree(tree: CommitTree, artifactPath: string, timeoutMs: number): Promise<TreeOutcome<Artifact>> {
  const name = `commit ${tree.commit.slice(0, 12)}'s ${RESCORE_ENTRY}`;
  if (!existsSync(join(tree.directory, RESCORE_ENTRY))) return { ok: false, reason: `commit ${tree.commit.slice(0, 12)} has no ${RESCORE_ENTRY}: its scripts predate this check` };
  const out = mkdtempSync(join(tmpdir(), 'submit-rescore-'));
  try {
    const run = await runInTree(tree, RESCORE_ENTRY, [artifactPath, '--out', out], timeoutMs);
    if (run.code !== 0) return { ok: false, reason: reasonOf(name, run, timeoutMs) };
    const written = readdirSync(out).filter((file) => file.endsWith('.json'));
    if (written.length !== 1) return { ok: false, reason: `${name} wrote ${written.length} artifact(s) where one was expected: its scripts differ from what this check runs` };
    try {
      return { ok: true, value: parseArtifactText(readFileSync(join(out, written[0]!), 'utf8'), `${name} output`) };
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The commit's declarations for the selected scenarios, read through its own current-source module. */
export async function declarationsInTree(tree: CommitTree, probeScript: string, scenarioIds: readonly string[], timeoutMs: number): Promise<TreeOutcome<Declarations>> {
  if (!existsSync(join(tree.directory, CURRENT_SOURCE_MODULE))) {
    return { ok: false, reason: `commit ${tree.commit.slice(0, 12)} has no ${CURRENT_SOURCE_MODULE}: it predates the declarations the trust check compares a run with` };
  }
  copyFileSync(probeScript, join(tree.directory, PROBE_ENTRY));
  const run = await runInTree(tree, PROBE_ENTRY, scenarioIds, timeoutMs);
  const name = `the declarations of commit ${tree.commit.slice(0, 12)} (read through its ${CURRENT_SOURCE_MODULE})`;
  if (run.code !== 0) return { ok: false, reason: reasonOf(name, run, timeoutMs) };
  try {
    return { ok: true, value: DeclarationsSchema.parse(JSON.parse(run.stdout)) };
  } catch {
    return { ok: false, reason: `${name} could not be read: the commit's modules differ from what this check reads` };
  }
}
