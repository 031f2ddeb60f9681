import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_STEP_JSON_SCHEMA } from '../../lib/commerce/agent-step';
import type { AdapterErrorCategory, ModelRequest } from '../../lib/models/model';
import { ProviderConfigError } from '../../lib/models/provider';
import { runProcess } from '../../lib/models/process';
import {
  expectAdapterError, expectEmptyAndRemove, expectNoFlagMismatch, expectNoRawText, fakeCliEnv, isAlive, makeTempRoot, MISMATCH_LOG, readPids,
} from '../../lib/models/__fixtures__/cli-test-kit';
import { CaseSchema } from '../../lib/eval/artifact-schema';
import { runCase } from '../../lib/eval/run-case';
import { anthropicClaudeProvider, claudeArgs, createClaudeRunner } from './claude-adapter';
import { COMMERCE_RUBRIC } from './rubric';
import { declaredChecks } from '../../lib/eval/score';
import { ALL_SCENARIOS } from './scenarios';

const FAKE_CLAUDE_DIR = fileURLToPath(new URL('./__fixtures__/fake-cli', import.meta.url));
const MODEL = 'claude-sonnet-5';

const request: ModelRequest = {
  system: 'You are a commerce assistant.',
  messages: [
    { role: 'user', content: 'What is my margin?' },
    { role: 'tool', name: 'business', content: '{"currency":"USD"}' },
  ],
  outputSchema: AGENT_STEP_JSON_SCHEMA,
  model: MODEL,
};

let tempRoot: string;
beforeEach(async () => {
  tempRoot = await makeTempRoot();
});
afterEach(async () => {
  // Tests check emptiness themselves; this only keeps a failed test from littering /tmp.
  await rm(tempRoot, { recursive: true, force: true });
  expectNoFlagMismatch();
});

function runner(mode: string, extra: { timeoutMs?: number; env?: Record<string, string> } = {}) {
  return createClaudeRunner({
    model: MODEL,
    env: fakeCliEnv(FAKE_CLAUDE_DIR, mode, { FAKE_EXPECT_MODEL: MODEL, ...extra.env }),
    timeoutMs: extra.timeoutMs ?? 20_000,
    tempRoot,
  });
}

describe('claude -p transport against the fake CLI', () => {
  it.each(['success', 'array-form'])('%s: reads structured output, cost, duration, usage and the served model', async (mode) => {
    const reply = await runner(mode).complete(request);
    expect(reply.output).toEqual({ action: 'final', tool: null, arguments_json: null, kind: 'answer', message: 'Fake answer.' });
    expect(reply.costUsd).toBe(0.0123);
    expect(reply.latencyMs).toBe(2345);
    expect(reply.usage).toEqual({ inputTokens: 1500, outputTokens: 120, cachedInputTokens: 300 });
    // modelUsage also lists a small helper model; the one that wrote the answer is recorded.
    expect(reply.resolvedModel).toBe(`${MODEL}-20260801`);
    await expectEmptyAndRemove(tempRoot);
  });

  it('strips the parent-session variables from the child environment', async () => {
    const parent = {
      CLAUDECODE: '1', CLAUDE_CODE_ENTRYPOINT: 'cli', CLAUDE_CODE_CHILD_SESSION: '1', ANTHROPIC_BETAS: 'x',
      ANTHROPIC_MODEL: 'claude-opus-5', ANTHROPIC_DEFAULT_MODEL: 'claude-opus-5', CLAUDE_CODE_SAFE_MODE: '1', CLAUDE_CODE_SIMPLE: '1',
    };
    const reply = await runner('success', { env: parent }).complete(request);
    expect(reply.output).toMatchObject({ action: 'final' });
    await expectEmptyAndRemove(tempRoot);
  });

  const failures: [string, AdapterErrorCategory][] = [
    ['not-logged-in', 'auth-unavailable'],
    ['invalid-api-key', 'auth-unavailable'],
    ['unknown-model', 'model-unavailable'],
    ['unknown-option', 'unsupported-option'],
    ['nested-session', 'nested-session'],
    ['invalid-json', 'invalid-output'],
    ['schema-violating', 'invalid-output'],
    ['no-structured-output', 'invalid-output'],
    ['secret-stderr', 'invocation-failed'],
  ];
  it.each(failures)('mode %s becomes %s with no raw text and no temp directory left', async (mode, category) => {
    await expectAdapterError(runner(mode).complete(request), category);
    await expectEmptyAndRemove(tempRoot);
  });

  it('kills the whole process group on timeout and removes the working directory', async () => {
    const pidFile = join(tempRoot, '..', `commerce-v1-claude-pids-${process.pid}`);
    await expectAdapterError(runner('hang', { timeoutMs: 1_500, env: { FAKE_CLI_PID_FILE: pidFile } }).complete(request), 'timeout');
    const pids = readPids(pidFile);
    await rm(pidFile, { force: true });
    expect(pids).toHaveLength(2);
    await expect.poll(() => pids.some(isAlive), { timeout: 5_000 }).toBe(false);
    await expectEmptyAndRemove(tempRoot);
  });

  it('refuses a schema outside the subset, naming the keyword, before spawning anything', async () => {
    const outputSchema = { ...AGENT_STEP_JSON_SCHEMA, properties: { action: { oneOf: [{ type: 'string' }] } }, required: ['action'] };
    const error = await expectAdapterError(runner('success').complete({ ...request, outputSchema }), 'unsupported-option');
    expect(String((error.cause as Error).message)).toContain('"oneOf" at #/properties/action');
    await expectEmptyAndRemove(tempRoot);
  });
});

