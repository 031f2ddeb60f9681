// `npm run rescore` on the committed control artifacts, and a rubric change that flips verdicts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { COMMERCE_RUBRIC } from '../benchmarks/commerce-v1/rubric';
import { parseArtifactText, readArtifactFile } from '../lib/eval/artifact-file';
import { rescoreArtifact, verdictFlips } from '../lib/eval/rescore';
import type { Scenario } from '../lib/eval/scenario';

const root = join(import.meta.dirname, '..');
const artifactsDir = join(root, 'artifacts', 'commerce-v1');
const controlFile = (provider: string) => {
  const name = readdirSync(artifactsDir).find((file) => file.endsWith('.json') && file.includes(`-${provider}-`) && !file.includes('replay'));
  return join(artifactsDir, name ?? `missing-${provider}.json`);
};
const outDir = mkdtempSync(join(tmpdir(), 'rescore-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('npm run rescore', () => {
  it.each(['reference', 'counterexample'])('gives identical verdicts on the committed %s control run', (provider) => {
    const path = controlFile(provider);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/rescore.ts', path, '--out', outDir], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no verdict flipped');
    const source = readArtifactFile(path);
    const written = readdirSync(outDir).find((file) => file.includes(`replay-of-${source.runId}`))!;
    const rescored = parseArtifactText(readFileSync(join(outDir, written), 'utf8'), written);
    expect(rescored.provider).toEqual({ id: 'replay', kind: 'control', endpoint: null });
    expect(rescored.replayOf).toMatchObject({ runId: source.runId });
    expect(rescored.cases.map((row) => row.passed)).toEqual(source.cases.map((row) => row.passed));
    expect(rescored.cases.map((row) => row.response.message)).toEqual(source.cases.map((row) => row.response.message));
  });

  it('flips exactly the verdicts a changed assertion should flip', () => {
    const source = readArtifactFile(controlFile('reference'));
    // Tighten one rubric: unit-economics now demands a phrase its reference never uses.
    const changed: Scenario[] = ALL_SCENARIOS.map((scenario) =>
      scenario.id !== 'unit-economics'
        ? scenario
        : { ...scenario, assertions: [...scenario.assertions, { id: 'says-zebra', kind: 'must-match', pattern: /zebra/, says: 'mentions a zebra' }] },
    );
    const context = {
      runId: 'test-replay', source: { file: 'x.json', sha256: 'b'.repeat(64) }, sourceHashes: {},
      lockfileSha256: 'c'.repeat(64), environment: source.environment, now: new Date(0),
    };
    const rescored = rescoreArtifact(source, changed, COMMERCE_RUBRIC, context);
    expect(verdictFlips(source, rescored)).toEqual([{ scenarioId: 'unit-economics', attempt: 1, before: true, after: false }]);
    const flipped = rescored.cases.find((row) => row.scenarioId === 'unit-economics')!;
    expect(flipped).toMatchObject({ passed: false, failureStage: 'assertion', failureText: 'says-zebra: mentions a zebra' });
  });
});
