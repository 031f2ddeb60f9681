// The shape of a benchmark scenario. Scenarios are declared as plain data so that the
// runner can execute them, tests can try their rubric, and the site can count and render
// them. This module knows no particular benchmark: scenario files live in `benchmarks/`.
import type { ToolName } from '../commerce/tool-inputs';
import type { AssertionKind, CheckSpec, AssertionOrigin, Scope, Window } from './rubric/program';
import type { PassingKind } from './rubric/verdict';

export type { AssertionKind } from './rubric/program';

/** A check-specific excuse: when `pattern` is found in `window` around a match, it does not count. */
export interface DeclaredExcuse {
  window: Window;
  pattern: RegExp;
}

/** One declared check over the agent's final message, after the rubric's normalisation. */
export interface Assertion {
  /** Stable id, unique within its scenario (e.g. `states-break-even`). */
  id: string;
  kind: AssertionKind;
  pattern: RegExp;
  /** One line, in plain words, of what the check establishes. */
  says: string;
  /** Where the pattern is looked for; each sentence unless said otherwise. */
  scope?: Scope;
  /** Names of the rubric program's excuses under which a match does not count. */
  excuses?: readonly string[];
  /** Excuses of this check alone. */
  unless?: readonly DeclaredExcuse[];
}

/** The recorded, serialisable form of a declared check, defaults filled in. */
/**
 * One recorded form per declared assertion and origin: the same object every time, so the
 * engine's per-check memo (rubric/unit-memo.ts) finds it again across messages.
 */
const specs = new WeakMap<Assertion, Partial<Record<AssertionOrigin, CheckSpec>>>();

export function checkSpecOf(assertion: Assertion, origin: AssertionOrigin): CheckSpec {
  let byOrigin = specs.get(assertion);
  if (!byOrigin) specs.set(assertion, (byOrigin = {}));
  return (byOrigin[origin] ??= specOf(assertion, origin));
}

function specOf(assertion: Assertion, origin: AssertionOrigin): CheckSpec {
  return {
    id: assertion.id,
    kind: assertion.kind,
    origin,
    says: assertion.says,
    pattern: assertion.pattern.source,
    // The engine adds `g` itself; a declared g or y would mean nothing or something else.
    flags: assertion.pattern.flags.replace(/[gy]/g, ''),
    scope: assertion.scope ?? 'sentence',
    excuses: [...(assertion.excuses ?? [])],
    unless: (assertion.unless ?? []).map((excuse) => ({ window: excuse.window, pattern: excuse.pattern.source, flags: excuse.pattern.flags.replace(/[gy]/g, '') })),
  };
}

/** A tool call a careful agent would make; replayed by the `reference` control. */
export interface ReferenceToolCall {
  tool: ToolName;
  arguments: Record<string, unknown>;
}

/** A realistic wrong final message that the rubric must reject, and why it is wrong. */
export interface Counterexample {
  message: string;
  flaw: string;
}

export const SCENARIO_GROUP_IDS = ['core', 'economics', 'supplier'] as const;
export type ScenarioGroupId = (typeof SCENARIO_GROUP_IDS)[number];

export interface Scenario {
  id: string;
  /** Optional case label, e.g. `economics-07`. */
  label?: string;
  group: ScenarioGroupId;
  /** Put to the agent verbatim. */
  prompt: string;
  /** An earlier founder message, appended to memory before the prompt. */
  priorTurn?: string;
  /** The human reference answer, written before any model ran. */
  reference: string;
  /** Response kind of the reference answer: one the verdict passes. */
  referenceKind: PassingKind;
  /** Tool calls (after the agent's automatic `business` call) a careful agent makes. */
  referencePath: ReferenceToolCall[];
  assertions: Assertion[];
  counterexamples: Counterexample[];
}

export interface ScenarioGroup {
  id: ScenarioGroupId;
  title: string;
  /** Repository-relative path of the file that declares the group. */
  sourceFile: string;
  /** True for the set that runs when no case list is given. */
  isDefault: boolean;
  scenarios: Scenario[];
}
