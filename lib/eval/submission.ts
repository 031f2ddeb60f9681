// The check a maintainer runs before publishing someone else's run (`npm run submit`). An
// artifact is accepted only when all of these hold, each a section of the receipt:
//   schema    it is a valid artifact of a published schema version;
//   run       it is a complete run of its whole selection (not a shard, not a re-score);
//   provider  a model served it (not a control or a replay), with a requested model and at
//             least one served model;
//   revision  its recorded commit is published here and holds every pinned file and the
//             lockfile byte for byte (submission-revision.ts);
//   re-score  that commit's own rescore reproduces every verdict (submission-verdicts.ts);
//   trust     the build's trust check, with that commit as the current source: every verdict
//             re-derives from its evidence, and rubric and prompts are the commit's;
//   privacy   no path, host name, e-mail address or secret anywhere (submission-privacy.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArtifactText } from './artifact-file';
import type { Artifact } from './artifact-schema';
import { LOCKFILE_PATH } from './lockfile';
import { sha256, sha256OfFile } from './sha256';
import { materialiseCommit, firstLine } from './submission-commit-tree';
import type { Receipt, ReceiptSection } from './submission-receipt';
import { checkRevision, type RevisionCheck } from './submission-revision';
import { privacySection, providerSection, revisionSection, runSection, section, skipped, trustSection } from './submission-sections';
import { compareVerdicts, declarationsInTree, rescoreInTree, RESCORE_ENTRY, type Declarations, type TreeOutcome } from './submission-verdicts';

export interface SubmissionContext {
  /** The repository checkout: its history is searched and its node_modules lent to the commit's tree. */
  root: string;
  /** The history a run's commit must belong to. */
  published: { ref: string; commit: string };
  /** scripts/print-declarations.ts of this checkout, copied into the commit's tree. */
  probeScript: string;
  /** This machine's host names (already filtered by searchableHostnames). */
  hostnames: readonly string[];
  /** Bound on each step that runs the commit's code or git. */
  timeoutMs: number;
}

export interface SubmittedFile {
  /** Absolute: the commit's rescore reads it from another directory. */
  path: string;
  /** As the receipt and its refusals name it. */
  name: string;
  bytes: Buffer;
}

export async function checkSubmission({ path, name, bytes }: SubmittedFile, context: SubmissionContext): Promise<Receipt> {
  const receipt: Receipt = { file: name, bytes: bytes.length, sha256: sha256(bytes), runId: null, sections: [] };
  const text = bytes.toString('utf8');
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // The schema check names the problem.
  }
  let artifact: Artifact;
  try {
    artifact = parseArtifactText(text, name);
  } catch (error) {
    receipt.sections.push(section('schema', 'fail', (error as Error).message));
    for (const name of ['run', 'provider', 'revision', 're-score', 'trust']) receipt.sections.push(skipped(name, 'the file is not a valid artifact'));
    receipt.sections.push(json === undefined ? skipped('privacy', 'the file is not JSON') : privacySection(json, context.hostnames));
    return receipt;
  }
  receipt.runId = artifact.runId;
  receipt.sections.push(section('schema', 'pass', `schema version ${artifact.schemaVersion}, ${artifact.cases.length} case(s), state ${artifact.state}`));
  receipt.sections.push(runSection(artifact), providerSection(artifact));

  const revision = checkRevision(artifact, context.root, context.published);
  receipt.sections.push(revisionSection(revision));
  const { rescore, trust } = await commitSections({ path, name }, artifact, revision, context);
  receipt.sections.push(rescore, trust, privacySection(json, context.hostnames));
  return receipt;
}

/** Re-score and trust, both against the recorded commit, whose tree is materialised once for both. */
async function commitSections(file: { path: string; name: string }, artifact: Artifact, revision: RevisionCheck, context: SubmissionContext) {
  if (revision.problem || !revision.commit || !revision.reader) {
    return {
      rescore: skipped('re-score', 'the run names no published commit whose rubric could re-score it'),
      trust: trustSection(artifact, file.name, revision, null),
    };
  }
  const short = revision.commit.slice(0, 12);
  let rescored: TreeOutcome<Artifact>;
  let declarations: TreeOutcome<Declarations>;
  try {
    const tree = materialiseCommit(context.root, revision.commit, context.timeoutMs);
    try {
      [rescored, declarations] = await Promise.all([
        rescoreInTree(tree, file.path, context.timeoutMs),
        declarationsInTree(tree, context.probeScript, artifact.selection.caseIds, context.timeoutMs),
      ]);
    } finally {
      tree.remove();
    }
  } catch (error) {
    rescored = declarations = { ok: false, reason: firstLine(error) };
  }
  let rescore: ReceiptSection;
  if (!rescored.ok) {
    rescore = section('re-score', 'fail', rescored.reason);
  } else {
    const rows = compareVerdicts(artifact, rescored.value);
    const same = rows.filter((row) => row.differences.length === 0).length;
    const extra = rescored.value.cases.length - artifact.cases.length;
    const details = rows.flatMap((row) =>
      row.differences.length === 0
        ? [`same       ${row.job}  ${row.recorded}`]
        : [`DIFFERENT  ${row.job}  recorded ${row.recorded}, re-scored ${row.rescored ?? '(missing)'}`, ...row.differences.map((difference) => `             ${difference}`)],
    );
    if (extra > 0) details.push(`DIFFERENT  the re-score holds ${extra} case(s) the run does not`);
    // The tree borrows this checkout's dependencies; say so when they are not the commit's.
    const lockfile = join(context.root, LOCKFILE_PATH);
    const borrowed = existsSync(lockfile) && sha256OfFile(lockfile) !== artifact.lockfileSha256;
    const under = `under commit ${short}'s rubric (its own ${RESCORE_ENTRY}${borrowed ? `, with this checkout's node_modules, whose ${LOCKFILE_PATH} differs from the commit's` : ''})`;
    rescore = same === rows.length && extra === 0
      ? section('re-score', 'pass', `all ${rows.length} verdict(s) reproduce ${under}`, details)
      : section('re-score', 'fail', `${rows.length - same} of ${rows.length} verdict(s) do not reproduce ${under}`, details);
  }
  const trust = declarations.ok
    ? trustSection(artifact, file.name, revision, declarations.value)
    : section('trust', 'fail', `cannot compare the run with commit ${short}'s declarations: ${declarations.reason}`);
  return { rescore, trust };
}

