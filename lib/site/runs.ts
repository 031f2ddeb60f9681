// One row per recorded run, as the results table and the run pages show it. The counts are
// the artifact's summary, which validation (lib/site/validate.ts) checks against its cases.
import type { Artifact } from '../eval/artifact-schema';
import type { LoadedArtifact } from './artifacts';
import { groupOfRun, type DigestGroup } from './digest-groups';
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

/** A model pairing is a provider with the model it was asked for. */
export function pairingKey(artifact: Pick<Artifact, 'provider' | 'model'>): string {
  return artifact.model.requested ? `${artifact.provider.id} · ${artifact.model.requested}` : artifact.provider.id;
}

export function runRows(artifacts: readonly LoadedArtifact[], groups: readonly DigestGroup[]): RunRow[] {
  return artifacts.map(({ file, sha256, artifact }) => {
    const group = groupOfRun(groups, artifact.runId);
    if (!group) throw new Error(`${file}: run ${artifact.runId} has no digest group`);
    return {
      runId: artifact.runId,
      file,
      sha256,
      date: formatDate(artifact.startedAt),
      startedAt: artifact.startedAt,
      finishedAt: artifact.finishedAt,
      state: artifact.state,
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
