// Where each case of a run is shown in full: its verdict, assertion outcomes and transcript
// live in case documents of the run, a few scenarios each, so a run page stays small at any
// repeat count and the build makes few files per run. Cases are taken scenario by scenario
// in the order the run first reached them, attempts ascending; a document holds whole
// scenarios up to CASES_PER_DOCUMENT cases, and a scenario with more attempts than that is
// split across documents of its own.
import { caseAnchor, caseDocumentHref } from './routes';

/** Enough to keep a document of control transcripts near 150 kB; few documents per run. */
export const CASES_PER_DOCUMENT = 25;

export interface CaseKey {
  scenarioId: string;
  attempt: number;
}

export interface CaseDocument<T extends CaseKey = CaseKey> {
  /** 1-based; the URL segment of the document. */
  part: number;
  cases: T[];
  /** Distinct scenarios of the document, in order. */
  scenarioIds: string[];
}

/** Cases grouped by scenario in first-seen order, attempts ascending within each. */
export function casesByScenario<T extends CaseKey>(cases: readonly T[]): { scenarioId: string; cases: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of cases) {
    const group = groups.get(item.scenarioId) ?? [];
    group.push(item);
    groups.set(item.scenarioId, group);
  }
  return [...groups].map(([scenarioId, items]) => ({ scenarioId, cases: [...items].sort((a, b) => a.attempt - b.attempt) }));
}

export function planCaseDocuments<T extends CaseKey>(cases: readonly T[], limit = CASES_PER_DOCUMENT): CaseDocument<T>[] {
  const documents: T[][] = [];
  let open: T[] = [];
  const close = () => {
    if (open.length > 0) documents.push(open);
    open = [];
  };
  for (const { cases: attempts } of casesByScenario(cases)) {
    if (attempts.length > limit) {
      // Too many attempts for one document: documents of this scenario alone.
      close();
      for (let start = 0; start < attempts.length; start += limit) documents.push(attempts.slice(start, start + limit));
      continue;
    }
    if (open.length + attempts.length > limit) close();
    open.push(...attempts);
  }
  close();
  return documents.map((items, index) => ({ part: index + 1, cases: items, scenarioIds: [...new Set(items.map((item) => item.scenarioId))] }));
}

/** `case key → document part` for one run's plan. */
export function partsByCase(documents: readonly CaseDocument[]): Map<string, number> {
  return new Map(documents.flatMap((document) => document.cases.map((item) => [caseKey(item), document.part] as const)));
}

export function caseKey(item: CaseKey): string {
  return `${item.scenarioId}#${item.attempt}`;
}

/** The full address of a case: its document and its anchor there. */
export function caseLocationHref(runId: string, part: number, item: CaseKey): string {
  return `${caseDocumentHref(runId, part)}#${caseAnchor(item.scenarioId, item.attempt)}`;
}

/** The same address relative to the run's own page, where a run of many attempts lists
 * every one: the shorter link keeps that page small. */
export function caseLocationFromRunPage(part: number, item: CaseKey): string {
  return `cases/${part}/#${caseAnchor(item.scenarioId, item.attempt)}`;
}
