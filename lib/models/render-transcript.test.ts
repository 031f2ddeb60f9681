import { describe, expect, it } from 'vitest';
import { renderTranscript, toolResultText } from './render-transcript';

describe('renderTranscript', () => {
  it('puts the system text first and labels every turn, tool results by tool name', () => {
    const text = renderTranscript({
      system: 'Be exact.',
      messages: [
        { role: 'user', content: 'Margin?' },
        { role: 'assistant', content: '{"action":"tool_call"}' },
        { role: 'tool', name: 'economics', content: '{"margin":"0.3"}' },
      ],
      outputSchema: {},
      model: 'm',
    });
    expect(text).toBe(
      [
        '<instructions>', 'Be exact.', '</instructions>', '', '<conversation>',
        '[Founder]\nMargin?\n\n[Your earlier step]\n{"action":"tool_call"}\n\n[Tool result (economics)]\n{"margin":"0.3"}',
        '</conversation>', '', 'Reply with your next step: one JSON object that matches the output schema, nothing else.',
      ].join('\n'),
    );
  });

  it('words a tool result for transports without a tool role', () => {
    expect(toolResultText({ role: 'tool', name: 'revenue', content: '{}' })).toBe('Tool result (revenue):\n{}');
  });
});
