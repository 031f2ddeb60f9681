// A case as a reader follows it: prior turn, prompt, the agent's own opening tool call,
// then each model step with the tool calls it asked for, then the final message. Model
// output stays untrusted data here; the page renders it only as text.
import type { ArtifactCase, ArtifactModelStep, ArtifactToolCall } from '../eval/artifact-schema';

export interface StepView {
  index: number;
  latencyMs: number;
  problem: ArtifactModelStep['problem'];
  resolvedModel: string | null;
  /** The step's fields when it has the agent-step shape, otherwise null. */
  action: string | null;
  tool: string | null;
  argumentsJson: string | null;
  kind: string | null;
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

function field(output: unknown, name: string): string | null {
  if (typeof output !== 'object' || output === null) return null;
  const value = (output as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

export function toJsonText(value: unknown): string {
  if (value === undefined) return '(none)';
  return JSON.stringify(value, null, 2) ?? String(value);
}

export function transcriptView(item: ArtifactCase): TranscriptView {
  const steps = item.modelSteps.map((step): StepView => {
    const action = field(step.output, 'action');
    return {
      index: step.index,
      latencyMs: step.latencyMs,
      problem: step.problem,
      resolvedModel: step.resolvedModel,
      action,
      tool: field(step.output, 'tool'),
      argumentsJson: field(step.output, 'arguments_json'),
      kind: field(step.output, 'kind'),
      message: field(step.output, 'message'),
      raw: action === null && step.output !== null ? toJsonText(step.output) : null,
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
