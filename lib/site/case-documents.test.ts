// How a run's cases are cut into case documents: whole scenarios, up to the limit per
// document, a scenario with more attempts than that alone in documents of its own, and the
// order in which the run first reached each scenario, attempts ascending.
import { describe, expect, it } from 'vitest';
import { caseLocationFromRunPage, caseLocationHref, partsByCase, planCaseDocuments } from './case-documents';

const cases = (spec: string) =>
  // "a3 b1" → a#1 a#2 a#3 b#1
  spec.split(' ').flatMap((part) => Array.from({ length: Number(part.slice(1)) }, (_, index) => ({ scenarioId: part[0]!, attempt: index + 1 })));

const shape = (spec: string, limit: number) => planCaseDocuments(cases(spec), limit).map((document) => document.cases.map((item) => `${item.scenarioId}${item.attempt}`).join(' '));

describe('planCaseDocuments', () => {
  it.each([
    ['a1 b1 c1', 3, ['a1 b1 c1']],
    ['a1 b1 c1 d1', 3, ['a1 b1 c1', 'd1']],
    ['a2 b2 c2', 4, ['a1 a2 b1 b2', 'c1 c2']],
    ['a1 b5 c1', 2, ['a1', 'b1 b2', 'b3 b4', 'b5', 'c1']],
    ['a3', 3, ['a1 a2 a3']],
  ])('%s with %i per document', (spec, limit, expected) => {
    expect(shape(spec, limit)).toEqual(expected);
  });

  it('keeps first-seen scenario order and sorts attempts, whatever order the run recorded them in', () => {
    const recorded = [
      { scenarioId: 'b', attempt: 2 },
      { scenarioId: 'a', attempt: 1 },
      { scenarioId: 'b', attempt: 1 },
    ];
    const [document] = planCaseDocuments(recorded, 10);
    expect(document!.cases.map((item) => `${item.scenarioId}${item.attempt}`)).toEqual(['b1', 'b2', 'a1']);
    expect(document!.scenarioIds).toEqual(['b', 'a']);
  });

  it('puts 1,400 cases of 14 scenarios in documents of at most 25, every case exactly once', () => {
    const many = cases('a100 b100 c100 d100 e100 f100 g100 h100 i100 j100 k100 l100 m100 n100');
    const documents = planCaseDocuments(many);
    expect(documents.every((document) => document.cases.length <= 25)).toBe(true);
    expect(documents.flatMap((document) => document.cases)).toHaveLength(1400);
    expect(partsByCase(documents).size).toBe(1400);
    expect(documents.map((document) => document.part)).toEqual(documents.map((_, index) => index + 1));
  });

  it('addresses a case from anywhere and from its run page', () => {
    expect(caseLocationHref('r', 2, { scenarioId: 'unit-economics', attempt: 3 })).toBe('/research/commerce-v1/results/r/cases/2/#case-unit-economics-3');
    expect(caseLocationFromRunPage(2, { scenarioId: 'unit-economics', attempt: 3 })).toBe('cases/2/#case-unit-economics-3');
  });
});
