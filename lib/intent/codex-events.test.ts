import { describe, expect, it } from 'vitest';
import { classifyCodexFailure, parseCodexEvents } from './codex-events';

const lines = (...events: unknown[]) => events.map((event) => JSON.stringify(event)).join('\n');

describe('parseCodexEvents', () => {
  it('takes the last agent message and the turn usage, ignoring non-JSON lines', () => {
    const events = parseCodexEvents(
      [
        'Reading prompt from stdin...',
        lines(
          { type: 'item.completed', item: { id: 'item_0', type: 'agent_message', text: '{"a":1}' } },
          { type: 'item.completed', item: { id: 'item_1', type: 'agent_message', text: '{"a":2}' } },
          { type: 'turn.completed', usage: { input_tokens: 5, cached_input_tokens: 1, output_tokens: 2, reasoning_output_tokens: 9 } },
        ),
      ].join('\n'),
    );
    expect(events).toEqual({ finalMessage: '{"a":2}', usage: { inputTokens: 5, outputTokens: 2, cachedInputTokens: 1 }, turnFailed: false, failureTexts: [] });
  });

  it.each([
    ['an error item', { type: 'item.completed', item: { type: 'error', message: 'model rerouted: gpt-5 -> gpt-5-mini (HighRiskCyberActivity)' } }],
    ['an error event', { type: 'error', message: 'model rerouted: gpt-5 -> gpt-5-mini (HighRiskCyberActivity)' }],
    ['a warning event', { type: 'warning', message: 'model rerouted: gpt-5 -> gpt-5-mini (HighRiskCyberActivity)' }],
  ])('reads a reroute notice from %s without counting it as a failure', (_label, event) => {
    expect(parseCodexEvents(lines(event))).toMatchObject({ reroutedTo: 'gpt-5-mini', failureTexts: [] });
  });

  it('ignores a reroute target that does not look like a model id', () => {
    expect(parseCodexEvents(lines({ type: 'error', message: 'model rerouted: a -> <script> (x)' })).reroutedTo).toBeUndefined();
  });
});

describe('classifyCodexFailure', () => {
  it.each([
    ["error: unexpected argument '--ephemeral' found", 'unsupported-option'],
    ['unexpected status 401 Unauthorized: Missing bearer or basic authentication in header', 'auth-unavailable'],
    ['stream error: exceeded retry limit, last status: 401 Unauthorized', 'auth-unavailable'],
    ["The 'gpt-9' model is not supported when using Codex with a ChatGPT account.", 'model-unavailable'],
    ['The model `gpt-9` does not exist or you do not have access to it.', 'model-unavailable'],
    ["You've hit your usage limit. Try again at 5:00 PM.", 'invocation-failed'],
    ['', 'invocation-failed'],
  ])('%s -> %s', (text, category) => {
    expect(classifyCodexFailure([text])).toBe(category);
  });
});
