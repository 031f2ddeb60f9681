// Everything one run page shows, shaped here so the page only renders: the run's row and
// header facts, its statistics, re-score links, the cases table (one row per scenario, one
// link per attempt into the case documents) and its digests. What needs every artifact
// (re-score pairs, model identity, case documents) is computed once per build, not per page.
import type { LoadedArtifact } from './artifacts';
import { casesByScenario, caseKey, caseLocationFromRunPage, caseLocationHref, partsByCase, planCaseDocuments, type CaseDocument } from './case-documents';
import { formatElapsed } from './format';
import { controlCheck, type HarnessCheck } from './harness-check';
import { modelIdentity, type ModelIdentityRow } from './system-cards';
import { digestCounts, runDigests, type DigestCounts, type RunDigestRow } from './pinned-sources';
import { rescoreComparisons, type RescoreComparison } from './rescore-flips';
import { caseDocumentHref } from './routes';
import { runStatistics, type RunStatistics } from './run-statistics';
import { pairingKey, type RunRow } from './runs';
import { getSiteData, type SiteData } from './site-data';
import { toolsCalled } from './transcript';

export interface AttemptLink {
  attempt: number;
  passed: boolean;
  failureStage: string | null;
  /** Relative to the run page. */
  href: string;
}

export interface ScenarioCasesRow {
  scenarioId: string;
  label: string | null;
  passed: number;
  attempts: AttemptLink[];
  /** Distinct failure stages with their counts, e.g. `assertion × 2`; empty when none failed. */
  failureStages: string[];
  /** Median elapsed time of the scenario's attempts, formatted. */
  elapsed: string;
  /** Tools called over all attempts, each once, in first-call order. */
  tools: string[];
}

export interface RunPageData {
  loaded: LoadedArtifact;
  row: RunRow;
  digests: RunDigestRow[];
  digestCounts: DigestCounts;
  knownRunIds: readonly string[];
  rescore: RescoreComparison | undefined;
  rescoredBy: RescoreComparison[];
  identity: ModelIdentityRow | undefined;
  statistics: RunStatistics;
  /** Control runs only: shown instead of the statistics, which would treat replayed text as an estimate. */
  harnessCheck: HarnessCheck | null;
  scenarios: ScenarioCasesRow[];
  documents: { part: number; href: string; scenarioIds: string[]; cases: number }[];
}

const perBuild = new WeakMap<SiteData, { comparisons: RescoreComparison[]; identities: ModelIdentityRow[]; plans: Map<string, CaseDocument[]> }>();

function buildWide(data: SiteData) {
  let entry = perBuild.get(data);
  if (!entry) {
    entry = {
      comparisons: rescoreComparisons(data.artifacts),
      identities: modelIdentity(data.artifacts.map((item) => item.artifact)),
      plans: new Map(data.artifacts.map((item) => [item.artifact.runId, planCaseDocuments(item.artifact.cases)])),
    };
    perBuild.set(data, entry);
  }
  return entry;
}

/** The case documents of one run, in part order. */
export function runCaseDocuments(runId: string, data: SiteData = getSiteData()): CaseDocument[] {
  return buildWide(data).plans.get(runId) ?? [];
}

/** Where a case is shown in full; every link to a case goes through here. */
export function caseHref(runId: string, scenarioId: string, attempt: number, data: SiteData = getSiteData()): string {
  const part = partsByCase(runCaseDocuments(runId, data)).get(caseKey({ scenarioId, attempt }));
  if (part === undefined) throw new Error(`run ${runId} has no case ${scenarioId}, attempt ${attempt}`);
  return caseLocationHref(runId, part, { scenarioId, attempt });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function scenarioCasesRows(runId: string, cases: LoadedArtifact['artifact']['cases'], documents: readonly CaseDocument[]): ScenarioCasesRow[] {
  const parts = partsByCase(documents);
  return casesByScenario(cases).map(({ scenarioId, cases: attempts }) => {
    const stages = new Map<string, number>();
    for (const item of attempts) if (item.failureStage) stages.set(item.failureStage, (stages.get(item.failureStage) ?? 0) + 1);
    return {
      scenarioId,
      label: attempts[0]!.label,
      passed: attempts.filter((item) => item.passed).length,
      attempts: attempts.map((item) => ({
        attempt: item.attempt,
        passed: item.passed,
        failureStage: item.failureStage,
        href: caseLocationFromRunPage(parts.get(caseKey(item))!, item),
      })),
      failureStages: [...stages].map(([stage, count]) => (attempts.length === 1 ? stage : `${stage} × ${count}`)),
      elapsed: formatElapsed(median(attempts.map((item) => item.elapsedMs))),
      tools: [...new Set(attempts.flatMap((item) => toolsCalled(item)))],
    };
  });
}

export function runPageData(runId: string, data: SiteData = getSiteData()): RunPageData | undefined {
  const loaded = data.artifacts.find((item) => item.artifact.runId === runId);
  const row = data.runs.find((run) => run.runId === runId);
  if (!loaded || !row) return undefined;
  const { comparisons, identities } = buildWide(data);
  const documents = runCaseDocuments(runId, data);
  const digests = runDigests(loaded.artifact, data.currentDigests, data.currentLockfileDigest);
  return {
    loaded,
    row,
    digests,
    digestCounts: digestCounts(digests),
    knownRunIds: data.runs.map((run) => run.runId),
    rescore: comparisons.find((comparison) => comparison.replayRunId === runId),
    rescoredBy: comparisons.filter((comparison) => comparison.sourceRunId === runId),
    identity: identities.find((candidate) => candidate.pairing === pairingKey(loaded.artifact) && candidate.runs.some((run) => run.runId === runId)),
    statistics: runStatistics(loaded.artifact),
    harnessCheck: row.providerKind === 'control' ? controlCheck(row, loaded.artifact.replayOf?.runId, data.runs) : null,
    scenarios: scenarioCasesRows(runId, loaded.artifact.cases, documents),
    documents: documents.map((document) => ({ part: document.part, href: caseDocumentHref(runId, document.part), scenarioIds: document.scenarioIds, cases: document.cases.length })),
  };
}
