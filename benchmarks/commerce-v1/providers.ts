// The provider registry of commerce-v1: binds each provider id the runner accepts to a
// transport or control. An id not listed here is refused by the runner, never defaulted.
import type { ProviderDefinition } from '../../lib/models/provider';
import { createReferenceRunner } from '../../lib/models/controls/reference-runner';
import { createCounterexampleRunner } from '../../lib/models/controls/counterexample-runner';
import { BASELINES, BASELINE_DESCRIPTIONS, createBaselineRunner } from '../../lib/models/controls/baseline-runners';
import { openaiCodexProvider } from '../../lib/intent/codex-cli';
import { openAiCompatibleProvider } from '../../lib/models/openai-compatible';
import { anthropicClaudeProvider } from './claude-adapter';

const referenceProvider: ProviderDefinition = {
  id: 'reference',
  kind: 'control',
  description: "offline control: replays each scenario's reference tool path and reference answer",
  expectation: 'every-case-passes',
  preflight: async () => ({}),
  createRunner: (_options, scenario) => createReferenceRunner(scenario),
};

const counterexampleProvider: ProviderDefinition = {
  id: 'counterexample',
  kind: 'control',
  description: "offline control: answers each scenario with its first declared counterexample",
  expectation: 'every-case-fails',
  preflight: async () => ({}),
  createRunner: (_options, scenario) => createCounterexampleRunner(scenario),
};

/** The trivial-agent baselines: controls the rubric must fail on every scenario. */
const baselineProviders: ProviderDefinition[] = BASELINES.map((baseline) => ({
  id: baseline,
  kind: 'control',
  description: BASELINE_DESCRIPTIONS[baseline],
  expectation: 'every-case-fails',
  preflight: async () => ({}),
  createRunner: (_options, scenario) => createBaselineRunner(baseline, scenario),
}));

export const PROVIDERS: readonly ProviderDefinition[] = [
  openaiCodexProvider,
  anthropicClaudeProvider,
  openAiCompatibleProvider,
  referenceProvider,
  counterexampleProvider,
  ...baselineProviders,
];

/** Used when neither --provider nor COMMERCE_EVAL_PROVIDER is given. */
export const DEFAULT_PROVIDER_ID = 'openai';

export function findProvider(id: string): ProviderDefinition | undefined {
  return PROVIDERS.find((provider) => provider.id === id);
}
