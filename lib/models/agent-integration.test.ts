// The real transports played through the real agent, the real fixture tools and the case
// scorer: a passing case over the loopback Chat Completions server, and failing transports
// that must leave a degraded row whose recorded data holds only the category.
import { VERBATIM_PROGRAM } from '../eval/rubric/program';
import { declaredChecks } from '../eval/score';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CaseSchema, type ArtifactCase } from '../eval/artifact-schema';
import { runCase } from '../eval/run-case';
import type { Assertion, Scenario } from '../eval/scenario';
import { createCodexRunner } from '../intent/codex-cli';
import type { ModelRunner } from './model';
import { createOpenAiCompatibleRunner } from './openai-compatible';
import { completion, startChatServer, type ChatServer } from './__fixtures__/chat-completions-server';
import {
  expectEmptyAndRemove, expectNoFlagMismatch, expectNoRawText, FAKE_CODEX_DIR, fakeCliEnv, makeTempRoot, SECRET_TOKEN,
} from './__fixtures__/cli-test-kit';

const prompt =
  'I sell for $70, landed cost is $35, payment fee is 3% plus $0.30, shipping is $5, refund reserve is 2%. What is my break-even acquisition cost?';
const scenario: Scenario = {
  id: 'loopback-unit-economics',
  group: 'core',
  prompt,
  reference: 'Your break-even acquisition cost is USD 26.20 per order.',
  referenceKind: 'answer',
  referencePath: [],
  assertions: [{ id: 'states-break-even', kind: 'must-match', pattern: /26[.,]20/, says: 'States 26.20.' }],
  counterexamples: [],
};
const guards: Assertion[] = [{ id: 'no-action-claims', kind: 'must-not-match', pattern: /\b(?:ordered|paid|emailed)\b/i, says: 'Claims no action.' }];

const economicsCall = {
  action: 'tool_call',
  tool: 'economics',
  arguments_json: JSON.stringify({
    currency: 'USD', price: '$70', landed_cost: '$35', shipping: '$5',
    payment_fee_percent: '3%', payment_fee_fixed: '$0.30', refund_reserve_percent: '2%',
  }),
  kind: null,
  message: null,
};
const finalAnswer = { action: 'final', tool: null, arguments_json: null, kind: 'answer', message: 'Your break-even acquisition cost is USD 26.20 per order.' };

async function playCase(runner: ModelRunner, model: string): Promise<ArtifactCase> {
  // Parsing with the artifact schema proves the row is what the runner would write.
  return CaseSchema.parse(await runCase({ scenario, attempt: 1, createRunner: () => runner, model, program: VERBATIM_PROGRAM, checks: declaredChecks({ program: VERBATIM_PROGRAM, guard: guards }, scenario.assertions) }));
}

describe('openai-compatible through the agent', () => {
  let server: ChatServer;
  beforeEach(async () => {
    server = await startChatServer();
  });
  afterEach(async () => server.close());

  it('plays a full passing case: a tool call answered by the real tool, then a final answer', async () => {
    server.reply(completion(economicsCall), completion(finalAnswer));
    const runner = createOpenAiCompatibleRunner({ baseUrl: server.baseUrl, model: 'qwen3:8b', timeoutMs: 10_000 });
    const row = await playCase(runner, 'qwen3:8b');
    expect(row.passed).toBe(true);
    expect(row.response).toEqual({ kind: 'answer', message: finalAnswer.message, degraded: false, degradedReason: null });
    expect(row.toolCalls.map((call) => [call.step, call.tool, call.status])).toEqual([[null, 'business', 'ok'], [0, 'economics', 'ok']]);
    expect(row.modelSteps.map((step) => step.resolvedModel)).toEqual(['qwen3:8b-q4_K_M', 'qwen3:8b-q4_K_M']);
    expect(row.usage).toEqual({ inputTokens: 1800, outputTokens: 120, cachedInputTokens: 200 });
    // The second request carried the real tool's computed break-even back to the model.
    const toolTurn = server.requests[1]?.body.messages.at(-1);
    expect(toolTurn.role).toBe('user');
    expect(toolTurn.content).toMatch(/^Tool result \(economics\):\n.*"break_even_cpa":"26\.20"/s);
  });

  it('a server failure leaves a degraded case with only the category recorded', async () => {
    server.reply({ status: 401, body: { error: { message: `bad key ${SECRET_TOKEN}`, type: 'authentication_error' } } });
    const runner = createOpenAiCompatibleRunner({ baseUrl: server.baseUrl, model: 'qwen3:8b', timeoutMs: 10_000 });
    const row = await playCase(runner, 'qwen3:8b');
    expect(row).toMatchObject({ passed: false, failureStage: 'degraded', response: { degraded: true, degradedReason: 'auth-unavailable' } });
    expectNoRawText(JSON.stringify(row));
  });
});

describe('codex CLI through the agent', () => {
  let tempRoot: string;
  let accountsDir: string;
  beforeEach(async () => {
    tempRoot = await makeTempRoot();
    accountsDir = await mkdtemp(join(tmpdir(), 'commerce-v1-codex-home-'));
  });
  afterEach(async () => {
    await rm(tempRoot, { recursive: true, force: true });
    await rm(accountsDir, { recursive: true, force: true });
    expectNoFlagMismatch();
  });
  const codex = (mode: string) =>
    createCodexRunner({ model: 'gpt-5', accountsDir, env: fakeCliEnv(FAKE_CODEX_DIR, mode), timeoutMs: 20_000, tempRoot });

  it.each([
    ['secret-stderr', 'invocation-failed'],
    ['not-logged-in', 'auth-unavailable'],
    ['unknown-model', 'model-unavailable'],
  ])('mode %s: a degraded case whose row holds only %s', async (mode, category) => {
    const row = await playCase(codex(mode), 'gpt-5');
    expect(row).toMatchObject({ passed: false, failureStage: 'degraded', response: { degraded: true, degradedReason: category } });
    expect(row.modelSteps).toEqual([expect.objectContaining({ output: null, problem: category, resolvedModel: null })]);
    expectNoRawText(JSON.stringify(row));
    await expectEmptyAndRemove(tempRoot);
  });

  it('schema-violating JSON is caught by the agent as invalid-step', async () => {
    const row = await playCase(codex('schema-violating'), 'gpt-5');
    expect(row.response).toMatchObject({ degraded: true, degradedReason: 'invalid-step' });
    await expectEmptyAndRemove(tempRoot);
  });
});
