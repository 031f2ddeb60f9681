// A case as a reader follows it: prior turn, prompt, the agent's own opening tool call,
// then each model step with the tool calls it asked for, then the final message. Model
// output stays untrusted data here; the page renders it only as text.
import { decodeStep, type AgentStepValue } from '../commerce/agent-step';
import type { ArtifactCase, ArtifactModelStep, ArtifactToolCall } from '../eval/artifact-schema';

export interface StepView {
  index: number;
  latencyMs: number;
  problem: ArtifactModelStep['problem'];
  resolvedModel: string | null;
  /** The step's fields when it has the agent-step shape, otherwise null. */
  action: AgentStepValue['action'] | null;
  tool: AgentStepValue['tool'] | null;
  argumentsJson: string | null;
  kind: AgentStepValue['kind'] | null;
  message: string | null;
  /** The raw step output as JSON text, for steps that did not have the agent-step shape. */
  raw: string | null;
  toolCalls: ArtifactToolCall[];
}

export interface TranscriptView {
  priorTurn: string | null;
  prompt: string;
  openingCalls: ArtifactToolCall[];
  steps: StepView[];
  final: ArtifactCase['response'];
}

export function toJsonText(value: unknown): string {
  if (value === undefined) return '(none)';
  return JSON.stringify(value, null, 2) ?? String(value);
}

export function transcriptView(item: ArtifactCase): TranscriptView {
  const steps = item.modelSteps.map((step): StepView => {
    // Read through the agent's own step codec: a step of another shape is shown raw, whole.
    const decoded = decodeStep(step.output);
    return {
      index: step.index,
      latencyMs: step.latencyMs,
      problem: step.problem,
      resolvedModel: step.resolvedModel,
      action: decoded?.action ?? null,
      tool: decoded?.tool ?? null,
      argumentsJson: decoded?.arguments_json ?? null,
      kind: decoded?.kind ?? null,
      message: decoded?.message ?? null,
      raw: decoded === null && step.output !== null ? toJsonText(step.output) : null,
      toolCalls: item.toolCalls.filter((call) => call.step === step.index),
    };
  });
  return {
    priorTurn: item.priorTurn,
    prompt: item.prompt,
    openingCalls: item.toolCalls.filter((call) => call.step === null),
    steps,
    final: item.response,
  };
}

/** Tool names in call order, each once: the run table's "tools called" column. */
export function toolsCalled(item: Pick<ArtifactCase, 'toolCalls'>): string[] {
  return [...new Set(item.toolCalls.map((call) => call.tool))];
}
