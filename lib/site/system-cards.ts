// One card per pairing (provider + requested model): how often it passed, where it failed,
// how it degraded, which tools it used and what it did after a tool refused. Each failure
// mode carries links to the transcripts that show it.
//
// The model identity table is the cards' first columns for model pairings: requested versus
// resolved model. A transport may answer a requested name with a model of another name, and
// not always the same one; a pairing whose runs report more than one resolved model is
// flagged, because its runs may not have measured the same model. Controls have no model.
import { decodeStep } from '../commerce/agent-step';
import type { Artifact, ArtifactCase } from '../eval/artifact-schema';
import { pairingKey, type ProviderKind } from './runs';

export interface CaseLink {
  runId: string;
  scenarioId: string;
  attempt: number;
}

export interface Tally {
  key: string;
  count: number;
  examples: CaseLink[];
}

/** Who was asked for which model, and which models answered, run by run. */
interface PairingGroup<T> {
  pairing: string;
  providerId: string;
  kind: ProviderKind;
  requestedModel: string | null;
  artifacts: T[];
  /** Every distinct resolved name over the pairing's runs, in order of first report. */
  resolvedModels: string[];
}

type Identified = Pick<Artifact, 'runId' | 'provider' | 'model'>;

/** Artifacts grouped by pairing (provider kind, id and requested model), in order of first run. */
function pairingGroups<T extends Identified>(artifacts: readonly T[]): PairingGroup<T>[] {
  const groups = new Map<string, PairingGroup<T>>();
  for (const artifact of artifacts) {
    const pairing = pairingKey(artifact);
    const id = `${artifact.provider.kind}:${pairing}`;
    let group = groups.get(id);
    if (!group) {
      group = { pairing, providerId: artifact.provider.id, kind: artifact.provider.kind, requestedModel: artifact.model.requested, artifacts: [], resolvedModels: [] };
      groups.set(id, group);
    }
    group.artifacts.push(artifact);
    for (const model of artifact.model.resolved) if (!group.resolvedModels.includes(model)) group.resolvedModels.push(model);
  }
  return [...groups.values()];
}

export interface ModelIdentityRow {
  pairing: string;
  providerId: string;
  requested: string | null;
  runs: { runId: string; resolved: string[] }[];
  /** Every distinct resolved name over the pairing's runs, in order of first report. */
  resolvedModels: string[];
  flagged: boolean;
}

/** Requested versus resolved model for each model pairing; controls are left out. */
export function modelIdentity(artifacts: readonly Identified[]): ModelIdentityRow[] {
  return pairingGroups(artifacts.filter((candidate) => candidate.provider.kind === 'model')).map((group) => ({
    pairing: group.pairing,
    providerId: group.providerId,
    requested: group.requestedModel,
    runs: group.artifacts.map((artifact) => ({ runId: artifact.runId, resolved: artifact.model.resolved })),
    resolvedModels: group.resolvedModels,
    flagged: group.resolvedModels.length > 1,
  }));
}

export interface SystemCard {
  pairing: string;
  providerId: string;
  kind: ProviderKind;
  requestedModel: string | null;
  resolvedModels: string[];
  runIds: string[];
  cases: number;
  passed: number;
  failuresByStage: Tally[];
  failuresByAssertion: Tally[];
  degradedReasons: Tally[];
  toolCalls: Tally[];
  afterRefusal: Tally[];
}

const EXAMPLES_PER_TALLY = 5;

function tallyInto(tallies: Tally[], key: string, link: CaseLink): void {
  let tally = tallies.find((candidate) => candidate.key === key);
  if (!tally) tallies.push((tally = { key, count: 0, examples: [] }));
  tally.count += 1;
  if (tally.examples.length < EXAMPLES_PER_TALLY && !tally.examples.some((example) => sameCase(example, link))) tally.examples.push(link);
}

function sameCase(a: CaseLink, b: CaseLink): boolean {
  return a.runId === b.runId && a.scenarioId === b.scenarioId && a.attempt === b.attempt;
}

/** What the model did at the step after each refused tool call. */
export function afterRefusalOutcomes(item: ArtifactCase): string[] {
  return item.toolCalls
    .filter((call) => call.status !== 'ok')
    .map((call) => {
      const next = item.modelSteps.find((step) => step.index === (call.step ?? -1) + 1);
      if (!next) return 'no further step';
      if (next.problem) return `no valid next step (${next.problem})`;
      const decoded = decodeStep(next.output);
      if (decoded === null) return 'no valid next step';
      if (decoded.action === 'final') return `gave a final ${decoded.kind}`;
      return decoded.tool === call.tool ? 'called the same tool again' : 'called another tool';
    });
}

export function systemCards(artifacts: readonly Pick<Artifact, 'runId' | 'provider' | 'model' | 'cases'>[]): SystemCard[] {
  return pairingGroups(artifacts).map(systemCard);
}

function systemCard(group: PairingGroup<Pick<Artifact, 'runId' | 'cases'>>): SystemCard {
  const card: SystemCard = {
    pairing: group.pairing,
    providerId: group.providerId,
    kind: group.kind,
    requestedModel: group.requestedModel,
    resolvedModels: group.resolvedModels,
    runIds: group.artifacts.map((artifact) => artifact.runId),
    cases: 0,
    passed: 0,
    failuresByStage: [],
    failuresByAssertion: [],
    degradedReasons: [],
    toolCalls: [],
    afterRefusal: [],
  };
  for (const artifact of group.artifacts) {
    for (const item of artifact.cases) {
      const link = { runId: artifact.runId, scenarioId: item.scenarioId, attempt: item.attempt };
      card.cases += 1;
      if (item.passed) card.passed += 1;
      if (item.failureStage) tallyInto(card.failuresByStage, item.failureStage, link);
      // Assertions are listed only where they decided the verdict, not under a degraded reply.
      if (item.failureStage === 'assertion' || item.failureStage === 'guard') {
        for (const outcome of item.assertions.filter((candidate) => !candidate.held)) tallyInto(card.failuresByAssertion, outcome.id, link);
      }
      if (item.response.degraded) tallyInto(card.degradedReasons, item.response.degradedReason ?? 'unrecorded', link);
      for (const call of item.toolCalls) tallyInto(card.toolCalls, call.tool, link);
      for (const outcome of afterRefusalOutcomes(item)) tallyInto(card.afterRefusal, outcome, link);
    }
  }
  for (const list of [card.failuresByStage, card.failuresByAssertion, card.degradedReasons, card.toolCalls, card.afterRefusal]) {
    list.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  }
  return card;
}
