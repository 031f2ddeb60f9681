// One row per recorded run, as the results table and the run pages show it. Figures are
// counted from the recorded cases themselves, not copied from the artifact's summary.
import type { Artifact } from '../eval/artifact-schema';
import type { LoadedArtifact } from './artifacts';
import type { DigestGroup } from './digest-groups';
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
    const group = groups.find((candidate) => candidate.runIds.includes(artifact.runId));
    if (!group) throw new Error(`${file}: run ${artifact.runId} has no digest group`);
    const passed = artifact.cases.filter((item) => item.passed).length;
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
      cases: artifact.cases.length,
      passed,
      failed: artifact.cases.length - passed,
      degraded: artifact.cases.filter((item) => item.response.degraded).length,
      digestGroup: group.id,
      matchesCurrentSource: group.matchesCurrentSource,
    };
  });
}

export function runsOfKind<T extends { providerKind: ProviderKind }>(rows: readonly T[], kind: ProviderKind): T[] {
  return rows.filter((row) => row.providerKind === kind);
}
