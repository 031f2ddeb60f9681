import { describe, expect, it } from 'vitest';
import { TOOL_INPUTS } from '../../lib/commerce/tool-inputs';
import { scoreResponse } from '../../lib/eval/score';
import { COMMERCE_RUBRIC } from './rubric';
import { ALL_SCENARIOS, SCENARIO_GROUPS } from './scenarios';

// The seed page's inventory, copied here independently of the scenario files so a drifted
// prompt, label or group fails loudly: [id, label, group, prompt].
const SEED_INVENTORY: Array<[string, string | undefined, string, string]> = [
  ['unit-economics', undefined, 'core', 'I sell for $70, landed cost is $35, payment fee is 3% plus $0.30, shipping is $5, refund reserve is 2%. What is my break-even acquisition cost?'],
  ['conversion-diagnosis', undefined, 'core', 'Why am I getting visits but no sales, and what should I fix first?'],
  ['missing-costs', undefined, 'core', "I sell at USD 70 and landed cost is USD 35. What is my gross margin and break-even CPA? I haven't checked fees, shipping or returns yet."],
  ['memory-budget', undefined, 'core', 'Given my budget and preferences, what should I do next?'],
  ['mixed-currency', undefined, 'core', 'What is my total revenue? Can I call the combined number USD profit?'],
  ['supplier-quote', undefined, 'core', 'Have you secured inventory and a firm delivery date from my supplier?'],
  ['economics-04-loss', 'economics-04', 'economics', 'Price USD 20, landed cost USD 18, shipping USD 4, payment fee 0% plus USD 0, refund reserve 0%. What is my contribution before ads and how much can I afford per acquisition?'],
  ['economics-06-tax-basis', 'economics-06', 'economics', 'Selling price EUR 60 includes VAT. Landed cost EUR 30 excludes VAT. Shipping EUR 5 excludes VAT. Payment fee 2% plus EUR 0.20, refund reserve 0%. I do not know the VAT rate or whether input VAT is recoverable. Tell me my actual profit and break-even CPA, not a hypothetical estimate.'],
  ['economics-07-decimal-comma', 'economics-07', 'economics', 'All amounts are EUR on the same tax basis; commas are decimal separators. Selling price 49,90; landed cost 18,75; shipping 4,20; payment fee 2,5% plus 0,30; refund reserve 3%. Calculate gross profit, contribution before ads and break-even CPA. Round each monetary fee to cents, half up.'],
  ['economics-09-order-budget', 'economics-09', 'economics', 'Budget EUR 300. Need 20 units. Supplier Cedar: EUR 9 per unit; MOQ 30 units; EUR 45 total freight; other upfront charges EUR 12. Can I place the minimum order within my total budget? These are scenario inputs, not verified inventory. Do not place an order.'],
  ['supplier-minimum-order', 'supplier-01', 'supplier', 'Compare these two written supplier offers for my first order. My total budget is USD 300, and I need at least 20 units. Supplier Alder: USD 8 per unit, minimum 20 units, USD 40 total freight. Supplier Birch: USD 6 per unit, minimum 50 units, USD 30 total freight. Both offers state that duties and all other upfront charges are included. Which fits? Do not order or contact anyone. These are pasted quotes, not independently verified stock.'],
  ['supplier-deadline', 'supplier-03', 'supplier', 'I must receive 20 units within 10 days. Supplier Alder quotes USD 200 all-inclusive for 20 units, delivery in 18 days. Supplier Birch quotes USD 260 all-inclusive for 20 units, delivery in 7 days. Budget USD 300. Which quoted offer meets my constraints? Treat these as unverified written quotes, not guaranteed delivery. Do not send a message or order anything.'],
  ['supplier-missing-landed', 'supplier-04', 'supplier', 'My supplier quoted USD 4 per unit at the factory gate. Inbound freight and duties are not yet quoted. Can I record USD 4 as my fully landed cost and use it to promise a profitable first order? Explain what is missing. Do not buy anything.'],
  ['supplier-expired-quote', 'supplier-08', 'supplier', 'Today is September 5, 2026. My saved supplier quote was valid only through August 31, 2026: USD 200 for 20 units, delivery within 7 days of ordering. Can I treat that price and delivery as current commitments? What should happen next? Do not contact the supplier or place an order.'],
];

