// One case document of a run, shaped for its renderer: which run, which part of how many,
// the cases in it (see case-view.ts), and the links around it. The documents themselves
// are plain HTML written by a route handler, so their transcripts are in the export once.
import { caseView, type CaseView } from './case-view';
import { runCaseDocuments } from './run-page';
import { caseDocumentHref, runHref } from './routes';
import { getSiteData, type SiteData } from './site-data';

export interface CaseDocumentPage {
  runId: string;
  part: number;
  parts: number;
  path: string;
  title: string;
  description: string;
  runHref: string;
  isControl: boolean;
  cases: CaseView[];
  /** Where the run page re-checks one case in the browser. */
  recheckHrefs: Record<string, string>;
  siblings: { part: number; href: string; scenarioIds: string[] }[];
}

export function caseDocumentParams(data: SiteData = getSiteData()): { runId: string; part: string }[] {
  return data.runs.flatMap((run) => runCaseDocuments(run.runId, data).map((document) => ({ runId: run.runId, part: String(document.part) })));
}

/** The run page's re-check control opens the case named in its query. */
export function recheckHref(runId: string, anchor: string): string {
  return `${runHref(runId)}?recheck=${anchor}#recheck`;
}

export function caseDocumentPage(runId: string, part: number, data: SiteData = getSiteData()): CaseDocumentPage | undefined {
  const documents = runCaseDocuments(runId, data);
  const document = documents.find((candidate) => candidate.part === part);
  const loaded = data.artifacts.find((item) => item.artifact.runId === runId);
  const row = data.runs.find((candidate) => candidate.runId === runId);
  if (!document || !loaded || !row) return undefined;
  const wanted = new Set(document.cases.map((item) => `${item.scenarioId}#${item.attempt}`));
  const cases = loaded.artifact.cases.filter((item) => wanted.has(`${item.scenarioId}#${item.attempt}`));
  const order = new Map(document.cases.map((item, index) => [`${item.scenarioId}#${item.attempt}`, index]));
  const views = cases.sort((a, b) => order.get(`${a.scenarioId}#${a.attempt}`)! - order.get(`${b.scenarioId}#${b.attempt}`)!).map((item) => caseView(loaded.artifact, item));
  const range = document.scenarioIds.length === 1 ? document.scenarioIds[0]! : `${document.scenarioIds[0]} to ${document.scenarioIds.at(-1)}`;
  const kind = row.providerKind === 'control' ? 'control run' : 'run';
  return {
    runId,
    part,
    parts: documents.length,
    path: caseDocumentHref(runId, part),
    title: `Cases of ${kind} ${runId}${documents.length > 1 ? `, part ${part} of ${documents.length}` : ''}`,
    description: `${row.pairing}, ${row.date}: ${views.length} case${views.length === 1 ? '' : 's'} (${range}), each with its verdict, assertion outcomes and transcript.`,
    runHref: runHref(runId),
    isControl: row.providerKind === 'control',
    cases: views,
    recheckHrefs: Object.fromEntries(views.map((view) => [view.anchor, recheckHref(runId, view.anchor)])),
    siblings: documents.map((candidate) => ({ part: candidate.part, href: caseDocumentHref(runId, candidate.part), scenarioIds: candidate.scenarioIds })),
  };
}
