// The `counterexample` control: answers every case with the scenario's first declared
// counterexample, a known-bad final message. Every case must fail; if one passes, the
// rubric has a hole. A control, never a model.
import type { Scenario } from '../../eval/scenario';
import type { ModelReply, ModelRunner } from '../model';
import { finalStep } from '../../commerce/agent-step';

export function createCounterexampleRunner(scenario: Scenario): ModelRunner {
  const first = scenario.counterexamples[0];
  if (!first) throw new Error(`scenario ${scenario.id} declares no counterexample`);
  return {
    async complete(): Promise<ModelReply> {
      return {
        output: finalStep('answer', first.message),
        latencyMs: 0,
      };
    },
  };
}
