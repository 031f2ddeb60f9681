// One case: fresh memory, the prior turn, the agent with real fixture tools, then scoring.
// A failure inside the case becomes data in the returned row, never a lost run.
import { runAgent } from '../commerce/agent';
import { createMemory } from '../commerce/memory';
import { createToolExecutor } from '../commerce/tools';
import type { ModelRunner } from '../models/model';
import type { ArtifactCase } from './artifact-schema';
import type { Assertion, Scenario } from './scenario';
import { scoreResponse } from './score';

export interface CaseInput {
  scenario: Scenario;
  attempt: number;
  runner: ModelRunner;
  model: string | undefined;
  guards: readonly Assertion[];
  signal?: AbortSignal;
}

export async function runCase(input: CaseInput): Promise<ArtifactCase> {
  const { scenario, attempt, runner, model, guards, signal } = input;
  const startedAt = new Date();
  const started = performance.now();
  const memory = createMemory();
  if (scenario.priorTurn !== undefined) memory.append({ role: 'user', content: scenario.priorTurn });
  // Tools see the founder's words through memory, so provenance checks cover the prior turn.
  const tools = createToolExecutor({
    get founderMessages() {
      return memory.founderMessages();
    },
  });
  const result = await runAgent({ runner, model, tools, memory, prompt: scenario.prompt, signal });
  const verdict = scoreResponse(result.response, scenario.assertions, guards);
  return {
    scenarioId: scenario.id,
    label: scenario.label ?? null,
    group: scenario.group,
    attempt,
    startedAt: startedAt.toISOString(),
    elapsedMs: Math.round(performance.now() - started),
    priorTurn: scenario.priorTurn ?? null,
    prompt: scenario.prompt,
    response: result.response,
    modelSteps: result.modelSteps,
    toolCalls: result.toolCalls,
    assertions: verdict.assertions,
    passed: verdict.passed,
    failureStage: verdict.failureStage,
    failureText: verdict.failureText,
    usage: result.usage,
    costUsd: result.costUsd,
  };
}
