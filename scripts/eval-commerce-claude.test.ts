// `npm run eval -- --provider anthropic` as a user runs it, through the real Claude Code
// 2.1.328 and the loopback model server, with HOME pointed at an empty directory.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { CLI_PATH, makeScratch, processesMentioning, type Scratch } from '../lib/models/__fixtures__/cli-test-kit';
import { startLoopbackModel, type LoopbackModel } from '../lib/models/__fixtures__/loopback-model/server';
import { LOOPBACK_USAGE } from '../lib/models/__fixtures__/loopback-model/wire-protocol';
import { runEval } from './__fixtures__/eval-process';
import { CANARY_NAME, CANARY_VALUE, expectNothingLeft, expectReferenceRun } from './__fixtures__/reference-run';

const MODEL = 'claude-sonnet-4-5';
const KEY = 'sk-ant-loopback-0000SECRET';
/** Anthropic's list price for Sonnet 4.5 per token (USD 3, 15 and 0.30 per million), which the CLI applies. */
const COST_PER_REQUEST = LOOPBACK_USAGE.inputTokens * 3e-6 + LOOPBACK_USAGE.outputTokens * 15e-6 + LOOPBACK_USAGE.cachedInputTokens * 0.3e-6;

let scratch: Scratch;
let server: LoopbackModel;
beforeEach(async () => {
  scratch = await makeScratch();
  server = await startLoopbackModel({ kind: 'reference', scenarios: ALL_SCENARIOS });
});
afterEach(async () => {
  await server.close();
  await scratch.remove();
});

/** A user's environment: the CLIs on PATH, an empty HOME, a canary, and no runner variables. */
const userEnv = (extra: Record<string, string> = {}) => ({
  PATH: CLI_PATH, HOME: scratch.home, TMPDIR: scratch.tempRoot, LANG: 'C.UTF-8', [CANARY_NAME]: CANARY_VALUE, ...extra,
});
const gatewayEnv = (extra: Record<string, string> = {}) => userEnv({ ANTHROPIC_API_KEY: KEY, COMMERCE_EVAL_ANTHROPIC_BASE_URL: server.origin, ...extra });

describe('npm run eval -- --provider anthropic (real Claude Code)', () => {
  it('--case all against the scripted reference model passes 14/14, recording usage, cost, served model and endpoint, and leaves nothing', async () => {
    const outcome = await runEval(['--provider', 'anthropic', '--model', MODEL, '--case', 'all', '--concurrency', '2'], gatewayEnv(), scratch.root);
    await expectReferenceRun(outcome, server, scratch, {
      protocol: 'anthropic-messages',
      endpoint: server.origin,
      resolved: [MODEL],
      cliVersion: '2.1.328 (Claude Code)',
      costPerRequest: COST_PER_REQUEST,
      secrets: [KEY],
    });
    expect(outcome.stdout).toContain(`via ${server.origin}`);
  }, 240_000);

  it('not logged in: exit 2 within 20 s, nothing written, and the login command named', async () => {
    const outcome = await runEval(['--provider', 'anthropic', '--model', MODEL, '--case', 'supplier-01'], userEnv(), scratch.root);
    expect(outcome.status).toBe(2);
    expect(outcome.elapsedMs).toBeLessThan(20_000);
    expect(outcome.files).toEqual([]);
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
    expect(outcome.stderr).toContain('run `claude auth login`');
    expect(server.requests).toEqual([]);
    await expectNothingLeft(scratch);
  }, 60_000);

  it('a refused key on consecutive cases stops the run with its advice; the completed cases stay', async () => {
    server.script({ kind: 'fault', fault: 'unauthorized' });
    const outcome = await runEval(['--provider', 'anthropic', '--model', MODEL, '--case', 'core'], gatewayEnv(), scratch.root);
    expect(outcome.status).toBe(1);
    expect(outcome.stdout.match(/ FAIL .* -> degraded \(auth-unavailable\): not logged in, or the key was refused/g)).toHaveLength(3);
    expect(outcome.stderr).toContain('stopped early: 3 consecutive cases failed with auth-unavailable');
    expect(outcome.artifact).toMatchObject({ state: 'running', finishedAt: null, summary: { total: 3, degraded: 3 } });
    expect(outcome.artifactText).not.toContain(KEY);
    await expectNothingLeft(scratch);
  }, 120_000);

  it('a stalled stream ends at COMMERCE_EVAL_TIMEOUT_MS as a timeout, and the CLI is gone', async () => {
    server.script({ kind: 'fault', fault: 'stall' });
    const outcome = await runEval(['--provider', 'anthropic', '--model', MODEL, '--case', 'unit-economics'], gatewayEnv({ COMMERCE_EVAL_TIMEOUT_MS: '5000' }), scratch.root);
    expect(outcome.status).toBe(1);
    expect(outcome.stdout).toMatch(/ FAIL .* -> degraded \(timeout\): no answer within COMMERCE_EVAL_TIMEOUT_MS/);
    expect(outcome.artifact!.cases[0]!.response.degradedReason).toBe('timeout');
    // The whole process group was killed: nothing still holds the server's address.
    await expect.poll(() => processesMentioning(server.origin), { timeout: 5_000 }).toEqual([]);
    await expectNothingLeft(scratch);
  }, 60_000);
});
