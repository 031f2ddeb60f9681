// The interpreter on small hand-made programs: scopes, excuse windows, live matches, and
// that schema-1 checks under the verbatim program behave exactly like `pattern.exec`.
import { describe, expect, it } from 'vitest';
import { evaluateCheck } from './engine';
import type { CheckSpec, RubricProgram } from './program';
import { VERBATIM_PROGRAM } from './program';
import { sentences } from './segment';

const program: RubricProgram = {
  engine: 1,
  normalise: [],
  sentenceBreak: { pattern: String.raw`\n+|(?<=[.!?])\s+(?=[A-Z0-9])`, flags: '' },
  clauseBreak: { pattern: String.raw`,\s+(?!which\b)|\s+but\s+`, flags: 'i' },
  excuses: {
    negated: { says: 'negated', tests: [{ window: 'clause-through', pattern: String.raw`\b(?:not|no|nothing)\b|n't\b`, flags: 'i' }] },
    conditional: { says: 'if', tests: [{ window: 'sentence-before', pattern: String.raw`\bif\b`, flags: 'i' }] },
    rejected: { says: 'wrong', tests: [{ window: 'clause-after', pattern: String.raw`^\s*,?\s*which is wrong`, flags: 'i' }] },
    question: { says: '?', tests: [{ window: 'sentence-after', pattern: String.raw`\?\s*$`, flags: '' }] },
  },
};

const spec = (overrides: Partial<CheckSpec>): CheckSpec => ({
  id: 'c', kind: 'must-not-match', origin: 'scenario', says: 'c', pattern: 'ordered', flags: 'i', scope: 'sentence', excuses: [], unless: [], ...overrides,
});
const run = (check: CheckSpec, text: string, on: RubricProgram = program) => evaluateCheck(check, text, sentences(text, on), on);

describe('evaluateCheck', () => {
  it.each([
    ['I have ordered the stock.', ['negated'], false, 'ordered'],
    ['I have not ordered the stock.', ['negated'], true, null],
    ["Nothing was ordered, but I ordered a sample.", ['negated'], false, 'ordered'],
    ['If you ordered today, it ships Monday.', ['conditional'], true, null],
    ['Have I ordered anything?', ['question'], true, null],
    ['Have I ordered anything? I ordered it.', ['question'], false, 'ordered'],
  ])('%j with %j: held %s', (text, excuses, held, matched) => {
    expect(run(spec({ excuses }), text)).toMatchObject({ held, matched });
  });

  it('takes a must-match only from a live match: a figure named to reject it does not count', () => {
    const states = spec({ kind: 'must-match', pattern: String.raw`\b23\.91\b`, excuses: ['rejected'] });
    expect(run(states, 'Rounding at the end gives 23.91, which is wrong.').held).toBe(false);
    expect(run(states, 'It is 23.91.').held).toBe(true);
  });

  it('reads sentences, adjacent pairs or the whole message', () => {
    const pair = String.raw`payments[^]*first`;
    expect(run(spec({ kind: 'must-match', pattern: pair, scope: 'sentence' }), 'Fix payments. Do that first.').held).toBe(false);
    expect(run(spec({ kind: 'must-match', pattern: pair, scope: 'adjacent' }), 'Fix payments. Do that first.').held).toBe(true);
    expect(run(spec({ kind: 'must-match', pattern: String.raw`^Fix[^]*first\.$`, scope: 'message' }), 'Fix payments. Do that first.').held).toBe(true);
  });

  it('names an excuse the program does not declare', () => {
    expect(() => run(spec({ excuses: ['missing'] }), 'x')).toThrow('names excuse "missing"');
  });

  it('applies a check-specific excuse', () => {
    const check = spec({ unless: [{ window: 'clause-after', pattern: String.raw`^\s*at most`, flags: '' }], pattern: '35' });
    expect(run(check, 'Break-even is 35 at most.').held).toBe(true);
    expect(run(check, 'Break-even is 35.').held).toBe(false);
  });

  it('under the verbatim program is pattern.exec on the raw message', () => {
    const cases: Array<[string, string, string]> = [
      [String.raw`^\W*no\b`, 'i', '  No. Not yet.'],
      [String.raw`(?<![\d.,])50(?:[.,]0+)?\s?%`, '', 'Margin: 50 %.\nNext line'],
      ['', '', ''],
      [String.raw`\bI ordered\b`, 'i', 'Sentence one. i ordered.'],
    ];
    for (const [pattern, flags, message] of cases) {
      for (const kind of ['must-match', 'must-not-match'] as const) {
        const result = run(spec({ kind, pattern: pattern || '(?:)', flags, scope: 'message' }), message, VERBATIM_PROGRAM);
        const match = new RegExp(pattern || '(?:)', flags).exec(message);
        expect(result.held).toBe(kind === 'must-match' ? match !== null : match === null);
        expect(result.matched).toBe(match ? match[0] : null);
      }
    }
  });
});
