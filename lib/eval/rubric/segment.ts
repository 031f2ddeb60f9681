// Sentences and clauses of a normalised message, as offsets into it, so that a match found
// in a sentence can be traced back to the text a reader sees highlighted.
import type { PatternSpec, RubricProgram, Scope } from './program';
import { globalPattern } from './compiled';

export interface Span {
  start: number;
  end: number;
}

/** The pieces of `text[from, to)` between matches of `separator`, trimmed, empty ones dropped. */
export function split(text: string, separator: PatternSpec, from = 0, to = text.length): Span[] {
  const pattern = globalPattern(separator.pattern, separator.flags);
  const slice = text.slice(from, to);
  const spans: Span[] = [];
  let cursor = 0;
  for (let match = pattern.exec(slice); match !== null; match = pattern.exec(slice)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    spans.push({ start: cursor, end: match.index });
    cursor = match.index + match[0].length;
  }
  spans.push({ start: cursor, end: slice.length });
  return spans.map((span) => trim(slice, span)).filter((span) => span.end > span.start).map((span) => ({ start: span.start + from, end: span.end + from }));
}

function trim(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return { start, end };
}

export function sentences(text: string, program: RubricProgram): Span[] {
  return split(text, program.sentenceBreak);
}

/** The units a check of this scope reads: sentences, adjacent pairs of them, or the whole text. */
export function unitsOf(scope: Scope, text: string, sentenceSpans: readonly Span[]): Span[] {
  if (scope === 'message') return [{ start: 0, end: text.length }];
  if (scope === 'sentence' || sentenceSpans.length < 2) return [...sentenceSpans];
  return sentenceSpans.slice(0, -1).map((span, index) => ({ start: span.start, end: sentenceSpans[index + 1]!.end }));
}

/** The clauses of one unit, in order. */
export function clausesOf(text: string, unit: Span, program: RubricProgram): Span[] {
  const clauses = split(text, program.clauseBreak, unit.start, unit.end);
  return clauses.length > 0 ? clauses : [unit];
}
