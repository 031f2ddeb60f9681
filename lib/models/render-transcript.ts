// CLI transports take one prompt text, not a message list. This renders a ModelRequest into
// that text the same way for Codex and Claude, so the two CLIs see identical input; the
// HTTP transport keeps the message list and only borrows the tool-result wording.
import type { ChatMessage, ModelRequest } from './model';

/** How a tool result reads wherever a transport has no `tool` role of its own. */
export function toolResultText(message: ChatMessage): string {
  return `Tool result (${message.name ?? 'unnamed tool'}):\n${message.content}`;
}

/** Heads each of the model's own earlier steps in the rendered text, once per step. */
export const EARLIER_STEP_HEADING = '[Your earlier step]';

function renderMessage(message: ChatMessage): string {
  switch (message.role) {
    case 'user':
      return `[Founder]\n${message.content}`;
    case 'assistant':
      return `${EARLIER_STEP_HEADING}\n${message.content}`;
    case 'tool':
      return `[Tool result (${message.name ?? 'unnamed tool'})]\n${message.content}`;
  }
}

export function renderTranscript(request: ModelRequest): string {
  return [
    '<instructions>',
    request.system,
    '</instructions>',
    '',
    '<conversation>',
    request.messages.map(renderMessage).join('\n\n'),
    '</conversation>',
    '',
    'Reply with your next step: one JSON object that matches the output schema, nothing else.',
  ].join('\n');
}
