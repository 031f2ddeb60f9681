// The rubric interpreter. A check's pattern is looked for in each unit of the normalised
// message (sentence, adjacent pair or whole message); a match is *live* unless one of the
// check's excuses fires in its window — a negation earlier in its clause, a condition
// earlier in its sentence, a rejection right after it. A must-match holds when some match
// is live, a must-not-match when none is. Pure and free of Node APIs: the run page's
// re-check runs exactly this in the browser.
import type { CheckSpec, ExcuseTest, RubricProgram, Window } from './program';
import { globalPattern, plainPattern } from './compiled';
import { clausesOf, unitsOf, type Span } from './segment';
import { memoisedUnit } from './unit-memo';

export interface CheckResult {
  held: boolean;
  /** The live match: evidence of a must-match that held or a must-not-match that failed. */
  matched: string | null;
  /** Where `matched` sits in the normalised message. */
  span: Span | null;
}

/** Matches looked at per unit before giving up: a pathological pattern cannot stall a build. */
const MATCH_LIMIT = 10_000;

export function excuseTests(check: CheckSpec, program: RubricProgram): ExcuseTest[] {
  return [
    ...check.excuses.flatMap((name) => {
      const excuse = Object.hasOwn(program.excuses, name) ? program.excuses[name] : undefined;
      if (!excuse) throw new Error(`check "${check.id}" names excuse "${name}", which the rubric program does not declare`);
      return excuse.tests;
    }),
    ...check.unless,
  ];
}

function windowText(text: string, unit: Span, clauses: readonly Span[], match: Span, window: Window): string {
  // The clause a match belongs to is the last one that starts at or before it.
  let index = 0;
  clauses.forEach((clause, position) => {
    if (clause.start <= match.start) index = position;
  });
  const clause = clauses[index] ?? unit;
  switch (window) {
    case 'clause-before':
      return text.slice(Math.min(clause.start, match.start), match.start);
    case 'clause-through':
      return text.slice(Math.min(clause.start, match.start), match.end);
    case 'sentence-before':
      return text.slice(unit.start, match.start);
    case 'message-before':
      return text.slice(0, match.start);
    case 'clause-after':
      return text.slice(match.end, Math.max(clause.end, match.end));
    case 'next-clause':
      return text.slice(match.end, Math.max(clauses[index + 1]?.end ?? clause.end, match.end));
    case 'sentence-after':
      return text.slice(match.end, unit.end);
  }
}

export function evaluateCheck(check: CheckSpec, text: string, sentenceSpans: readonly Span[], program: RubricProgram): CheckResult {
  const tests = excuseTests(check, program);
  let live: Span | null = null;
  for (const unit of unitsOf(check.scope, text, sentenceSpans)) {
    live = memoisedUnit(program, check, text, unit, () => firstLiveMatch(check, text, unit, tests, program));
    if (live) break;
  }
  const matched = live ? text.slice(live.start, live.end) : null;
  const held = check.kind === 'must-match' ? live !== null : live === null;
  return { held, matched, span: live };
}

function firstLiveMatch(check: CheckSpec, text: string, unit: Span, tests: readonly ExcuseTest[], program: RubricProgram): Span | null {
  const unitText = text.slice(unit.start, unit.end);
  const pattern = globalPattern(check.pattern, check.flags);
  let clauses: Span[] | undefined;
  for (let count = 0; count < MATCH_LIMIT; count += 1) {
    const found = pattern.exec(unitText);
    if (!found) return null;
    const match = { start: unit.start + found.index, end: unit.start + found.index + found[0].length };
    if (tests.length === 0) return match;
    clauses ??= clausesOf(text, unit, program);
    const excused = tests.some((test) => plainPattern(test.pattern, test.flags).test(windowText(text, unit, clauses!, match, test.window)));
    if (!excused) return match;
    // An excused match may hide a live one that starts inside it: look again one character on.
    pattern.lastIndex = found.index + 1;
  }
  return null;
}
