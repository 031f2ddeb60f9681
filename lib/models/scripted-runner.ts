// A scripted fake ModelRunner for tests: replies with queued outputs in order, or throws a
// queued error, and keeps every request it received for inspection.
import type { ModelReply, ModelRequest, ModelRunner } from './model';
import { finalStep, toolCallStep, type ResponseKind } from '../commerce/agent-step';
import type { ToolName } from '../commerce/tool-inputs';

export type ScriptedStep = { output: unknown; resolvedModel?: string; costUsd?: number } | { error: Error };

export interface ScriptedRunner extends ModelRunner {
  requests: ModelRequest[];
}

export function createScriptedRunner(script: readonly ScriptedStep[]): ScriptedRunner {
  const requests: ModelRequest[] = [];
  return {
    requests,
    async complete(request: ModelRequest): Promise<ModelReply> {
      requests.push(structuredClone({ ...request, signal: undefined }));
      const step = script[requests.length - 1];
      if (!step) throw new Error(`scripted runner: no step ${requests.length} in the script`);
      if ('error' in step) throw step.error;
      return {
        output: step.output,
        resolvedModel: step.resolvedModel,
        costUsd: step.costUsd,
        usage: { inputTokens: 10, outputTokens: 5 },
        latencyMs: 1,
      };
    },
  };
}

/** A scripted reply that calls a tool, built with the agent's own step codec. */
export const toolCallReply = (tool: ToolName, args: Record<string, unknown>) => ({ output: toolCallStep(tool, args) });

/** A scripted reply that gives a final response. */
export const finalReply = (message: string, kind: ResponseKind = 'answer') => ({ output: finalStep(kind, message) });