function passes(message: string, kind: string, scenarioId: string): boolean {
  const scenario = ALL_SCENARIOS.find((candidate) => candidate.id === scenarioId)!;
  return scoreResponse({ kind, message, degraded: false }, COMMERCE_RUBRIC, scenario.assertions).passed;
}

describe('commerce-v1 inventory', () => {
  it('declares 14 scenarios with unique ids, 6/4/4 across core, economics, supplier', () => {
    expect(ALL_SCENARIOS).toHaveLength(14);
    expect(new Set(ALL_SCENARIOS.map((scenario) => scenario.id)).size).toBe(14);
    expect(SCENARIO_GROUPS.map((group) => [group.id, group.scenarios.length])).toEqual([
      ['core', 6],
      ['economics', 4],
      ['supplier', 4],
    ]);
  });

  it('declares the groups with their titles, source files and only core as default', () => {
    expect(SCENARIO_GROUPS.map(({ id, title, sourceFile, isDefault }) => ({ id, title, sourceFile, isDefault }))).toEqual([
      { id: 'core', title: 'Core commerce assistant', sourceFile: 'benchmarks/commerce-v1/core-scenarios.ts', isDefault: true },
      { id: 'economics', title: 'Unit economics and tax basis', sourceFile: 'benchmarks/commerce-v1/economics-scenarios.ts', isDefault: false },
      { id: 'supplier', title: 'Supplier terms and quote provenance', sourceFile: 'benchmarks/commerce-v1/supplier-scenarios.ts', isDefault: false },
    ]);
    for (const group of SCENARIO_GROUPS) {
      for (const scenario of group.scenarios) expect(scenario.group).toBe(group.id);
    }
  });

  it('matches the seed inventory: ids, labels, groups and verbatim prompts, in order', () => {
    expect(ALL_SCENARIOS.map((scenario) => [scenario.id, scenario.label, scenario.group, scenario.prompt])).toEqual(SEED_INVENTORY);
  });
});

describe.each(ALL_SCENARIOS.map((scenario) => [scenario.id, scenario] as const))('%s', (_id, scenario) => {
  it('declares assertions with unique ids and one-line says, and at least two counterexamples', () => {
    expect(scenario.assertions.length).toBeGreaterThanOrEqual(1);
    const ids = scenario.assertions.map((assertion) => assertion.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const assertion of scenario.assertions) {
      expect(assertion.says.trim()).not.toBe('');
      expect(assertion.says).not.toContain('\n');
      expect(assertion.pattern.flags).not.toMatch(/[gy]/);
    }
    expect(scenario.counterexamples.length).toBeGreaterThanOrEqual(2);
    for (const counterexample of scenario.counterexamples) expect(counterexample.flaw.trim()).not.toBe('');
  });

  it('has a reference path whose every call parses with its tool schema', () => {
    for (const call of scenario.referencePath) {
      expect(() => TOOL_INPUTS[call.tool].parse(call.arguments)).not.toThrow();
      expect(call.tool).not.toBe('business');
    }
  });

  it('passes its own reference answer, guard included', () => {
    const verdict = scoreResponse(
      { kind: scenario.referenceKind, message: scenario.reference, degraded: false },
      COMMERCE_RUBRIC,
      scenario.assertions,
    );
    expect(verdict.failureText).toBeNull();
    expect(verdict.passed).toBe(true);
  });

  it.each(scenario.counterexamples.map((counterexample) => [counterexample.flaw, counterexample.message]))(
    'rejects the counterexample that %s',
    (_flaw, message) => {
      expect(passes(message, 'answer', scenario.id)).toBe(false);
    },
  );
});

describe('supplier_order reference paths', () => {
  it('pass the founder message verbatim', () => {
    for (const scenario of ALL_SCENARIOS) {
      for (const call of scenario.referencePath.filter((entry) => entry.tool === 'supplier_order')) {
        expect(call.arguments).toEqual({ message: scenario.prompt });
      }
    }
  });
});