describe('claude through the agent on a real scenario', () => {
  const scenario = ALL_SCENARIOS.find((candidate) => candidate.id === 'unit-economics')!;
  const play = async (mode: string, env: Record<string, string> = {}) =>
    CaseSchema.parse(await runCase({ scenario, attempt: 1, createRunner: () => runner(mode, { env, timeoutMs: 1_500 }), model: MODEL, program: COMMERCE_RUBRIC.program, checks: declaredChecks(COMMERCE_RUBRIC, scenario.assertions) }));

  it('passes when the model gives the reference answer, recording the served model and cost', async () => {
    const reply = { action: 'final', tool: null, arguments_json: null, kind: 'answer', message: scenario.reference };
    const row = await play('success', { FAKE_CLI_REPLY: JSON.stringify(reply) });
    expect(row).toMatchObject({ passed: true, costUsd: 0.0123, response: { degraded: false } });
    expect(row.modelSteps[0]?.resolvedModel).toBe(`${MODEL}-20260801`);
    await expectEmptyAndRemove(tempRoot);
  });

  it.each([
    ['secret-stderr', 'invocation-failed'],
    ['nested-session', 'nested-session'],
    ['hang', 'timeout'],
  ])('mode %s: a degraded case whose row holds only %s', async (mode, category) => {
    const row = await play(mode);
    expect(row).toMatchObject({ passed: false, failureStage: 'degraded', response: { degraded: true, degradedReason: category } });
    expectNoRawText(JSON.stringify(row));
    await expectEmptyAndRemove(tempRoot);
  });
});

describe('the fake claude asserts its flags', () => {
  it('exits 97 when a pinned flag is changed', async () => {
    const args = claudeArgs(MODEL, '{}').map((arg) => (arg === '--no-chrome' ? '--chrome' : arg));
    const result = await runProcess({ command: 'claude', args, env: fakeCliEnv(FAKE_CLAUDE_DIR, 'success'), stdin: 'x', timeoutMs: 10_000 });
    expect(result.exitCode).toBe(97);
    await rm(MISMATCH_LOG, { force: true });
  });
});

describe('anthropic provider preflight', () => {
  it('records the CLI version when claude and a model are there', async () => {
    const env = fakeCliEnv(FAKE_CLAUDE_DIR, 'success');
    expect(await anthropicClaudeProvider.preflight({ model: MODEL, env })).toEqual({ cliVersion: '2.1.240 (Claude Code)' });
  });

  it.each([
    ['no model is given', undefined, {}, /--provider anthropic needs an explicit model/],
    ['claude is not on PATH', MODEL, { PATH: '/nonexistent-bin' }, /`claude` is not on PATH/],
  ])('refuses with one line when %s', async (_label, model, extra, message) => {
    const env = { ...fakeCliEnv(FAKE_CLAUDE_DIR, 'success'), ...extra };
    const error = await anthropicClaudeProvider.preflight({ model, env }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
