// A memo of where a check's live match lies in one unit of a message. What the engine reads
// to decide a unit — the unit, its clauses and every excuse window — lies in the text from
// the start of the message to the end of the unit, so that prefix and the unit's start are a
// complete key. Calibration judges hundreds of answers that share a reference answer as their
// opening (each guard sentence is appended to every scenario's reference): the shared
// sentences are then judged once per check rather than once per answer. Bounded, so a build
// over many distinct messages does not hold them all.
import type { CheckSpec, RubricProgram } from './program';
import type { Span } from './segment';

const MAX_ENTRIES_PER_CHECK = 4_096;
const memo = new WeakMap<RubricProgram, WeakMap<CheckSpec, Map<string, Span | null>>>();

function entries(program: RubricProgram, check: CheckSpec): Map<string, Span | null> {
  let byCheck = memo.get(program);
  if (!byCheck) memo.set(program, (byCheck = new WeakMap()));
  let byUnit = byCheck.get(check);
  if (!byUnit) byCheck.set(check, (byUnit = new Map()));
  return byUnit;
}

/** The memoised `find(unit)` for this check and program: computed once per prefix and unit start. */
export function memoisedUnit(program: RubricProgram, check: CheckSpec, text: string, unit: Span, find: () => Span | null): Span | null {
  const byUnit = entries(program, check);
  const key = `${unit.start}\u0000${text.slice(0, unit.end)}`;
  if (byUnit.has(key)) return byUnit.get(key)!;
  const found = find();
  if (byUnit.size >= MAX_ENTRIES_PER_CHECK) byUnit.clear();
  byUnit.set(key, found);
  return found;
}
