// What every `--case all` run against the scripted reference model must show, whichever
// provider carried it: every case passed, one model request per agent step and no other
// request, isolation held on every request, usage as the server reported it, and nothing of
// the environment (a canary variable, the key) in any file the run or the CLI left.
import { readdir } from 'node:fs/promises';
import { expect } from 'vitest';
import { ALL_SCENARIOS } from '../../benchmarks/commerce-v1/scenarios';
import { STATUS_LABELS } from '../../lib/eval/status-labels';
import { filesContaining, makeScratch, type Scratch } from '../../lib/models/__fixtures__/cli-test-kit';
import type { ModelScript } from '../../lib/models/__fixtures__/loopback-model/scripted-model';
import { startLoopbackModel, type LoopbackModel } from '../../lib/models/__fixtures__/loopback-model/server';
import type { WireProtocolId } from '../../lib/models/__fixtures__/loopback-model/wire-protocol';
import { LOOPBACK_USAGE } from '../../lib/models/__fixtures__/loopback-model/wire-protocol';
import type { EvalOutcome } from './eval-in-environment';

/** Set in the runner's environment; must be found in no file afterwards. */
export const CANARY_NAME = 'COMMERCE_V1_TEST_CANARY';
export const CANARY_VALUE = 'canary-7f3c9e1d-not-for-disk';

/** Model requests a reference run makes: one per reference tool call, plus the final answer. */
export const REFERENCE_REQUESTS = ALL_SCENARIOS.reduce((sum, scenario) => sum + scenario.referencePath.length + 1, 0);

export interface RunContext {
  scratch: Scratch;
  server: LoopbackModel;
}

/** A server and directories of the test's own, so tests can run concurrently; `reference` plays every scenario. */
export async function withLoopback(script: ModelScript | { kind: 'reference' }, body: (context: RunContext) => Promise<void>): Promise<void> {
  const scratch = await makeScratch();
  const server = await startLoopbackModel(script.kind === 'reference' ? { kind: 'reference', scenarios: ALL_SCENARIOS } : script);
  try {
    await body({ scratch, server });
  } finally {
    await server.close();
    await scratch.remove();
  }
}

export interface ReferenceRunExpectation {
  protocol: WireProtocolId;
  /** `provider.endpoint`: the override's origin, or null. */
  endpoint: string | null;
  resolved: string[];
  cliVersion: string | null;
  /** Per model request, as the transport reports it; null when it reports none. */
  costPerRequest: number | null;
  secrets: string[];
}

export async function expectReferenceRun(outcome: EvalOutcome, { server, scratch }: RunContext, expected: ReferenceRunExpectation): Promise<void> {
  expect(outcome.stderr).toBe('');
  expect(outcome.status).toBe(0);
  expect(outcome.stdout.match(/ PASS /g)).toHaveLength(ALL_SCENARIOS.length);
  const artifact = outcome.artifact!;
  expect(artifact).toMatchObject({
    state: 'complete',
    statusLabel: STATUS_LABELS.model,
    provider: { kind: 'model', endpoint: expected.endpoint },
    model: { resolved: expected.resolved },
    environment: { cliVersion: expected.cliVersion },
    summary: { total: ALL_SCENARIOS.length, passed: ALL_SCENARIOS.length, failed: 0, degraded: 0 },
  });
  for (const row of artifact.cases) {
    const steps = row.modelSteps.length;
    expect(row.usage).toEqual({ inputTokens: steps * LOOPBACK_USAGE.inputTokens, outputTokens: steps * LOOPBACK_USAGE.outputTokens, cachedInputTokens: steps * LOOPBACK_USAGE.cachedInputTokens });
    if (expected.costPerRequest === null) expect(row.costUsd).toBeNull();
    else expect(row.costUsd).toBeCloseTo(steps * expected.costPerRequest, 10);
  }
  expect(server.violations).toEqual([]);
  expect(server.requests).toHaveLength(REFERENCE_REQUESTS);
  expect(new Set(server.requests.map((received) => received.protocol))).toEqual(new Set([expected.protocol]));
  for (const secret of [CANARY_VALUE, ...expected.secrets]) expect(outcome.artifactText).not.toContain(secret);
  await expectNothingLeft(scratch);
}

/** HOME gained nothing; no request directory is left; no file anywhere holds the canary. */
export async function expectNothingLeft(scratch: Scratch): Promise<void> {
  expect(await readdir(scratch.home)).toEqual([]);
  expect((await readdir(scratch.tempRoot)).filter((name) => name.startsWith('commerce-v1-'))).toEqual([]);
  expect(filesContaining(scratch.root, CANARY_VALUE)).toEqual([]);
}
