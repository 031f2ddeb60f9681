// The trust check on real recorded runs and on tampered copies of them: each tampering is
// refused naming the file and the JSON path of the field that gives it away.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_SCENARIOS } from '../../benchmarks/commerce-v1/scenarios';
import { COMMERCE_RUBRIC } from '../../benchmarks/commerce-v1/rubric';
import { readArtifactFile } from './artifact-file';
import type { Artifact } from './artifact-schema';
import { rescoreArtifact } from './rescore';
import { recordRubric } from './rubric/recorded-rubric';
import { checkArtifactTrust, type CurrentSource } from './trust';

const artifacts = join(__dirname, '..', '..', 'artifacts', 'commerce-v1');
const reference = readArtifactFile(join(artifacts, '2026-11-30T06-29-35Z-reference-0dbd.json'));
const counterexample = readArtifactFile(join(artifacts, '2026-11-30T06-29-36Z-counterexample-839e.json'));

/** A current source whose files have the digests `digests` says, declaring today's scenarios. */
const currentSource = (digests: Record<string, string>): CurrentSource => ({
  digestOf: (path) => digests[path] ?? null,
  rubricFor: (ids) => recordRubric(COMMERCE_RUBRIC, ids.map((id) => ALL_SCENARIOS.find((scenario) => scenario.id === id)!)),
  scenario: (id) => {
    const scenario = ALL_SCENARIOS.find((candidate) => candidate.id === id);
    return scenario && { label: scenario.label ?? null, group: scenario.group, prompt: scenario.prompt, priorTurn: scenario.priorTurn ?? null };
  },
  knownScenario: (id) => ALL_SCENARIOS.some((scenario) => scenario.id === id),
});
const elsewhere = currentSource({});

/** A version-2 run of "today's code": the committed reference messages re-scored under the current rubric. */
const today = rescoreArtifact(counterexample, ALL_SCENARIOS, COMMERCE_RUBRIC, {
  runId: 'today', source: { file: 'x.json', sha256: 'b'.repeat(64) }, sourceHashes: { 'lib/a.ts': 'a'.repeat(64) },
  lockfileSha256: 'c'.repeat(64), environment: counterexample.environment, now: new Date('2026-12-01T00:00:00Z'),
});
const todaysSource = currentSource({ 'lib/a.ts': 'a'.repeat(64), 'package-lock.json': 'c'.repeat(64) });
const check = (artifact: Artifact, current = elsewhere) => () => checkArtifactTrust(artifact, 'artifacts/x.json', current, 'package-lock.json');
const tampered = (artifact: Artifact, change: (copy: Artifact) => void): Artifact => {
  const copy = structuredClone(artifact);
  change(copy);
  return copy;
};

describe('checkArtifactTrust', () => {
  it('accepts recorded runs of an earlier revision and a run of the current one', () => {
    expect(check(reference)).not.toThrow();
    expect(check(counterexample)).not.toThrow();
    expect(check(today, todaysSource)).not.toThrow();
  });

  it.each<[string, (copy: Artifact) => void, string]>([
    ['a flipped verdict with the summary adjusted to match', (copy) => { copy.cases[0]!.passed = false; copy.summary.passed -= 1; copy.summary.failed += 1; }, 'cases[0].passed'],
    ['passed beside an assertion recorded as failed', (copy) => { copy.cases[0]!.assertions[0]!.held = false; }, 'cases[0].assertions[0].held'],
    ['evidence that does not match the message', (copy) => { copy.cases[0]!.assertions[0]!.matched = 'something else'; }, 'cases[0].assertions[0].matched'],
    ['a failure stage changed', (copy) => { copy.cases[0]!.failureStage = 'kind'; }, 'cases[0].failureStage'],
    ['a summary that does not count the cases', (copy) => { copy.summary.passed += 1; }, 'summary.passed'],
    ['a case outside the selection', (copy) => { copy.cases[0]!.scenarioId = 'no-such-scenario'; }, 'cases[0].scenarioId'],
    ['an attempt recorded twice', (copy) => { copy.cases[1] = structuredClone(copy.cases[0]!); }, 'cases[1].attempt'],
    ['an attempt beyond the repeat count', (copy) => { copy.cases[0]!.attempt = 9; }, 'cases[0].attempt'],
  ])('refuses %s', (_name, change, field) => {
    expect(check(tampered(reference, change))).toThrow(`artifacts/x.json: ${field}`);
  });

  it('refuses a case whose scenario the selection names but the recorded rubric does not cover', () => {
    const copy = tampered(today, (artifact) => {
      artifact.selection.caseIds.push('ghost-scenario');
      artifact.cases[0]!.scenarioId = 'ghost-scenario';
    });
    expect(check(copy)).toThrow('selection.caseIds[14]: expected a scenario the benchmark declares or once declared, got "ghost-scenario"');
    // A scenario the benchmark once declared (retired since) still needs the recorded rubric to cover it.
    expect(check(copy, { ...elsewhere, knownScenario: () => true })).toThrow('cases[0].scenarioId: expected a scenario the recorded rubric covers');
  });

  it('refuses a run of the current source that carries another rubric or another prompt', () => {
    const loosened = tampered(today, (artifact) => { artifact.rubric.guard = []; artifact.cases.forEach((item) => { item.assertions = item.assertions.filter((outcome) => outcome.origin !== 'guard'); }); });
    expect(check(loosened, todaysSource)).toThrow('rubric: expected the rubric the current source declares');
    expect(check(loosened)).not.toThrow();
    const reworded = tampered(today, (artifact) => { artifact.cases[0]!.prompt = 'Something easier?'; });
    expect(check(reworded, todaysSource)).toThrow('cases[0].prompt:');
  });
});
