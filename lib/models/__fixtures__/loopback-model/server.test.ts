// The loopback model server itself: what the real CLIs never make it do — refuse a request that
// offers a tool, or a conversation it has no script for — and how it reads the agent's steps.
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../../eval/scenario';
import { AGENT_STEP_JSON_SCHEMA } from '../../../commerce/agent-step';
import { referenceStep } from '../../controls/reference-runner';
import { renderTranscript } from '../../render-transcript';
import { startLoopbackModel, type LoopbackModel } from './server';

const scenario: Scenario = {
  id: 'loopback-scenario', group: 'core', prompt: 'What is my break-even acquisition cost?', reference: 'USD 26.20.', referenceKind: 'answer',
  referencePath: [{ tool: 'economics', arguments: { price: '$70' } }], assertions: [], counterexamples: [],
};
const structuredOutput = { name: 'StructuredOutput', input_schema: AGENT_STEP_JSON_SCHEMA };

let server: LoopbackModel;
afterEach(async () => server.close());

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
};
const transcript = (stepsTaken: number) =>
  renderTranscript({
    system: 'system', outputSchema: AGENT_STEP_JSON_SCHEMA, model: 'm',
    messages: [{ role: 'user', content: scenario.prompt }, ...Array.from({ length: stepsTaken }, () => ({ role: 'assistant' as const, content: '{}' }))],
  });

describe('the loopback model server', () => {
  it.each([
    ['/v1/messages', { model: 'm', messages: [], tools: [structuredOutput, { name: 'Bash' }] }, 'anthropic-messages: offered tools [StructuredOutput, Bash], expected [StructuredOutput]'],
    ['/v1/responses', { model: 'm', input: [], tools: [{ type: 'function', name: 'view_image' }], text: { format: { type: 'json_schema' } } }, 'openai-responses: offered tools [view_image], expected none'],
    ['/v1/chat/completions', { model: 'm', messages: [], tools: [{ type: 'function' }] }, 'chat-completions: offered 1 tool(s), expected none'],
  ])('refuses a request to %s that offers another tool, and records it', async (path, body, violation) => {
    server = await startLoopbackModel({ kind: 'replies', replies: [{ action: 'final' }] });
    const answer = await post(path, body);
    expect(answer.status).toBe(400);
    expect(server.violations).toContain(violation);
  });

  it('plays the reference path from the steps the conversation text shows', async () => {
    server = await startLoopbackModel({ kind: 'reference', scenarios: [scenario] });
    for (const stepsTaken of [0, 1]) {
      const answer = await post('/v1/messages?beta=true', { model: 'm', stream: false, tools: [structuredOutput], messages: [{ role: 'user', content: [{ type: 'text', text: transcript(stepsTaken) }] }] });
      expect(answer.body.content).toEqual([expect.objectContaining({ type: 'tool_use', name: 'StructuredOutput', input: referenceStep(scenario, stepsTaken) })]);
    }
    expect(server.violations).toEqual([]);
  });

  it('refuses a conversation no scripted scenario is in', async () => {
    server = await startLoopbackModel({ kind: 'reference', scenarios: [scenario] });
    const answer = await post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'something else' }], response_format: { type: 'json_schema' } });
    expect(answer.status).toBe(400);
    expect(server.violations).toEqual(["chat-completions: no scripted scenario's prompt is in the conversation"]);
  });

  it('answers the startup ping a CLI sends with non-essential traffic on, and records it as no model request', async () => {
    server = await startLoopbackModel({ kind: 'replies', replies: [] });
    expect((await fetch(`${server.origin}/api/hello`, { method: 'HEAD' })).status).toBe(200);
    expect(server.requests.map((received) => [received.method, received.url, received.protocol])).toEqual([['HEAD', '/api/hello', null]]);
  });
});
