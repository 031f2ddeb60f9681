// Requested versus resolved model. A transport may answer a requested name with a model of
// another name, and not always the same one; a pairing whose runs report more than one
// resolved model is flagged, because its runs may not have measured the same model.
// Controls have no model and are left out.
import type { Artifact } from '../eval/artifact-schema';
import { pairingKey } from './runs';

export interface ModelIdentityRow {
  pairing: string;
  providerId: string;
  requested: string | null;
  runs: { runId: string; resolved: string[] }[];
  /** Every distinct resolved name over the pairing's runs, in order of first report. */
  resolvedModels: string[];
  flagged: boolean;
}

export function modelIdentity(artifacts: readonly Pick<Artifact, 'runId' | 'provider' | 'model'>[]): ModelIdentityRow[] {
  const rows = new Map<string, ModelIdentityRow>();
  for (const artifact of artifacts.filter((candidate) => candidate.provider.kind === 'model')) {
    const pairing = pairingKey(artifact);
    let row = rows.get(pairing);
    if (!row) {
      row = { pairing, providerId: artifact.provider.id, requested: artifact.model.requested, runs: [], resolvedModels: [], flagged: false };
      rows.set(pairing, row);
    }
    row.runs.push({ runId: artifact.runId, resolved: artifact.model.resolved });
    for (const name of artifact.model.resolved) if (!row.resolvedModels.includes(name)) row.resolvedModels.push(name);
    row.flagged = row.resolvedModels.length > 1;
  }
  return [...rows.values()];
}
