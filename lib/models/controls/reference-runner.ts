// The `reference` control: plays a scenario's declared reference path through the real
// agent loop and real tools, then gives the scenario's reference answer. It is a control,
// not a model: it proves the harness can pass every case, and its artifact says so.
import { finalStep, toolCallStep, type AgentStepValue } from '../../commerce/agent-step';
import type { Scenario } from '../../eval/scenario';
import type { ModelReply, ModelRequest, ModelRunner } from '../model';

/** The step the reference path takes after `stepsTaken` earlier steps: a tool call, then the answer. */
export function referenceStep(scenario: Scenario, stepsTaken: number): AgentStepValue {
  const next = scenario.referencePath[stepsTaken];
  return next ? toolCallStep(next.tool, next.arguments) : finalStep(scenario.referenceKind, scenario.reference);
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
