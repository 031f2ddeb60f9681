// `npm run eval -- --provider anthropic` as a user runs it, through the real Claude Code
// 2.1.328 and the loopback model server, with HOME pointed at an empty directory.
import { describe, it } from 'vitest';
import { CLI_PATH, processesMentioning } from '../lib/models/__fixtures__/cli-test-kit';
import { LOOPBACK_USAGE } from '../lib/models/__fixtures__/loopback-model/wire-protocol';
import { runEval } from './__fixtures__/eval-in-environment';
import { CANARY_NAME, CANARY_VALUE, expectNothingLeft, expectReferenceRun, withLoopback, type RunContext } from './__fixtures__/reference-run';

const MODEL = 'claude-sonnet-4-5';
const KEY = 'sk-ant-loopback-0000SECRET';
/** Anthropic's list price for Sonnet 4.5 per token (USD 3, 15 and 0.30 per million), which the CLI applies. */
const COST_PER_REQUEST = LOOPBACK_USAGE.inputTokens * 3e-6 + LOOPBACK_USAGE.outputTokens * 15e-6 + LOOPBACK_USAGE.cachedInputTokens * 0.3e-6;

/** A user's environment: the CLIs on PATH, an empty HOME, a canary, and no runner variables. */
const userEnv = ({ scratch }: RunContext, extra: Record<string, string> = {}) => ({
  PATH: CLI_PATH, HOME: scratch.home, TMPDIR: scratch.tempRoot, LANG: 'C.UTF-8', [CANARY_NAME]: CANARY_VALUE, ...extra,
});
const gatewayEnv = (context: RunContext, extra: Record<string, string> = {}) =>
  userEnv(context, { ANTHROPIC_API_KEY: KEY, COMMERCE_EVAL_ANTHROPIC_BASE_URL: context.server.origin, ...extra });
const evalArgs = (cases: string, ...more: string[]) => ['--provider', 'anthropic', '--model', MODEL, '--case', cases, ...more];

// Concurrent: each test has its own server and directories, and mostly waits on the CLI; each
// uses its own test's `expect`, as concurrent tests must.
describe.concurrent('npm run eval -- --provider anthropic (real Claude Code)', () => {
  it('--case all against the scripted reference model passes 14/14, recording usage, cost, served model and endpoint, and leaves nothing', ({ expect }) =>
    withLoopback({ kind: 'reference' }, async (context) => {
      const outcome = await runEval(evalArgs('all', '--concurrency', '2'), gatewayEnv(context), context.scratch.root);
      await expectReferenceRun(outcome, context, {
        protocol: 'anthropic-messages',
        endpoint: context.server.origin,
        resolved: [MODEL],
        cliVersion: '2.1.328 (Claude Code)',
        costPerRequest: COST_PER_REQUEST,
        secrets: [KEY],
      });
      expect(outcome.stdout).toContain(`via ${context.server.origin}`);
    }), 300_000);

  it('not logged in: exit 2 within 20 s, nothing written, and the login command named', ({ expect }) =>
    withLoopback({ kind: 'reference' }, async (context) => {
      const outcome = await runEval(evalArgs('supplier-01'), userEnv(context), context.scratch.root);
      expect(outcome.status).toBe(2);
      expect(outcome.elapsedMs).toBeLessThan(20_000);
      expect(outcome.files).toEqual([]);
      expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
      expect(outcome.stderr).toContain('run `claude auth login`');
      expect(context.server.requests).toEqual([]);
      await expectNothingLeft(context.scratch);
    }), 60_000);

  it('a refused key on consecutive cases stops the run with its advice; the completed cases stay', ({ expect }) =>
    withLoopback({ kind: 'fault', fault: 'unauthorized' }, async (context) => {
      const outcome = await runEval(evalArgs('core'), gatewayEnv(context), context.scratch.root);
      expect(outcome.status).toBe(1);
      expect(outcome.stdout.match(/ FAIL .* -> degraded \(auth-unavailable\): not logged in, or the key was refused/g)).toHaveLength(3);
      expect(outcome.stderr).toContain('stopped early: 3 consecutive cases failed with auth-unavailable');
      expect(outcome.artifact).toMatchObject({ state: 'interrupted', finishedAt: null, summary: { total: 3, degraded: 3 } });
      expect(outcome.artifactText).not.toContain(KEY);
      await expectNothingLeft(context.scratch);
    }), 120_000);

  it('a stalled stream ends at COMMERCE_EVAL_TIMEOUT_MS as a timeout, and the CLI is gone', ({ expect }) =>
    withLoopback({ kind: 'fault', fault: 'stall' }, async (context) => {
      const outcome = await runEval(evalArgs('unit-economics'), gatewayEnv(context, { COMMERCE_EVAL_TIMEOUT_MS: '5000' }), context.scratch.root);
      expect(outcome.status).toBe(1);
      expect(outcome.stdout).toMatch(/ FAIL .* -> degraded \(timeout\): no answer within COMMERCE_EVAL_TIMEOUT_MS/);
      expect(outcome.artifact!.cases[0]!.response.degradedReason).toBe('timeout');
      // The whole process group was killed: nothing still holds the server's address.
      await expect.poll(() => processesMentioning(context.server.origin), { timeout: 5_000 }).toEqual([]);
      await expectNothingLeft(context.scratch);
    }), 60_000);
});
