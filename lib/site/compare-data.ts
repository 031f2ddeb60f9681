// What the comparison page needs: the runs to choose from, grouped by harness revision (only
// runs of one revision may be compared: their figures were graded by the same code), and per
// run a compact record of its cases, which the prebuild writes as one JSON file per run. The
// page loads two of them and compares them in the browser, so the build grows with the runs,
// not with the pairs.
import type { Compared, ComparedCase } from './compare';
import { partsByCase, caseKey } from './case-documents';
import { formatRatio } from './format';
import { runCaseDocuments } from './run-page';
import { runHref } from './routes';
import { getSiteData, type SiteData } from './site-data';

export interface CompareChoice {
  runId: string;
  /** Pairing, control mark, date and passes, as the picker lists the run. */
  label: string;
}

export interface CompareRevision {
  id: string;
  matchesCurrentSource: boolean;
  runs: CompareChoice[];
}

export interface CompareRunData extends Compared {
  runId: string;
  revision: string;
  href: string;
  pairing: string;
  date: string;
  providerId: string;
  providerKind: 'model' | 'control';
  requestedModel: string | null;
  resolvedModels: string[];
  passed: number;
  total: number;
  /** Each case with the part of the run's case documents that shows it. */
  cases: (ComparedCase & { part: number })[];
}

export function compareRevisions(data: SiteData = getSiteData()): CompareRevision[] {
  return data.digestGroups.map((group) => ({
    id: group.id,
    matchesCurrentSource: group.matchesCurrentSource,
    runs: group.runIds.map((runId) => {
      const run = data.runs.find((candidate) => candidate.runId === runId)!;
      return { runId, label: `${run.pairing}${run.providerKind === 'control' ? ' (control)' : ''}, ${run.date}, ${formatRatio(run.passed, run.cases)} passed` };
    }),
  }));
}

export function compareRunData(runId: string, data: SiteData = getSiteData()): CompareRunData | undefined {
  const loaded = data.artifacts.find((item) => item.artifact.runId === runId);
  const run = data.runs.find((candidate) => candidate.runId === runId);
  if (!loaded || !run) return undefined;
  const parts = partsByCase(runCaseDocuments(runId, data));
  const { artifact } = loaded;
  return {
    runId,
    revision: run.digestGroup,
    href: runHref(runId),
    pairing: run.pairing,
    date: run.date,
    providerId: run.providerId,
    providerKind: run.providerKind,
    requestedModel: run.requestedModel,
    resolvedModels: run.resolvedModels,
    passed: run.passed,
    total: run.cases,
    sourceHashes: artifact.sourceHashes,
    lockfileSha256: artifact.lockfileSha256,
    cases: artifact.cases.map((item) => ({
      scenarioId: item.scenarioId,
      attempt: item.attempt,
      passed: item.passed,
      failureStage: item.failureStage,
      part: parts.get(caseKey(item))!,
      toolCalls: item.toolCalls.map(({ tool, status }) => ({ tool, status })),
      assertions: item.assertions.map(({ id, origin, held }) => ({ id, origin, held })),
    })),
  };
}

/** One `<run id>.json` per run, as the prebuild writes them under COMPARE_DATA_PATH. */
export function compareDataFiles(data: SiteData = getSiteData()): { file: string; text: string }[] {
  return data.runs.map((run) => ({ file: `${run.runId}.json`, text: JSON.stringify(compareRunData(run.runId, data)) }));
}
