// The browser re-check against the recorder: every committed artifact's verdicts must come
// out the same, and hand-made cases check the order of the stages and the highlighting.
import { describe, expect, it } from 'vitest';
import { readArtifactDirectory } from './artifacts';
import { artifactsDirectory } from './paths';
import { highlightSegments, recheckCase, type RecordedAssertion } from './recheck';

const must = (id: string, pattern: string, flags = '', origin: 'scenario' | 'guard' = 'scenario'): RecordedAssertion => ({ id, kind: 'must-match', pattern, flags, origin, held: true });
const mustNot = (id: string, pattern: string, flags = '', origin: 'scenario' | 'guard' = 'guard'): RecordedAssertion => ({ id, kind: 'must-not-match', pattern, flags, origin, held: true });

describe('recheckCase', () => {
  it('reproduces every recorded verdict, stage and assertion outcome of the committed artifacts', () => {
    const cases = readArtifactDirectory(artifactsDirectory()).flatMap((item) => item.artifact.cases);
    expect(cases.length).toBeGreaterThan(0);
    for (const item of cases) {
      const result = recheckCase({ message: item.response.message, kind: item.response.kind, degraded: item.response.degraded, assertions: item.assertions });
      expect([result.passed, result.failureStage], `${item.scenarioId}#${item.attempt}`).toEqual([item.passed, item.failureStage]);
      expect(result.assertions.map((outcome) => outcome.held)).toEqual(item.assertions.map((outcome) => outcome.held));
    }
  });

  it('scores kind, then degradation, then the first failed assertion, and finds each match', () => {
    const assertions = [must('margin', '(\\d+)%'), mustNot('ordered', 'I ordered', 'i')];
    const passing = recheckCase({ message: 'Margin is 40%.', kind: 'answer', degraded: false, assertions });
    expect([passing.passed, passing.failureStage, passing.assertions[0]!.span]).toEqual([true, null, { start: 10, end: 13 }]);
    expect(recheckCase({ message: 'Margin is 40%.', kind: 'refusal', degraded: false, assertions }).failureStage).toBe('kind');
    expect(recheckCase({ message: 'Margin is 40%.', kind: 'answer', degraded: true, assertions }).failureStage).toBe('degraded');
    const guard = recheckCase({ message: 'Margin 40%; i ORDERED it.', kind: 'clarification', degraded: false, assertions });
    expect([guard.failureStage, guard.assertions[1]!.held, guard.assertions[1]!.span]).toEqual(['guard', false, { start: 12, end: 21 }]);
    expect(recheckCase({ message: 'no figure', kind: 'answer', degraded: false, assertions }).failureStage).toBe('assertion');
  });

  it('does not carry lastIndex between checks, and reports a pattern it cannot compile', () => {
    const sticky = [must('a', 'a', 'g'), must('again', 'a', 'g')];
    expect(recheckCase({ message: 'a', kind: 'answer', degraded: false, assertions: sticky }).passed).toBe(true);
    const broken = recheckCase({ message: 'x', kind: 'answer', degraded: false, assertions: [must('bad', '(')] });
    expect([broken.passed, broken.assertions[0]!.error !== null]).toEqual([false, true]);
  });
});

describe('highlightSegments', () => {
  it('cuts the message at every boundary and keeps every character in order', () => {
    const segments = highlightSegments('abcdefgh', [{ id: 'x', start: 1, end: 4 }, { id: 'y', start: 3, end: 6 }]);
    expect(segments).toEqual([
      { text: 'a', marks: [] },
      { text: 'bc', marks: ['x'] },
      { text: 'd', marks: ['x', 'y'] },
      { text: 'ef', marks: ['y'] },
      { text: 'gh', marks: [] },
    ]);
    expect(highlightSegments('', [])).toEqual([]);
    expect(highlightSegments('plain', [])).toEqual([{ text: 'plain', marks: [] }]);
  });
});
