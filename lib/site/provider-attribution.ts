// Which provider served which runs, from what each artifact recorded: the provider id and
// kind, the non-default endpoint (`provider.endpoint`, origin only) and the requested and
// served model names. Nothing is inferred: a field a run did not record is shown as such.
import type { Artifact } from '../eval/artifact-schema';

export interface AttributionRow {
  providerId: string;
  kind: Artifact['provider']['kind'];
  /** The recorded origin, or null for the provider's default endpoint (or none, for a control). */
  endpoint: string | null;
  requestedModel: string | null;
  servedModels: string[];
  runs: number;
  cases: number;
}

type Attributed = Pick<Artifact, 'provider' | 'model' | 'cases'>;

export function providerAttribution(artifacts: readonly Attributed[]): AttributionRow[] {
  const rows = new Map<string, AttributionRow>();
  for (const artifact of artifacts) {
    // v1 artifacts predate the endpoint field; they were all served by the default endpoint or by no model.
    const endpoint = artifact.provider.endpoint ?? null;
    const key = JSON.stringify([artifact.provider.id, artifact.provider.kind, endpoint, artifact.model.requested]);
    const row = rows.get(key) ?? { providerId: artifact.provider.id, kind: artifact.provider.kind, endpoint, requestedModel: artifact.model.requested, servedModels: [], runs: 0, cases: 0 };
    row.runs += 1;
    row.cases += artifact.cases.length;
    for (const served of artifact.model.resolved) if (!row.servedModels.includes(served)) row.servedModels.push(served);
    rows.set(key, row);
  }
  // Models first, then controls; within each, by provider id and endpoint.
  return [...rows.values()].sort((a, b) => (a.kind === b.kind ? a.providerId.localeCompare(b.providerId) || (a.endpoint ?? '').localeCompare(b.endpoint ?? '') : a.kind === 'model' ? -1 : 1));
}

export interface AttributionSummary {
  runs: number;
  modelRuns: number;
  /** Model runs sent to a non-default endpoint (a gateway or a local server). */
  modelRunsWithEndpoint: number;
  /** Model runs whose transport named the model that served them. */
  modelRunsWithServedModel: number;
}

export function attributionSummary(artifacts: readonly Attributed[]): AttributionSummary {
  const models = artifacts.filter((artifact) => artifact.provider.kind === 'model');
  return {
    runs: artifacts.length,
    modelRuns: models.length,
    modelRunsWithEndpoint: models.filter((artifact) => (artifact.provider.endpoint ?? null) !== null).length,
    modelRunsWithServedModel: models.filter((artifact) => artifact.model.resolved.length > 0).length,
  };
}
