// Trivial-agent baselines: controls that do no real work, to measure how far the rubric can
// be gamed. Each answers every case at once with one final message: a generic reply
// (do-nothing), "that cannot be determined" to everything (hedge-everything), every figure
// and option the scenario mentions at once (list-every-answer), or the prompt itself
// (echo-prompt). The rubric must fail all four on every scenario. Controls, never models.
import { finalStep } from '../../commerce/agent-step';
import type { Scenario } from '../../eval/scenario';
import type { ModelReply, ModelRunner } from '../model';

export const BASELINES = ['do-nothing', 'hedge-everything', 'list-every-answer', 'echo-prompt'] as const;
export type Baseline = (typeof BASELINES)[number];

export const BASELINE_DESCRIPTIONS: Record<Baseline, string> = {
  'do-nothing': 'trivial baseline: a friendly reply that answers nothing',
  'hedge-everything': 'trivial baseline: "That cannot be determined from these inputs." to every prompt',
  'list-every-answer': "trivial baseline: every figure and option the scenario's texts mention, offered at once",
  'echo-prompt': 'trivial baseline: the prompt repeated back verbatim',
};

const GENERIC_REPLY = "Thanks for the question! I'm happy to help with that. Could you tell me a little more about what you need?";
const HEDGE = 'That cannot be determined from these inputs.';

/** Every amount and every capitalised option the scenario's prompt, reference and counterexamples name. */
export function candidates(scenario: Scenario): { figures: string[]; options: string[] } {
  const texts = [scenario.prompt, scenario.reference, ...scenario.counterexamples.map((counterexample) => counterexample.message)];
  const figures = new Set<string>();
  const options = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/(?:USD|EUR|\$|€)\s?\d[\d,]*(?:[.,]\d+)?|\b\d[\d,]*(?:[.,]\d+)?(?:\s?%)?/g)) figures.add(match[0].trim());
    for (const match of text.matchAll(/\b(?:Supplier|supplier)\s+([A-Z][a-z]+)\b/g)) options.add(match[1]!);
  }
  return { figures: [...figures], options: [...options] };
}

export function baselineMessage(baseline: Baseline, scenario: Scenario): string {
  switch (baseline) {
    case 'do-nothing':
      return GENERIC_REPLY;
    case 'hedge-everything':
      return HEDGE;
    case 'echo-prompt':
      return scenario.prompt;
    case 'list-every-answer': {
      const { figures, options } = candidates(scenario);
      const optionText = options.length > 0 ? ` As for the options, ${options.join(' or ')} could each work, and both are reasonable.` : '';
      return `It depends on what you count, so here is every possible answer: ${figures.join(', ')}. Any of these may apply.${optionText} Yes or no, either could be right.`;
    }
  }
}

export function createBaselineRunner(baseline: Baseline, scenario: Scenario): ModelRunner {
  const message = baselineMessage(baseline, scenario);
  return {
    async complete(): Promise<ModelReply> {
      return { output: finalStep('answer', message), latencyMs: 0 };
    },
  };
}
