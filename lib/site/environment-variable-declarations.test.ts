import { describe, expect, it } from 'vitest';
import { DECLARED_VARIABLES, describeVariables } from './environment-variable-declarations';
import { environmentVariablesRead } from './environment-variables';
import { REPOSITORY_ROOT } from './paths';
import { RUNNER_ENTRY } from './reproduction';

describe('environment variable declarations', () => {
  const found = environmentVariablesRead(REPOSITORY_ROOT, [RUNNER_ENTRY]);

  it('declares exactly the variables the runner source reads, each once', () => {
    const declared = DECLARED_VARIABLES.map((variable) => variable.name);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(found.map((variable) => variable.name));
  });

  it('gives every one a meaning and what happens when it is unset', () => {
    for (const variable of describeVariables(found)) {
      expect(variable.meaning.length, variable.name).toBeGreaterThan(10);
      expect(variable.whenUnset.length, variable.name).toBeGreaterThan(5);
      expect(variable.files.length, variable.name).toBeGreaterThan(0);
    }
  });

  it('fails naming the file and the variable read without a declaration', () => {
    expect(() => describeVariables([{ name: 'NEW_VAR', files: ['lib/x.ts'] }], [])).toThrow('lib/x.ts: NEW_VAR is read but has no declared meaning');
  });
});
