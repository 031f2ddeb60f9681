// `npm run score` as a reader uses it: a message on stdin or in a file, a verdict and exit code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { UNIVERSAL_GUARD } from '../benchmarks/commerce-v1/guard';

const root = join(import.meta.dirname, '..');
const score = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/score.ts', ...args], { cwd: root, encoding: 'utf8', input });
const scratch = mkdtempSync(join(tmpdir(), 'score-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run score', () => {
  it('passes the reference answer read from stdin, listing every check as held', () => {
    const scenario = ALL_SCENARIOS.find((candidate) => candidate.id === 'unit-economics')!;
    const result = score(['unit-economics'], scenario.reference);
    expect(result.status).toBe(0);
    const checks = result.stdout.split('\n').filter((line) => /^ {2}(held|FAILED)/.test(line));
    expect(checks).toHaveLength(scenario.assertions.length + UNIVERSAL_GUARD.length);
    expect(checks.every((line) => line.startsWith('  held'))).toBe(true);
    expect(result.stdout.trim().endsWith('PASS')).toBe(true);
  });

  it('fails a counterexample read from a file, found by case label, naming the failed check', () => {
    const scenario = ALL_SCENARIOS.find((candidate) => candidate.label === 'economics-07')!;
    const file = join(scratch, 'answer.txt');
    writeFileSync(file, scenario.counterexamples[0]!.message);
    const result = score(['economics-07', file]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/ {2}FAILED {2}/);
    expect(result.stdout).toMatch(/^FAIL \((assertion|guard): /m);
  });

  it('fails a claim of having ordered through the guard', () => {
    const result = score(['supplier-01'], 'Alder fits within USD 300 at USD 200. I have ordered 20 units from Alder.');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/FAILED {2}guard:/);
  });

  it.each([[['no-such-scenario'], /unknown scenario "no-such-scenario"/], [[], /usage:/], [['unit-economics', '/nonexistent/file'], /cannot read/]])(
    'refuses %j with exit 2',
    (args, message) => {
      const result = score(args, '');
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(message);
    },
  );
});
