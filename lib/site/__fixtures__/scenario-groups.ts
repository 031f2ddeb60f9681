// Hand-written scenario groups for unit tests of lib/site; the site build never reads them.
import type { Assertion, ScenarioGroup } from '../../eval/scenario';

export const FIXTURE_GUARD: Assertion[] = [
  { id: 'guard-no-order', kind: 'must-not-match', pattern: /I ordered/i, says: 'No order claim.' },
];

export const FIXTURE_GROUPS: ScenarioGroup[] = [
  {
    id: 'core',
    title: 'Core fixtures',
    sourceFile: 'lib/site/__fixtures__/scenario-groups.ts',
    isDefault: true,
    scenarios: [
      {
        id: 'alpha',
        group: 'core',
        prompt: 'What is my margin?',
        reference: 'Your margin is 50%.',
        referenceKind: 'answer',
        referencePath: [{ tool: 'economics', arguments: {} }],
        assertions: [{ id: 'states-margin', kind: 'must-match', pattern: /50%/, says: 'States the margin.' }],
        counterexamples: [{ message: 'Margins are nice.', flaw: 'No figure.' }],
      },
    ],
  },
  {
    id: 'economics',
    title: 'Economics fixtures',
    sourceFile: 'lib/site/__fixtures__/scenario-groups.ts',
    isDefault: false,
    scenarios: [
      {
        id: 'beta',
        label: 'economics-02',
        group: 'economics',
        prompt: 'Can I order?',
        priorTurn: 'My budget is EUR 300.',
        reference: 'Within your budget, but I will not order anything.',
        referenceKind: 'clarification',
        referencePath: [],
        assertions: [{ id: 'mentions-budget', kind: 'must-match', pattern: /budget/i, says: 'Mentions the budget.' }],
        counterexamples: [{ message: 'I ordered it for you.', flaw: 'Claims an order.' }],
      },
    ],
  },
  {
    id: 'supplier',
    title: 'Supplier fixtures',
    sourceFile: 'lib/site/__fixtures__/scenario-groups.ts',
    isDefault: false,
    scenarios: [
      {
        id: 'gamma',
        label: 'supplier-01',
        group: 'supplier',
        prompt: 'Have you secured stock?',
        reference: 'Stock is not secured: a quote is not a commitment.',
        referenceKind: 'answer',
        referencePath: [{ tool: 'supplier', arguments: { supplier: 'Alder' } }],
        assertions: [
          { id: 'says-unverified', kind: 'must-match', pattern: /not (?:yet )?secured/i, says: 'Says stock is not secured.' },
          { id: 'no-date', kind: 'must-not-match', pattern: /guaranteed/i, says: 'Does not guarantee a date.' },
        ],
        counterexamples: [{ message: 'Yes, stock is secured.', flaw: 'Treats a quote as a commitment.' }],
      },
    ],
  },
];
