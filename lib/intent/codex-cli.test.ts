import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_STEP_JSON_SCHEMA } from '../commerce/agent-step';
import type { AdapterErrorCategory, ModelRequest } from '../models/model';
import { ProviderConfigError } from '../models/provider';
import { runProcess } from '../models/process';
import {
  expectAdapterError, expectEmptyAndRemove, expectNoFlagMismatch, MISMATCH_LOG, FAKE_CODEX_DIR, fakeCliEnv, isAlive, makeTempRoot, readPids,
} from '../models/__fixtures__/cli-test-kit';
import { CODEX_ACCOUNTS_ENV, codexArgs, createCodexRunner, openaiCodexProvider } from './codex-cli';

const request: ModelRequest = {
  system: 'You are a commerce assistant.',
  messages: [
    { role: 'user', content: 'What is my margin?' },
    { role: 'tool', name: 'business', content: '{"currency":"USD"}' },
  ],
  outputSchema: AGENT_STEP_JSON_SCHEMA,
  model: 'gpt-5',
};

let tempRoot: string;
let accountsDir: string;

beforeEach(async () => {
  tempRoot = await makeTempRoot();
  accountsDir = await mkdtemp(join(tmpdir(), 'commerce-v1-codex-home-'));
});
afterEach(async () => {
  // Tests check emptiness themselves; this only keeps a failed test from littering /tmp.
  await rm(tempRoot, { recursive: true, force: true });
  await rm(accountsDir, { recursive: true, force: true });
  expectNoFlagMismatch();
});

function runner(mode: string, extra: { timeoutMs?: number; env?: Record<string, string>; accounts?: string } = {}) {
  const accounts = extra.accounts ?? accountsDir;
  return createCodexRunner({
    model: 'gpt-5',
    accountsDir: accounts,
    env: fakeCliEnv(FAKE_CODEX_DIR, mode, { FAKE_EXPECT_MODEL: 'gpt-5', FAKE_EXPECT_CODEX_HOME: accounts, ...extra.env }),
    timeoutMs: extra.timeoutMs ?? 20_000,
    tempRoot,
  });
}

describe('codex exec transport against the fake CLI', () => {
  it('returns the parsed final agent message, usage, and no resolved model without a reroute', async () => {
    const reply = await runner('success').complete(request);
    expect(reply.output).toEqual({ action: 'final', tool: null, arguments_json: null, kind: 'answer', message: 'Fake answer.' });
    expect(reply.usage).toEqual({ inputTokens: 1200, outputTokens: 80, cachedInputTokens: 200 });
    expect(reply.resolvedModel).toBeUndefined();
    expect(reply.latencyMs).toBeGreaterThan(0);
    await expectEmptyAndRemove(tempRoot);
  });

  it('records the target of a reroute notice as the resolved model', async () => {
    const reply = await runner('reroute').complete(request);
    expect(reply.resolvedModel).toBe('gpt-5-mini');
    await expectEmptyAndRemove(tempRoot);
  });

  it('passes schema-violating JSON through: the agent validates the step', async () => {
    const reply = await runner('schema-violating').complete(request);
    expect(reply.output).toEqual({ action: 'final', kind: 'maybe', message: 42 });
    await expectEmptyAndRemove(tempRoot);
  });

  const failures: [string, AdapterErrorCategory][] = [
    ['not-logged-in', 'auth-unavailable'],
    ['unknown-model', 'model-unavailable'],
    ['unknown-option', 'unsupported-option'],
    ['invalid-json', 'invalid-output'],
    ['no-message', 'invalid-output'],
    ['secret-stderr', 'invocation-failed'],
  ];
  it.each(failures)('mode %s becomes %s with no raw text and no temp directory left', async (mode, category) => {
    await expectAdapterError(runner(mode).complete(request), category);
    await expectEmptyAndRemove(tempRoot);
  });

  it('a missing accounts directory fails the invocation (preflight normally refuses first)', async () => {
    await expectAdapterError(runner('success', { accounts: join(accountsDir, 'missing') }).complete(request), 'invocation-failed');
    await expectEmptyAndRemove(tempRoot);
  });

  it('kills the whole process group on timeout and removes the temp directory', async () => {
    const pidFile = join(accountsDir, 'pids');
    await expectAdapterError(
      runner('hang', { timeoutMs: 1_500, env: { FAKE_CLI_PID_FILE: pidFile } }).complete(request),
      'timeout',
    );
    const pids = readPids(pidFile);
    expect(pids).toHaveLength(2);
    await expect.poll(() => pids.some(isAlive), { timeout: 5_000 }).toBe(false);
    await expectEmptyAndRemove(tempRoot);
  });

  it('an abort from the caller ends the process as a timeout', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    await expectAdapterError(runner('hang').complete({ ...request, signal: controller.signal }), 'timeout');
    await expectEmptyAndRemove(tempRoot);
  });

  it('refuses a schema outside the subset before spawning anything', async () => {
    const outputSchema = { ...AGENT_STEP_JSON_SCHEMA, properties: { action: { type: 'string', minLength: 1 } }, required: ['action'] };
    await expectAdapterError(runner('success').complete({ ...request, outputSchema }), 'unsupported-option');
    await expectEmptyAndRemove(tempRoot);
  });
});

describe('the fake codex asserts its flags', () => {
  it('exits 97 when one pinned flag is dropped', async () => {
    const schemaPath = join(tempRoot, 'output-schema.json');
    await writeFile(schemaPath, JSON.stringify({ type: 'object', properties: {}, required: [], additionalProperties: false }));
    const args = codexArgs('gpt-5', schemaPath).filter((arg) => arg !== '--ephemeral');
    const result = await runProcess({
      command: 'codex', args, env: { ...fakeCliEnv(FAKE_CODEX_DIR, 'success'), CODEX_HOME: accountsDir },
      cwd: tempRoot, stdin: '<conversation>', timeoutMs: 10_000,
    });
    expect(result.exitCode).toBe(97);
    await rm(MISMATCH_LOG, { force: true });
  });
});

describe('openai provider preflight', () => {
  const env = (extra: Record<string, string | undefined>) => ({ ...fakeCliEnv(FAKE_CODEX_DIR, 'success'), [CODEX_ACCOUNTS_ENV]: accountsDir, ...extra });

  it('records the CLI version when codex, the accounts directory and a model are there', async () => {
    expect(await openaiCodexProvider.preflight({ model: 'gpt-5', env: env({}) })).toEqual({ cliVersion: 'codex-cli 0.160.0' });
  });

  it.each([
    ['codex is not on PATH', { PATH: tempRoot }, 'gpt-5', /`codex` is not on PATH/],
    ['the accounts variable is unset', { [CODEX_ACCOUNTS_ENV]: undefined }, 'gpt-5', /FF_CODEX_ACCOUNTS_DIR is not set/],
    ['the accounts directory is missing', { [CODEX_ACCOUNTS_ENV]: '/nonexistent/codex-accounts' }, 'gpt-5', /does not name an existing directory/],
    ['no model is given', {}, undefined, /needs an explicit model/],
    ['the timeout is not a number', { COMMERCE_EVAL_TIMEOUT_MS: 'soon' }, 'gpt-5', /COMMERCE_EVAL_TIMEOUT_MS/],
  ])('refuses with one line when %s', async (_label, extra, model, message) => {
    const error = await openaiCodexProvider.preflight({ model, env: env(extra) }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
