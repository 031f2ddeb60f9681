import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_GROUPS } from '../../benchmarks/commerce-v1/scenarios';
import { extractScenarioSource } from './scenario-source';

const fixtureText = readFileSync(join(__dirname, '__fixtures__', 'scenario-groups.ts'), 'utf8');

describe('extractScenarioSource', () => {
  it('cuts the object literal whose id is the scenario id, dedented, exactly as written', () => {
    const text = extractScenarioSource(fixtureText, 'beta');
    expect(text.startsWith('{\n  id: \'beta\',')).toBe(true);
    expect(text.endsWith('}')).toBe(true);
    expect(text).toContain("priorTurn: 'My budget is EUR 300.',");
    expect(text).not.toContain("id: 'gamma'");
    // The dedented block is the file's text with its indentation removed, line by line.
    const lines = text.split('\n');
    const firstLine = fixtureText.split('\n').findIndex((line) => line.includes("id: 'beta'")) - 1;
    const fileLines = fixtureText.split("\n").slice(firstLine, firstLine + lines.length).map((line) => line.trim());
    fileLines[fileLines.length - 1] = "}";
    expect(lines.map((line) => line.trim())).toEqual(fileLines);
  });

  it('ignores assertion literals, which have an id but no prompt, and refuses unknown ids', () => {
    expect(() => extractScenarioSource(fixtureText, 'states-margin')).toThrow(/found 0/);
    expect(() => extractScenarioSource(fixtureText, 'nope', 'x.ts')).toThrow(/x\.ts: expected one object literal with id "nope"/);
  });

  it('finds every declared commerce-v1 scenario in its group file', () => {
    for (const group of SCENARIO_GROUPS) {
      const text = readFileSync(join(process.cwd(), group.sourceFile), 'utf8');
      for (const scenario of group.scenarios) {
        const source = extractScenarioSource(text, scenario.id, group.sourceFile);
        expect(source).toContain(`'${scenario.id}'`);
      }
    }
  });
});
