// A scripted model for the loopback Chat Completions server that plays each scenario's
// reference path, as the `reference` control does, but over the wire: it recognises the
// scenario by its prompt among the founder's messages, counts the assistant turns so far,
// and answers with the next reference tool call or, at the end, the reference answer. A run
// of the `openai-compatible` provider against it is shaped exactly like a model run.
import type { Scenario } from '../../eval/scenario';
import { finalStep, toolCallStep } from '../../commerce/agent-step';
import { completion, type ReceivedRequest, type Reply } from './chat-completions-server';

export function referencePathModel(scenarios: readonly Scenario[], servedModel = 'qwen3:8b-q4_K_M'): (request: ReceivedRequest) => Reply {
  return (request) => {
    const messages: Array<{ role: string; content: string }> = request.body?.messages ?? [];
    const founder = new Set(messages.filter((message) => message.role === 'user').map((message) => message.content));
    const playing = scenarios.filter((scenario) => founder.has(scenario.prompt));
    if (playing.length !== 1) return { status: 400, body: { error: { message: `expected one known scenario prompt, found ${playing.length}` } } };
    const scenario = playing[0]!;
    const stepsTaken = messages.filter((message) => message.role === 'assistant').length;
    const next = scenario.referencePath[stepsTaken];
    return completion(next ? toolCallStep(next.tool, next.arguments) : finalStep(scenario.referenceKind, scenario.reference), servedModel);
  };
}
