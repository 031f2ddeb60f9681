// The `reference` control: plays a scenario's declared reference path through the real
// agent loop and real tools, then gives the scenario's reference answer. It is a control,
// not a model: it proves the harness can pass every case, and its artifact says so.
import type { Scenario } from '../../eval/scenario';
import type { ModelReply, ModelRequest, ModelRunner } from '../model';
import { finalStep, toolCallStep } from '../../commerce/agent-step';

export function createReferenceRunner(scenario: Scenario): ModelRunner {
  return {
    async complete(request: ModelRequest): Promise<ModelReply> {
      const started = performance.now();
      // Steps already taken by this runner = assistant turns in the conversation so far.
      const stepsTaken = request.messages.filter((message) => message.role === 'assistant').length;
      const next = scenario.referencePath[stepsTaken];
      const output = next ? toolCallStep(next.tool, next.arguments) : finalStep(scenario.referenceKind, scenario.reference);
      return { output, latencyMs: performance.now() - started };
    },
  };
}
