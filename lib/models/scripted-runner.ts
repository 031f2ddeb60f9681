// A scripted fake ModelRunner for tests: replies with queued outputs in order, or throws a
// queued error, and keeps every request it received for inspection.
import type { ModelReply, ModelRequest, ModelRunner } from './model';

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

export const toolCallStep = (tool: string, args: unknown) => ({
  output: { action: 'tool_call', tool, arguments_json: JSON.stringify(args), kind: null, message: null },
});

export const finalStep = (message: string, kind = 'answer') => ({
  output: { action: 'final', tool: null, arguments_json: null, kind, message },
});
