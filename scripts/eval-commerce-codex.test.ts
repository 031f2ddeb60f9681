// `npm run eval -- --provider openai` as a user runs it, through the real codex-cli 0.169.0
// and the loopback model server, with HOME pointed at an empty directory.
import { describe, it } from 'vitest';
import { CLI_PATH, expectOnlyCodexResidue, processesMentioning } from '../lib/models/__fixtures__/cli-test-kit';
import { servedModel } from '../lib/models/__fixtures__/loopback-model/wire-protocol';
import { runEval } from './__fixtures__/eval-in-environment';
import { CANARY_NAME, CANARY_VALUE, expectNothingLeft, expectReferenceRun, withLoopback, type RunContext } from './__fixtures__/reference-run';

const MODEL = 'gpt-5';
const KEY = 'sk-loopback-codex-0000SECRET';

/** A user's environment: the CLIs on PATH, an empty HOME, an empty accounts directory, a canary. */
const userEnv = ({ scratch }: RunContext, extra: Record<string, string> = {}) => ({
  PATH: CLI_PATH, HOME: scratch.home, TMPDIR: scratch.tempRoot, LANG: 'C.UTF-8', [CANARY_NAME]: CANARY_VALUE,
  FF_CODEX_ACCOUNTS_DIR: scratch.cliHome, ...extra,
});
const endpointEnv = (context: RunContext, extra: Record<string, string> = {}) =>
  userEnv(context, { COMMERCE_EVAL_CODEX_BASE_URL: `${context.server.origin}/v1`, COMMERCE_EVAL_CODEX_API_KEY: KEY, ...extra });
const evalArgs = (cases: string, ...more: string[]) => ['--provider', 'openai', '--model', MODEL, '--case', cases, ...more];

// Concurrent: each test has its own server and directories, and mostly waits on the CLI; each
// uses its own test's `expect`, as concurrent tests must.
describe.concurrent('npm run eval -- --provider openai (real Codex)', () => {
  it('--case all against the scripted reference model passes 14/14, recording usage, served model and endpoint, and leaves nothing', ({ expect }) =>
    withLoopback({ kind: 'reference' }, async (context) => {
      const outcome = await runEval(evalArgs('all', '--concurrency', '2'), endpointEnv(context), context.scratch.root);
      await expectReferenceRun(outcome, context, {
        protocol: 'openai-responses',
        endpoint: context.server.origin,
        // Codex reports the model the server named (as a reroute notice); it reports no cost.
        resolved: [servedModel(MODEL)],
        cliVersion: 'codex-cli 0.169.0',
        costPerRequest: null,
        secrets: [KEY],
      });
      // The accounts directory, used as CODEX_HOME, holds no state, log, snapshot or history.
      await expectOnlyCodexResidue(context.scratch.cliHome);
    }), 300_000);

  it('not logged in: exit 2 within 20 s, nothing written, and the login command named', ({ expect }) =>
    withLoopback({ kind: 'reference' }, async (context) => {
      const outcome = await runEval(evalArgs('unit-economics'), userEnv(context), context.scratch.root);
      expect(outcome.status).toBe(2);
      expect(outcome.elapsedMs).toBeLessThan(20_000);
      expect(outcome.files).toEqual([]);
      expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
      expect(outcome.stderr).toContain(`run \`CODEX_HOME=${context.scratch.cliHome} codex login\``);
      await expectOnlyCodexResidue(context.scratch.cliHome);
      await expectNothingLeft(context.scratch);
    }), 60_000);

  it('an unknown model on consecutive cases stops the run with its advice; the completed cases stay', ({ expect }) =>
    withLoopback({ kind: 'fault', fault: 'unknown-model' }, async (context) => {
      const outcome = await runEval(evalArgs('core'), endpointEnv(context), context.scratch.root);
      expect(outcome.status).toBe(1);
      expect(outcome.stdout.match(/ FAIL .* -> degraded \(model-unavailable\): the model is unknown/g)).toHaveLength(3);
      expect(outcome.stderr).toContain('stopped early: 3 consecutive cases failed with model-unavailable');
      expect(outcome.artifact).toMatchObject({ state: 'interrupted', summary: { total: 3, degraded: 3 } });
      await expectNothingLeft(context.scratch);
    }), 120_000);

  it('a stalled stream ends at COMMERCE_EVAL_TIMEOUT_MS as a timeout, and the CLI and its native child are gone', ({ expect }) =>
    withLoopback({ kind: 'fault', fault: 'stall' }, async (context) => {
      const outcome = await runEval(evalArgs('unit-economics'), endpointEnv(context, { COMMERCE_EVAL_TIMEOUT_MS: '5000' }), context.scratch.root);
      expect(outcome.status).toBe(1);
      expect(outcome.stdout).toMatch(/ FAIL .* -> degraded \(timeout\)/);
      expect(outcome.artifact!.cases[0]!.response.degradedReason).toBe('timeout');
      // The whole process group was killed: nothing still holds the server's address.
      await expect.poll(() => processesMentioning(context.server.origin), { timeout: 5_000 }).toEqual([]);
      await expectNothingLeft(context.scratch);
    }), 60_000);

  it('openai-compatible: --case all against the scripted reference model over Chat Completions passes 14/14', ({ expect }) =>
    withLoopback({ kind: 'reference' }, async (context) => {
      const env = userEnv(context, { COMMERCE_EVAL_BASE_URL: `${context.server.origin}/v1` });
      const outcome = await runEval(['--provider', 'openai-compatible', '--model', 'qwen3:8b', '--case', 'all'], env, context.scratch.root);
      await expectReferenceRun(outcome, context, {
        protocol: 'chat-completions',
        // The server URL is this provider's only endpoint, not an override of a default.
        endpoint: null,
        resolved: [servedModel('qwen3:8b')],
        cliVersion: null,
        costPerRequest: null,
        secrets: [],
      });
    }), 120_000);
});
