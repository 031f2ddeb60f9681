// The run page's shaping over the fixture runs: one row per scenario with every attempt
// linked into the run's case documents, the figures the page prints, and case links from
// anywhere on the site resolving to the document that shows the case.
import { describe, expect, it } from 'vitest';
import { caseDocumentPage } from './case-document-page';
import { caseHref, runPageData, scenarioCasesRows } from './run-page';
import { planCaseDocuments } from './case-documents';
import { FIXTURE_ARTIFACTS, fixtureSiteData } from './__fixtures__/test-data';

const [openai] = FIXTURE_ARTIFACTS.map((item) => item.artifact);

describe('run page', () => {
  it('lists the cases by scenario, each attempt linked to its case document', () => {
    const page = runPageData(openai!.runId, fixtureSiteData())!;
    expect(page.scenarios.map((row) => [row.scenarioId, row.passed, row.attempts.map((link) => link.href), row.failureStages, row.elapsed, row.tools])).toEqual([
      ['alpha', 1, ['cases/1/#case-alpha-1'], [], '1.2 s', ['business', 'economics']],
      ['beta', 0, ['cases/1/#case-beta-1'], ['assertion'], '2.4 s', ['business', 'supplier_order', 'economics']],
      ['gamma', 0, ['cases/1/#case-gamma-1'], ['degraded'], '30.0 s', ['business']],
    ]);
    expect(page.documents).toEqual([{ part: 1, href: `/research/commerce-v1/results/${openai!.runId}/cases/1/`, scenarioIds: ['alpha', 'beta', 'gamma'], cases: 3 }]);
    expect([page.statistics.cases, page.statistics.passed, page.digests.at(-1)!.path]).toEqual([3, 1, 'package-lock.json']);
    expect(runPageData('no-such-run', fixtureSiteData())).toBeUndefined();
  });

  it('counts failure stages and takes the median elapsed over repeated attempts', () => {
    const item = openai!.cases[1]!;
    const repeated = [1, 2, 3].map((attempt) => ({ ...item, attempt, elapsedMs: attempt * 1000, passed: attempt === 2, failureStage: attempt === 2 ? null : item.failureStage }));
    const [row] = scenarioCasesRows('r', repeated, planCaseDocuments(repeated));
    expect([row!.passed, row!.failureStages, row!.elapsed, row!.attempts.map((link) => `${link.attempt}:${link.passed}`)]).toEqual([1, ['assertion × 2'], '2.0 s', ['1:false', '2:true', '3:false']]);
  });

  it('resolves a case link to the document showing that case, and refuses an unknown case', () => {
    const data = fixtureSiteData();
    expect(caseHref(openai!.runId, 'beta', 1, data)).toBe(`/research/commerce-v1/results/${openai!.runId}/cases/1/#case-beta-1`);
    expect(() => caseHref(openai!.runId, 'beta', 2, data)).toThrow('has no case beta, attempt 2');
    const document = caseDocumentPage(openai!.runId, 1, data)!;
    expect(document.cases.map((view) => view.anchor)).toEqual(['case-alpha-1', 'case-beta-1', 'case-gamma-1']);
    expect(document.recheckHrefs['case-beta-1']).toBe(`/research/commerce-v1/results/${openai!.runId}/?recheck=case-beta-1#recheck`);
    expect(caseDocumentPage(openai!.runId, 2, data)).toBeUndefined();
  });
});
