import { describe, expect, it } from 'vitest';
import { runAgent, DEGRADED_FALLBACK_MESSAGE } from './agent';
import { createMemory } from './memory';
import type { ToolExecutor } from './tool-result';
import { AdapterError } from '../models/model';
import { createScriptedRunner, finalReply, toolCallReply, type ScriptedStep } from '../models/scripted-runner';

// A tool layer that records calls and refuses `economics`, so the loop's handling of
// results and refusals is visible without depending on fixture data.
function fakeTools(): ToolExecutor & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  return {
    calls,
    execute(tool, input) {
      calls.push([tool, input]);
      if (tool === 'economics') return { status: 'refused', refusal: 'mixed tax bases' };
      return { status: 'ok', output: { tool } };
    },
  };
}

async function run(script: ScriptedStep[], stepCap?: number) {
  const runner = createScriptedRunner(script);
  const tools = fakeTools();
  const memory = createMemory();
  memory.append({ role: 'user', content: 'earlier turn' });
  const result = await runAgent({ runner, model: 'm-1', tools, memory, prompt: 'What now?', stepCap });
  return { result, runner, tools, memory };
}

describe('runAgent', () => {
  it('fetches business context first, feeds results and refusals back, and stops at a final response', async () => {
    const { result, runner, tools } = await run([
      toolCallReply('revenue', { period: 'last 30 days' }),
      toolCallReply('economics', { currency: 'USD' }),
      finalReply('It cannot be determined.', 'clarification'),
    ]);
    expect(tools.calls.map(([tool]) => tool)).toEqual(['business', 'revenue', 'economics']);
    expect(result.response).toEqual({ kind: 'clarification', message: 'It cannot be determined.', degraded: false, degradedReason: null });
    expect(result.toolCalls.map((call) => [call.step, call.tool, call.status])).toEqual([
      [null, 'business', 'ok'],
      [0, 'revenue', 'ok'],
      [1, 'economics', 'refused'],
    ]);
    expect(result.toolCalls[2]?.refusal).toBe('mixed tax bases');
    // The model saw the prior turn, the prompt, business context, then each result in order.
    const last = runner.requests[2]!.messages;
    expect(last.map((m) => m.role)).toEqual(['user', 'user', 'tool', 'assistant', 'tool', 'assistant', 'tool']);
    expect(last[6]).toEqual({ role: 'tool', name: 'economics', content: 'Error: mixed tax bases' });
    expect(runner.requests[0]!.model).toBe('m-1');
    expect(result.usage).toEqual({ inputTokens: 30, outputTokens: 15 });
  });

  it('records an adapter failure as degraded with only its category', async () => {
    const { result } = await run([{ error: new AdapterError('auth-unavailable', 'stderr: token sk-secret') }]);
    expect(result.response).toEqual({ kind: 'answer', message: DEGRADED_FALLBACK_MESSAGE, degraded: true, degradedReason: 'auth-unavailable' });
    expect(JSON.stringify(result)).not.toContain('sk-secret');
    expect(result.modelSteps[0]?.problem).toBe('auth-unavailable');
  });

  it.each([
    ['output that is not a step', { hello: 'world' }],
    ['a final step without a message', { action: 'final', tool: null, arguments_json: null, kind: 'answer', message: '' }],
    ['an unknown tool', { action: 'tool_call', tool: 'place_order', arguments_json: '{}', kind: null, message: null }],
  ])('degrades with invalid-step on %s', async (_name, output) => {
    const { result } = await run([{ output }]);
    expect(result.response.degradedReason).toBe('invalid-step');
    expect(result.modelSteps[0]?.output).toEqual(output);
  });

  it('degrades with step-cap when no final response arrives in time', async () => {
    const { result } = await run([toolCallReply('revenue', {}), toolCallReply('revenue', {})], 2);
    expect(result.response.degradedReason).toBe('step-cap');
    expect(result.modelSteps).toHaveLength(2);
  });

  it('turns arguments that are not a JSON object into an invalid-input result the model can read', async () => {
    const { result, tools } = await run([
      { output: { action: 'tool_call', tool: 'revenue', arguments_json: '[1,2', kind: null, message: null } },
      finalReply('done'),
    ]);
    expect(tools.calls).toHaveLength(1);
    expect(result.toolCalls[1]).toMatchObject({ tool: 'revenue', status: 'invalid-input', input: null });
    expect(result.response.degraded).toBe(false);
  });
});
