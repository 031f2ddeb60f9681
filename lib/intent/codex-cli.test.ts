// The `openai` transport driven through the real codex-cli 0.169.0 against the loopback model
// server: replies, every fault, the deadline, and what the CLI leaves behind.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_STEP_JSON_SCHEMA } from '../commerce/agent-step';
import type { ModelRequest } from '../models/model';
import { readEndpointOverride } from '../models/endpoint-override';
import { startLoopbackModel, type LoopbackModel } from '../models/__fixtures__/loopback-model/server';
import { FAULT_CATEGORIES, type ModelScript } from '../models/__fixtures__/loopback-model/scripted-model';
import { LOOPBACK_USAGE, servedModel } from '../models/__fixtures__/loopback-model/wire-protocol';
import { startProxyRecorder } from '../models/__fixtures__/loopback-model/proxy-recorder';
import { CLI_PATH, expectAdapterError, expectEmpty, expectOnlyCodexResidue, makeScratch, type Scratch } from '../models/__fixtures__/cli-test-kit';
import { createCodexRunner } from './codex-cli';
import { CODEX_API_KEY_ENV } from './codex-invocation';

const KEY = 'sk-loopback-codex-0000SECRET';
const finalStep = { action: 'final', tool: null, arguments_json: null, kind: 'answer', message: 'Your margin is 30%.' };
const request: ModelRequest = {
  system: 'You are a commerce assistant.',
  messages: [
    { role: 'user', content: 'What is my margin?' },
    { role: 'tool', name: 'business', content: '{"currency":"USD"}' },
  ],
  outputSchema: AGENT_STEP_JSON_SCHEMA,
  model: 'gpt-5',
};

let scratch: Scratch;
let servers: LoopbackModel[] = [];

async function serve(script: ModelScript): Promise<LoopbackModel> {
  const server = await startLoopbackModel(script);
  servers.push(server);
  return server;
}

function runner(server: LoopbackModel, local: Scratch = scratch, options: { timeoutMs?: number; accounts?: boolean; parentEnv?: Record<string, string> } = {}) {
  return createCodexRunner({
    model: 'gpt-5',
    accountsDir: options.accounts ? local.cliHome : undefined,
    override: readEndpointOverride({ URL: `${server.origin}/v1` }, 'URL'),
    env: { PATH: CLI_PATH, HOME: local.home, TMPDIR: local.tempRoot, [CODEX_API_KEY_ENV]: KEY, ...options.parentEnv },
    timeoutMs: options.timeoutMs ?? 90_000,
    tempRoot: local.tempRoot,
  });
}

describe('codex exec against the loopback model', () => {
  beforeEach(async () => {
    scratch = await makeScratch();
  });
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
    await scratch.remove();
  });

  it('returns the step, the usage and the served model the CLI reports, offering the model no tool', async () => {
    const server = await serve({ kind: 'replies', replies: [finalStep] });
    const proxy = await startProxyRecorder();
    const reply = await runner(server, scratch, { parentEnv: proxy.env }).complete(request).finally(() => proxy.close());
    // Nothing went anywhere else: no analytics, update check or plugin sync (routed through the proxy).
    expect(proxy.attempts).toEqual([]);
    expect(reply.output).toEqual(finalStep);
    expect(reply.usage).toEqual(LOOPBACK_USAGE);
    // Codex names a served model only as a reroute notice, when the server names another one.
    expect(reply.resolvedModel).toBe(servedModel('gpt-5'));
    expect(server.violations).toEqual([]);
    expect(server.requests.map((received) => [received.method, received.url, received.protocol])).toEqual([['POST', '/v1/responses', 'openai-responses']]);
    const [received] = server.requests;
    expect(received!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(received!.body).toMatchObject({ model: 'gpt-5', stream: true, tools: [], text: { format: { type: 'json_schema', strict: true } } });
    await expectEmpty(scratch.tempRoot);
    await expectEmpty(scratch.home);
  }, 90_000);

  it('keeps its state, logs, snapshots and history out of an accounts directory used as CODEX_HOME', async () => {
    const server = await serve({ kind: 'replies', replies: [finalStep] });
    await runner(server, scratch, { accounts: true }).complete(request);
    await expectOnlyCodexResidue(scratch.cliHome);
    await expectEmpty(scratch.tempRoot);
  }, 90_000);


  it("the caller's abort ends the process as a timeout", async () => {
    const server = await serve({ kind: 'fault', fault: 'stall' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 2_000);
    await expectAdapterError(runner(server).complete({ ...request, signal: controller.signal }), 'timeout');
    await expectEmpty(scratch.tempRoot);
  }, 30_000);

  it('a reply in prose is invalid output; a schema outside the subset is refused before the CLI starts', async () => {
    const server = await serve({ kind: 'replies', replies: ['Sure! Your margin is 30%.'] });
    await expectAdapterError(runner(server).complete(request), 'invalid-output');
    const outputSchema = { ...AGENT_STEP_JSON_SCHEMA, properties: { action: { type: 'string', minLength: 1 } }, required: ['action'] };
    await expectAdapterError(runner(server).complete({ ...request, outputSchema }), 'unsupported-option');
    expect(server.requests).toHaveLength(1);
    await expectEmpty(scratch.tempRoot);
  }, 90_000);
});

// Concurrent, each with its own server and directories: the CLI's own retries take most of the time.
describe.concurrent('faults through the real CLI', () => {
  it.each(FAULT_CATEGORIES)('the %s fault is recorded as %s, without the CLI text, leaving nothing', async (fault, category) => {
    const local = await makeScratch();
    const server = await startLoopbackModel({ kind: 'fault', fault });
    try {
      await expectAdapterError(runner(server, local).complete(request), category, [KEY, server.origin, 'Incorrect API key', 'does not exist']);
      expect(server.violations).toEqual([]);
      await expectEmpty(local.tempRoot);
    } finally {
      await server.close();
      await local.remove();
    }
  }, 120_000);
});
