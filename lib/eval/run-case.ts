// One case: fresh memory, the prior turn, the agent with real fixture tools, then scoring.
// A failure inside the case becomes data in the returned row, never a lost run: even a
// harness bug is recorded as a degraded case (its detail goes to the caller, not the row).
import { DEGRADED_FALLBACK_MESSAGE, runAgent, type AgentResult } from '../commerce/agent';
import { createMemory } from '../commerce/memory';
import { createToolExecutor } from '../commerce/tools';
import type { ModelRunner } from '../models/model';
import type { ArtifactCase } from './artifact-schema';
import type { CheckSpec, RubricProgram } from './rubric/program';
import { judge } from './rubric/verdict';
import type { Scenario } from './scenario';

export interface CaseInput {
  scenario: Scenario;
  attempt: number;
  createRunner(scenario: Scenario): ModelRunner;
  model: string | undefined;
  /** The rubric program and this case's checks (the scenario's, then the guard's), as recorded. */
  program: RubricProgram;
  checks: readonly CheckSpec[];
  signal?: AbortSignal;
  /** Told about an error the harness threw, which the row records only as `harness-error`. */
  onHarnessError?(error: unknown): void;
}

export async function runCase(input: CaseInput): Promise<ArtifactCase> {
  const { scenario, attempt, model, signal } = input;
  const startedAt = new Date();
  const started = performance.now();
  let result: AgentResult;
  try {
    const memory = createMemory();
    if (scenario.priorTurn !== undefined) memory.append({ role: 'user', content: scenario.priorTurn });
    // Tools see the founder's words through memory, so provenance checks cover the prior turn.
    const tools = createToolExecutor({
      get founderMessages() {
        return memory.founderMessages();
      },
    });
    const runner = input.createRunner(scenario);
    result = await runAgent({ runner, model, tools, memory, prompt: scenario.prompt, signal });
  } catch (error) {
    input.onHarnessError?.(error);
    result = {
      response: { kind: 'answer', message: DEGRADED_FALLBACK_MESSAGE, degraded: true, degradedReason: 'harness-error' },
      modelSteps: [],
      toolCalls: [],
      usage: null,
      costUsd: null,
    };
  }
  const verdict = judge(result.response, input.program, input.checks);
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
    assertions: verdict.outcomes,
    passed: verdict.passed,
    failureStage: verdict.failureStage,
    failureText: verdict.failureText,
    usage: result.usage,
    costUsd: result.costUsd,
  };
}
