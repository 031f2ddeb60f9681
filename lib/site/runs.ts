// One row per recorded run, as the results table and the run pages show it. The counts are
// the artifact's summary, which validation (lib/site/validate.ts) checks against its cases.
import { ArtifactRefusal } from '../eval/artifact-refusal';
import type { Artifact } from '../eval/artifact-schema';
import type { LoadedArtifact } from './artifacts';
import { groupOfRun, type DigestGroup } from './revisions';
import { formatDate } from './format';

export type ProviderKind = Artifact['provider']['kind'];

export interface RunRow {
  runId: string;
  file: string;
  sha256: string;
  date: string;
  startedAt: string;
  finishedAt: string | null;
  state: Artifact['state'];
  /** What the site says of the run's state (see runStateLabel). */
  stateLabel: RunStateLabel;
  statusLabel: string;
  providerId: string;
  providerKind: ProviderKind;
  requestedModel: string | null;
  resolvedModels: string[];
  pairing: string;
  cases: number;
  passed: number;
  failed: number;
  degraded: number;
  /** Short id of the run's digest group (harness revision). */
  digestGroup: string;
  matchesCurrentSource: boolean;
}

export type RunStateLabel = 'complete' | 'interrupted';

/**
 * A published artifact still marked `running` can only be a run that was killed (nothing is
 * published while it runs), so the site calls it interrupted, as it does a run stopped by
 * Ctrl-C or recovered from its journal.
 */
export function runStateLabel(state: Artifact['state']): RunStateLabel {
  return state === 'complete' ? 'complete' : 'interrupted';
}

/** A model pairing is a provider with the model it was asked for. */
export function pairingKey(artifact: Pick<Artifact, 'provider' | 'model'>): string {
  return artifact.model.requested ? `${artifact.provider.id} · ${artifact.model.requested}` : artifact.provider.id;
}

export function runRows(artifacts: readonly LoadedArtifact[], groups: readonly DigestGroup[]): RunRow[] {
  return artifacts.map(({ file, source, sha256, artifact }) => {
    const group = groupOfRun(groups, artifact.runId);
    if (!group) throw new ArtifactRefusal(source, 'sourceHashes', `a digest group for run ${artifact.runId}, found none`);
    return {
      runId: artifact.runId,
      file,
      sha256,
      date: formatDate(artifact.startedAt),
      startedAt: artifact.startedAt,
      finishedAt: artifact.finishedAt,
      state: artifact.state,
      stateLabel: runStateLabel(artifact.state),
      statusLabel: artifact.statusLabel,
      providerId: artifact.provider.id,
      providerKind: artifact.provider.kind,
      requestedModel: artifact.model.requested,
      resolvedModels: artifact.model.resolved,
      pairing: pairingKey(artifact),
      cases: artifact.summary.total,
      passed: artifact.summary.passed,
      failed: artifact.summary.failed,
      degraded: artifact.summary.degraded,
      digestGroup: group.id,
      matchesCurrentSource: group.matchesCurrentSource,
    };
  });
}

export function runsOfKind<T extends { providerKind: ProviderKind }>(rows: readonly T[], kind: ProviderKind): T[] {
  return rows.filter((row) => row.providerKind === kind);
}
