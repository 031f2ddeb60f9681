// The real transports played through the real agent, the real fixture tools and the case
// scorer: a passing case over the loopback Chat Completions server, and failing transports
// that must leave a degraded row whose recorded data holds only the category.
import { VERBATIM_PROGRAM } from '../eval/rubric/program';
import { declaredChecks } from '../eval/score';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CaseSchema, type ArtifactCase } from '../eval/artifact-schema';
import { runCase } from '../eval/run-case';
import type { Assertion, Scenario } from '../eval/scenario';
import { createCodexRunner } from '../intent/codex-cli';
import { CODEX_API_KEY_ENV } from '../intent/codex-invocation';
import { readEndpointOverride } from './endpoint-override';
import type { ModelRunner } from './model';
import { createOpenAiCompatibleRunner } from './openai-compatible';
import { completion } from './__fixtures__/loopback-model/chat-completions';
import { startLoopbackModel, type LoopbackModel } from './__fixtures__/loopback-model/server';
import { CLI_PATH, expectEmpty, expectNone, makeScratch, type Scratch } from './__fixtures__/cli-test-kit';

const SECRET_TOKEN = 'sk-live-LOOPBACK0000SECRET';
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
  let server: LoopbackModel;
  beforeEach(async () => {
    server = await startLoopbackModel({ kind: 'http', replies: [] });
  });
  afterEach(async () => server.close());
  const runner = () => createOpenAiCompatibleRunner({ baseUrl: `${server.origin}/v1`, model: 'qwen3:8b', timeoutMs: 10_000 });

  it('plays a full passing case: a tool call answered by the real tool, then a final answer', async () => {
    server.script({ kind: 'http', replies: [completion(economicsCall), completion(finalAnswer)] });
    const row = await playCase(runner(), 'qwen3:8b');
    expect(row.passed).toBe(true);
    expect(row.response).toEqual({ kind: 'answer', message: finalAnswer.message, degraded: false, degradedReason: null });
    expect(row.toolCalls.map((call) => [call.step, call.tool, call.status])).toEqual([[null, 'business', 'ok'], [0, 'economics', 'ok']]);
    expect(row.modelSteps.map((step) => step.resolvedModel)).toEqual(['qwen3:8b-q4_K_M', 'qwen3:8b-q4_K_M']);
    expect(row.usage).toEqual({ inputTokens: 200, outputTokens: 40, cachedInputTokens: 14 });
    // The second request carried the real tool's computed break-even back to the model.
    const toolTurn = server.requests[1]?.body.messages.at(-1);
    expect(toolTurn.role).toBe('user');
    expect(toolTurn.content).toMatch(/^Tool result \(economics\):\n.*"break_even_cpa":"26\.20"/s);
  });

  it('a server failure leaves a degraded case with only the category recorded', async () => {
    server.script({ kind: 'http', replies: [{ status: 401, body: { error: { message: `bad key ${SECRET_TOKEN}`, type: 'authentication_error' } } }] });
    const row = await playCase(runner(), 'qwen3:8b');
    expect(row).toMatchObject({ passed: false, failureStage: 'degraded', response: { degraded: true, degradedReason: 'auth-unavailable' } });
    expectNone([SECRET_TOKEN], JSON.stringify(row));
  });
});

describe('the real codex CLI through the agent', () => {
  let server: LoopbackModel;
  let scratch: Scratch;
  beforeEach(async () => {
    server = await startLoopbackModel({ kind: 'replies', replies: [] });
    scratch = await makeScratch();
  });
  afterEach(async () => {
    await server.close();
    await scratch.remove();
  });
  const codex = () =>
    createCodexRunner({
      model: 'gpt-5',
      accountsDir: undefined,
      override: readEndpointOverride({ URL: `${server.origin}/v1` }, 'URL'),
      env: { PATH: CLI_PATH, HOME: scratch.home, [CODEX_API_KEY_ENV]: SECRET_TOKEN },
      timeoutMs: 60_000,
      tempRoot: scratch.tempRoot,
    });

  it('a refused key: a degraded case whose row holds only auth-unavailable', async () => {
    server.script({ kind: 'fault', fault: 'unauthorized' });
    const row = await playCase(codex(), 'gpt-5');
    expect(row).toMatchObject({ passed: false, failureStage: 'degraded', response: { degraded: true, degradedReason: 'auth-unavailable' } });
    expect(row.modelSteps).toEqual([expect.objectContaining({ output: null, problem: 'auth-unavailable', resolvedModel: null })]);
    expectNone([SECRET_TOKEN, server.origin, 'Incorrect API key'], JSON.stringify(row));
    await expectEmpty(scratch.tempRoot);
  }, 60_000);

  it('JSON outside the step schema passes the CLI and is caught by the agent as invalid-step', async () => {
    server.script({ kind: 'replies', replies: [{ action: 'final', kind: 'maybe', message: 42 }] });
    const row = await playCase(codex(), 'gpt-5');
    expect(row.response).toMatchObject({ degraded: true, degradedReason: 'invalid-step' });
    await expectEmpty(scratch.tempRoot);
  }, 60_000);
});
