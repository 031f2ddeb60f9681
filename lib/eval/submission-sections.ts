// The sections of a submission receipt that need no commit tree: each check's verdict and
// reason in the receipt's words (lib/eval/submission.ts runs them in order).
import type { Artifact } from './artifact-schema';
import { LOCKFILE_PATH } from './lockfile';
import { sha256 } from './sha256';
import { formatShard } from './shard';
import { scanArtifact } from './submission-privacy';
import type { ReceiptSection } from './submission-receipt';
import type { RevisionCheck } from './submission-revision';
import type { Declarations } from './submission-verdicts';
import { checkArtifactTrust, type CurrentSource } from './trust';

export const section = (name: string, status: ReceiptSection['status'], summary: string, details: string[] = []): ReceiptSection => ({ name, status, summary, details });
export const skipped = (name: string, why: string) => section(name, 'skip', `not checked: ${why}`);

export function runSection(artifact: Artifact): ReceiptSection {
  const problems = [
    artifact.state !== 'complete' && `the run is ${artifact.state}, not complete`,
    artifact.selection.shard && `it is shard ${formatShard(artifact.selection.shard)} of a run: merge the shards (npm run merge) and submit the merged artifact`,
    artifact.replayOf && `it is a re-score of ${artifact.replayOf.runId}, not a run`,
  ].filter((problem): problem is string => typeof problem === 'string');
  return problems.length > 0
    ? section('run', 'fail', problems.join('; '))
    : section('run', 'pass', `complete, ${artifact.selection.caseIds.length} scenario(s) x ${artifact.repeat} attempt(s)${artifact.mergedFrom ? `, merged from ${artifact.mergedFrom.length} shards` : ''}`);
}

export function providerSection(artifact: Artifact): ReceiptSection {
  const { provider, model } = artifact;
  const problems = [
    provider.kind !== 'model' && `provider ${provider.id} is a ${provider.kind}, not a model: controls and replays test the harness and are recorded by the maintainers`,
    !model.requested?.trim() && 'no requested model is recorded (model.requested)',
    model.resolved.length === 0 && 'no served model is recorded (model.resolved is empty)',
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) return section('provider', 'fail', problems.join('; '));
  return section('provider', 'pass', `provider ${provider.id} (model), requested ${model.requested}, served ${model.resolved.join(', ')}${provider.endpoint ? ` at ${provider.endpoint}` : ''}`);
}

export function revisionSection(revision: RevisionCheck): ReceiptSection {
  const details = revision.digests.map((row) => `${row.status.padEnd('different'.length)}  ${row.path}`);
  if (revision.problem) return section('revision', 'fail', `revision ${revision.revisionId}: ${revision.problem}`, details);
  return section('revision', 'pass', `revision ${revision.revisionId} is commit ${revision.commit!.slice(0, 12)}: all ${revision.digests.length} pinned digests (lockfile included) equal that commit's files`, details);
}

export function trustSection(artifact: Artifact, name: string, revision: RevisionCheck, declarations: Declarations | null): ReceiptSection {
  const reader = revision.reader;
  const source: CurrentSource = {
    digestOf: (file) => {
      const bytes = reader?.(file) ?? null;
      return bytes === null ? null : sha256(bytes);
    },
    rubricFor: () => declarations?.rubric ?? undefined,
    scenario: (id) => declarations?.scenarios[id] ?? undefined,
    // Without the commit's declarations the revision section has already failed the receipt.
    knownScenario: (id) => declarations === null || Object.hasOwn(declarations.scenarios, id),
  };
  try {
    checkArtifactTrust(artifact, name, source, LOCKFILE_PATH);
  } catch (error) {
    return section('trust', 'fail', (error as Error).message);
  }
  return declarations
    ? section('trust', 'pass', `every verdict, outcome and the summary re-derive from the recorded messages; rubric and prompts are commit ${revision.commit!.slice(0, 12)}'s`)
    : section('trust', 'pass', 'every verdict, outcome and the summary re-derive from the recorded messages (no published commit to compare rubric and prompts with)');
}

export function privacySection(json: unknown, hostnames: readonly string[]): ReceiptSection {
  const findings = scanArtifact(json, hostnames);
  if (findings.length === 0) return section('privacy', 'pass', 'no path, host name, e-mail address or secret-looking value in any field, model messages included');
  return section(
    'privacy',
    'fail',
    `${findings.length} value(s) must not be published`,
    findings.map((finding) => `${finding.kind.padEnd('absolute-path'.length)}  ${finding.path}  ${finding.rule}: ${finding.excerpt}`),
  );
}
