// The shape of a benchmark scenario. Scenarios are declared as plain data so that the
// runner can execute them, tests can try their rubric, and the site can count and render
// them. This module knows no particular benchmark: scenario files live in `benchmarks/`.

export type AssertionKind = 'must-match' | 'must-not-match';

/** One declared check over the agent's final message. */
export interface Assertion {
  /** Stable id, unique within its scenario (e.g. `states-break-even`). */
  id: string;
  kind: AssertionKind;
  pattern: RegExp;
  /** One line, in plain words, of what the check establishes. */
  says: string;
}

/** Tool names the agent can call. Mirrors `TOOL_NAMES` in lib/commerce/tool-inputs.ts. */
export type ScenarioToolName =
  | 'business'
  | 'economics'
  | 'supplier'
  | 'revenue'
  | 'product_evidence'
  | 'store_funnel'
  | 'supplier_order';

/** A tool call a careful agent would make; replayed by the `reference` control. */
export interface ReferenceToolCall {
  tool: ScenarioToolName;
  arguments: Record<string, unknown>;
}

/** A realistic wrong final message that the rubric must reject, and why it is wrong. */
export interface Counterexample {
  message: string;
  flaw: string;
}

export type ScenarioGroupId = 'core' | 'economics' | 'supplier';

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
  /** Response kind of the reference answer. */
  referenceKind: 'answer' | 'clarification';
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
