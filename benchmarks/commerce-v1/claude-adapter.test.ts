// The `anthropic` transport driven through the real Claude Code 2.1.328 against the loopback
// model server: replies, every fault, the deadline, and what the CLI leaves behind.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_STEP_JSON_SCHEMA } from '../../lib/commerce/agent-step';
import type { ModelRequest } from '../../lib/models/model';
import { startLoopbackModel, type LoopbackModel } from '../../lib/models/__fixtures__/loopback-model/server';
import { FAULT_CATEGORIES, type ModelScript } from '../../lib/models/__fixtures__/loopback-model/scripted-model';
import { LOOPBACK_USAGE } from '../../lib/models/__fixtures__/loopback-model/wire-protocol';
import { STRUCTURED_OUTPUT_TOOL } from '../../lib/models/__fixtures__/loopback-model/anthropic-messages';
import { startProxyRecorder } from '../../lib/models/__fixtures__/loopback-model/proxy-recorder';
import { CLI_PATH, expectAdapterError, expectEmpty, makeScratch, type Scratch } from '../../lib/models/__fixtures__/cli-test-kit';
import { createClaudeRunner } from './claude-adapter';
import { CLAUDE_BASE_URL_ENV, claudeAccess } from './claude-invocation';

const MODEL = 'claude-sonnet-4-5';
const KEY = 'sk-ant-loopback-0000SECRET';
const finalStep = { action: 'final', tool: null, arguments_json: null, kind: 'answer', message: 'Your margin is 30%.' };
const request: ModelRequest = {
  system: 'You are a commerce assistant.',
  messages: [
    { role: 'user', content: 'What is my margin?' },
    { role: 'tool', name: 'business', content: '{"currency":"USD"}' },
  ],
  outputSchema: AGENT_STEP_JSON_SCHEMA,
  model: MODEL,
};
/** Anthropic's list price for Sonnet 4.5 per token: input, output, cache read (USD 3, 15, 0.30 per million). */
const SONNET_PRICE = { input: 3e-6, output: 15e-6, cacheRead: 0.3e-6 };
const costOfOneRequest =
  LOOPBACK_USAGE.inputTokens * SONNET_PRICE.input + LOOPBACK_USAGE.outputTokens * SONNET_PRICE.output + LOOPBACK_USAGE.cachedInputTokens * SONNET_PRICE.cacheRead;

let scratch: Scratch;
let servers: LoopbackModel[] = [];

async function serve(script: ModelScript): Promise<LoopbackModel> {
  const server = await startLoopbackModel(script);
  servers.push(server);
  return server;
}

function runner(server: LoopbackModel, local: Scratch = scratch, options: { timeoutMs?: number; parentEnv?: Record<string, string> } = {}) {
  const env = { PATH: CLI_PATH, HOME: local.home, TMPDIR: local.tempRoot, ANTHROPIC_API_KEY: KEY, [CLAUDE_BASE_URL_ENV]: server.origin, ...options.parentEnv };
  return createClaudeRunner({ model: MODEL, access: claudeAccess(env), env, timeoutMs: options.timeoutMs ?? 60_000, tempRoot: local.tempRoot });
}

describe('claude -p against the loopback model', () => {
  beforeEach(async () => {
    scratch = await makeScratch();
  });
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
    await scratch.remove();
  });

  it('returns the structured output, usage, cost and the served model the CLI reports, offering only StructuredOutput', async () => {
    const server = await serve({ kind: 'replies', replies: [finalStep] });
    const proxy = await startProxyRecorder();
    const reply = await runner(server, scratch, { parentEnv: proxy.env }).complete(request).finally(() => proxy.close());
    // Nothing went anywhere else: no telemetry, no update check (the CLI would route it through the proxy).
    expect(proxy.attempts).toEqual([]);
    expect(reply.output).toEqual(finalStep);
    expect(reply.usage).toEqual(LOOPBACK_USAGE);
    // The CLI prices the usage from its own list prices, and names the model it was asked for.
    expect(reply.costUsd).toBeCloseTo(costOfOneRequest, 10);
    expect(reply.resolvedModel).toBe(MODEL);
    expect(server.violations).toEqual([]);
    // One model request and nothing else: no startup ping, no telemetry.
    expect(server.requests.map((received) => [received.method, received.url])).toEqual([['POST', '/v1/messages?beta=true']]);
    const [received] = server.requests;
    expect(received!.headers['x-api-key']).toBe(KEY);
    expect(received!.body).toMatchObject({ model: MODEL, stream: true, tools: [{ name: STRUCTURED_OUTPUT_TOOL }] });
    await expectEmpty(scratch.tempRoot);
    await expectEmpty(scratch.home);
  }, 60_000);

  it('works when started from inside a Claude Code session: its marker variables never reach the child', async () => {
    const server = await serve({ kind: 'replies', replies: [finalStep] });
    const parentEnv = { CLAUDECODE: '1', CLAUDE_CODE_ENTRYPOINT: 'cli', ANTHROPIC_BETAS: 'bogus-beta', ANTHROPIC_MODEL: 'claude-opus-5', CLAUDE_CODE_SIMPLE: '1' };
    expect((await runner(server, scratch, { parentEnv }).complete(request)).output).toEqual(finalStep);
    expect(server.requests[0]!.body.model).toBe(MODEL);
    expect(String(server.requests[0]!.headers['anthropic-beta'])).not.toContain('bogus-beta');
  }, 60_000);


  it('a model that never satisfies the schema, or answers in prose, is invalid output', async () => {
    const server = await serve({ kind: 'replies', replies: [{ action: 'maybe' }] });
    await expectAdapterError(runner(server).complete(request), 'invalid-output');
    // The CLI re-prompts the model itself before it gives up.
    expect(server.requests.length).toBeGreaterThan(1);
    server.script({ kind: 'replies', replies: ['Sure! Your margin is 30%.'] });
    await expectAdapterError(runner(server).complete(request), 'invalid-output');
    await expectEmpty(scratch.tempRoot);
  }, 60_000);

});

// Concurrent, each with its own server and directories: the CLI's own retries take most of the time.
describe.concurrent('faults through the real CLI', () => {
  it.each(FAULT_CATEGORIES)('the %s fault is recorded as %s, without the CLI text, leaving nothing', async (fault, category) => {
    const local = await makeScratch();
    const server = await startLoopbackModel({ kind: 'fault', fault });
    try {
      await expectAdapterError(runner(server, local).complete(request), category, [KEY, server.origin, 'Invalid API key', 'selected model']);
      expect(server.violations).toEqual([]);
      await expectEmpty(local.tempRoot);
      await expectEmpty(local.home);
    } finally {
      await server.close();
      await local.remove();
    }
  }, 60_000);
});
