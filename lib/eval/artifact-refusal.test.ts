import { describe, expect, it } from 'vitest';
import { displayPath, formatRefusal, jsonPath } from './artifact-refusal';

describe('artifact refusals', () => {
  it.each<[PropertyKey[], string]>([
    [[], '(root)'],
    [['cases', 3, 'passed'], 'cases[3].passed'],
    [['sourceHashes', 'lib/a b.ts'], 'sourceHashes["lib/a b.ts"]'],
    [['sourceHashes', '__proto__'], 'sourceHashes.__proto__'],
    [[0, 'x'], '[0].x'],
  ])('names the field %j as %s', (path, expected) => {
    expect(jsonPath(path)).toBe(expected);
  });

  it.each([
    ['/repo/artifacts/commerce-v1/run.json', 'artifacts/commerce-v1/run.json'],
    ['/repo', '/repo'],
    ['/elsewhere/run.json', '/elsewhere/run.json'],
    ['/repository-sibling/run.json', '/repository-sibling/run.json'],
    ['/repo/..odd/run.json', '..odd/run.json'],
  ])('shows %s as %s', (path, shown) => {
    expect(displayPath(path, '/repo')).toBe(shown);
  });

  it('says "expected" once and keeps hostile text on one line', () => {
    expect(formatRefusal('a.json', 'runId', 'a safe run id')).toBe('a.json: runId: expected a safe run id');
    expect(formatRefusal('a.json', 'runId', 'expected a safe run id')).toBe('a.json: runId: expected a safe run id');
    expect(formatRefusal('a\r\nb\u2028.json', 'x\u202e', 'y\tz')).toBe('a\\u000d\\u000ab\\u2028.json: x\\u202e: expected y\\u0009z');
  });
});
