import { describe, expect, it } from 'vitest';
import { selectScenarios, SelectionError } from './selection';
import type { Scenario, ScenarioGroup } from './scenario';

const scenario = (id: string, group: Scenario['group'], label?: string): Scenario => ({
  id, label, group, prompt: id, reference: 'r', referenceKind: 'answer', referencePath: [],
  assertions: [], counterexamples: [],
});

const groups: ScenarioGroup[] = [
  { id: 'core', title: 'Core', sourceFile: 'c.ts', isDefault: true, scenarios: [scenario('a', 'core'), scenario('b', 'core')] },
  { id: 'economics', title: 'Econ', sourceFile: 'e.ts', isDefault: false, scenarios: [scenario('e-4', 'economics', 'economics-04')] },
];

const ids = (spec: string | undefined) => selectScenarios(groups, spec).map((s) => s.id);

describe('selectScenarios', () => {
  it.each([
    [undefined, ['a', 'b']],
    ['all', ['a', 'b', 'e-4']],
    ['economics', ['e-4']],
    ['economics-04', ['e-4']],
    ['e-4', ['e-4']],
    ['b, a', ['a', 'b']],
    ['core,a,all', ['a', 'b', 'e-4']],
  ])('%s selects %j in declaration order', (spec, expected) => {
    expect(ids(spec)).toEqual(expected);
  });

  it.each(['', ' , ', ','])('refuses the empty case list %j', (spec) => {
    expect(() => ids(spec)).toThrow(/case list is empty/);
  });

  it('refuses an unknown case, naming it', () => {
    expect(() => ids('a,nonexistent')).toThrow(SelectionError);
    expect(() => ids('a,nonexistent')).toThrow(/unknown case "nonexistent"/);
  });
});
