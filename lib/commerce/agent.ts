// The agent loop: business context first, then model step → tool call → result or refusal →
// model step, until a final response or the step cap. Everything the loop sees is
// recorded so a case can be replayed as a transcript; nothing is retried.
import { AGENT_STEP_JSON_SCHEMA, decodeStep, encodeStep } from './agent-step';
import type { Memory } from './memory';
import { buildSystemPrompt } from './system-prompt';
import type { ToolExecutor, ToolResult } from './tool-result';
import { isAdapterError, type ModelRunner, type ModelUsage } from '../models/model';
import type { ArtifactModelStep, ArtifactToolCall, DegradedReason } from '../eval/artifact-schema';

export const DEFAULT_STEP_CAP = 8;

/** What the founder sees when no valid final response was produced. Marked degraded. */
export const DEGRADED_FALLBACK_MESSAGE =
  'Sorry, I could not produce a reliable answer to this request. Please try again.';

export interface AgentOptions {
  runner: ModelRunner;
  model: string | undefined;
  tools: ToolExecutor;
  memory: Memory;
  prompt: string;
  stepCap?: number;
  signal?: AbortSignal;
}

export interface AgentResponse {
  kind: string;
  message: string;
  degraded: boolean;
  degradedReason: DegradedReason | null;
}

export interface AgentResult {
  response: AgentResponse;
  modelSteps: ArtifactModelStep[];
  toolCalls: ArtifactToolCall[];
  usage: ModelUsage | null;
  costUsd: number | null;
}

export async function runAgent(options: AgentOptions): Promise<AgentResult> {
  const { runner, model, tools, memory, prompt, signal } = options;
  const stepCap = options.stepCap ?? DEFAULT_STEP_CAP;
  const modelSteps: ArtifactModelStep[] = [];
  const toolCalls: ArtifactToolCall[] = [];
  const totals = new UsageTotals();
  const system = buildSystemPrompt();

  memory.append({ role: 'user', content: prompt });
  // Business context is fetched by the agent itself on every case, before the first step.
  callTool(null, 'business', {});

  const finish = (response: AgentResponse): AgentResult => ({
    response,
    modelSteps,
    toolCalls,
    usage: totals.usage(),
    costUsd: totals.cost(),
  });
  const degrade = (reason: DegradedReason) =>
    finish({ kind: 'answer', message: DEGRADED_FALLBACK_MESSAGE, degraded: true, degradedReason: reason });

  for (let index = 0; index < stepCap; index += 1) {
    const started = performance.now();
    let reply;
    try {
      reply = await runner.complete({
        system,
        messages: memory.messages(),
        outputSchema: AGENT_STEP_JSON_SCHEMA,
        model,
        signal,
      });
    } catch (error) {
      // Only the category is kept: an adapter's message may hold stderr or host detail.
      const problem = isAdapterError(error) ? error.category : 'invocation-failed';
      modelSteps.push({ index, latencyMs: performance.now() - started, output: null, problem, resolvedModel: null });
      return degrade(problem);
    }
    totals.add(reply.usage, reply.costUsd);
    const step = decodeStep(reply.output);
    modelSteps.push({
      index,
      latencyMs: reply.latencyMs,
      output: reply.output ?? null,
      problem: step ? null : 'invalid-step',
      resolvedModel: reply.resolvedModel ?? null,
    });
    if (!step) return degrade('invalid-step');

    memory.append({ role: 'assistant', content: encodeStep(step) });
    if (step.action === 'final') {
      return finish({ kind: step.kind, message: step.message, degraded: false, degradedReason: null });
    }
    callTool(index, step.tool, parseArguments(step.arguments_json));
  }
  return degrade('step-cap');

  function callTool(step: number | null, tool: string, input: unknown): void {
    const result: ToolResult =
      input === INVALID_JSON
        ? { status: 'invalid-input', refusal: 'arguments_json is not a valid JSON object; send the arguments as a JSON object encoded in a string.' }
        : tools.execute(tool, input);
    const recordedInput = input === INVALID_JSON ? null : input;
    if (result.status === 'ok') {
      toolCalls.push({ step, tool, input: recordedInput, status: 'ok', output: result.output });
      memory.append({ role: 'tool', name: tool, content: JSON.stringify(result.output) });
    } else {
      toolCalls.push({ step, tool, input: recordedInput, status: result.status, refusal: result.refusal });
      memory.append({ role: 'tool', name: tool, content: `Error: ${result.refusal}` });
    }
  }
}

const INVALID_JSON = Symbol('invalid-json');

function parseArguments(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : INVALID_JSON;
  } catch {
    return INVALID_JSON;
  }
}

/** Sums usage and cost over a case's steps; stays null when no step reported any. */
class UsageTotals {
  private sum: ModelUsage = {};
  private seenUsage = false;
  private costSum: number | null = null;

  add(usage: ModelUsage | undefined, costUsd: number | undefined): void {
    if (usage) {
      this.seenUsage = true;
      for (const key of ['inputTokens', 'outputTokens', 'cachedInputTokens'] as const) {
        if (usage[key] !== undefined) this.sum[key] = (this.sum[key] ?? 0) + usage[key];
      }
    }
    if (costUsd !== undefined) this.costSum = (this.costSum ?? 0) + costUsd;
  }
  usage(): ModelUsage | null {
    return this.seenUsage ? this.sum : null;
  }
  cost(): number | null {
    return this.costSum;
  }
}
