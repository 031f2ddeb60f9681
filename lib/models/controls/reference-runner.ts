// The `reference` control: plays a scenario's declared reference path through the real
// agent loop and real tools, then gives the scenario's reference answer. It is a control,
// not a model: it proves the harness can pass every case, and its artifact says so.
import type { Scenario } from '../../eval/scenario';
import type { ModelReply, ModelRequest, ModelRunner } from '../model';

/** The step the reference path takes after `stepsTaken` earlier steps: a tool call, then the answer. */
export function referenceStep(scenario: Scenario, stepsTaken: number): Record<string, unknown> {
  const next = scenario.referencePath[stepsTaken];
  return next
    ? { action: 'tool_call', tool: next.tool, arguments_json: JSON.stringify(next.arguments), kind: null, message: null }
    : { action: 'final', tool: null, arguments_json: null, kind: scenario.referenceKind, message: scenario.reference };
}

export function createReferenceRunner(scenario: Scenario): ModelRunner {
  return {
    async complete(request: ModelRequest): Promise<ModelReply> {
      const started = performance.now();
      // Steps already taken by this runner = assistant turns in the conversation so far.
      const stepsTaken = request.messages.filter((message) => message.role === 'assistant').length;
      return { output: referenceStep(scenario, stepsTaken), latencyMs: performance.now() - started };
    },
  };
}
