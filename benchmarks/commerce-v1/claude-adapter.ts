// The `anthropic` provider: one `claude -p` process per model request, with the pinned flags
// and environment of claude-invocation.ts, in a fresh temp directory deleted afterwards
// (success, failure and timeout alike). The directory holds the CLI's working directory, its
// temp directory and, when the login is a key variable, its configuration directory.
import { AdapterError, type ModelReply, type ModelRequest, type ModelRunner } from '../../lib/models/model';
import type { ProviderDefinition } from '../../lib/models/provider';
import { inTemporaryDirectory, throwIfUnfinished } from '../../lib/models/cli-request';
import { portableSchemaFor } from '../../lib/models/json-schema-subset';
import { runProcess, type ProcessResult, type SpawnFunction } from '../../lib/models/process';
import { renderTranscript } from '../../lib/models/render-transcript';
import { nonNegativeNumber, DEFAULT_CLI_TIMEOUT_MS, readTimeoutMs, requireModel, usageFrom } from '../../lib/models/transport-settings';
import { classifyClaudeFailure, isClaudeSuccess, parseClaudeResult, servedModel } from './claude-adapter-result';
import { claudeAccess, claudeArgs, claudeChildEnv, prepareClaudeScratch, type ClaudeAccess } from './claude-invocation';
import { CLAUDE_EXAMPLE_MODEL, claudePreflight } from './claude-preflight';

export interface ClaudeRunnerOptions {
  model: string;
  access: ClaudeAccess;
  env: Readonly<Record<string, string | undefined>>;
  timeoutMs: number;
  command?: string;
  spawn?: SpawnFunction;
  /** Where the per-request temp directory is made; os.tmpdir() by default. */
  tempRoot?: string;
}

export function createClaudeRunner(options: ClaudeRunnerOptions): ModelRunner {
  return {
    async complete(request: ModelRequest): Promise<ModelReply> {
      const started = performance.now();
      const schemaText = JSON.stringify(portableSchemaFor('claude', request.outputSchema, { declareDraft07: true }));
      return inTemporaryDirectory('commerce-v1-claude-', options.tempRoot, async (directory) => {
        const scratch = await prepareClaudeScratch(directory);
        const result = await runProcess({
          command: options.command ?? 'claude',
          args: claudeArgs(request.model ?? options.model, schemaText),
          env: claudeChildEnv(options.env, options.access, scratch),
          cwd: scratch.workspace,
          stdin: renderTranscript(request),
          timeoutMs: options.timeoutMs,
          signal: request.signal,
          spawn: options.spawn,
        });
        return interpret(result, started);
      });
    },
  };
}

function interpret(processResult: ProcessResult, started: number): ModelReply {
  throwIfUnfinished(processResult, 'claude');
  const result = parseClaudeResult(processResult.stdout);
  if (!result || !isClaudeSuccess(result) || processResult.exitCode !== 0) {
    // Messages name the category only: result text and stderr may carry account detail.
    const category = classifyClaudeFailure(result, processResult.stderr, processResult.exitCode);
    throw new AdapterError(category, `claude exited with code ${processResult.exitCode} (${category})`);
  }
  const usage = result.usage as Record<string, unknown> | undefined;
  const reply: ModelReply = {
    output: result.structured_output,
    latencyMs: nonNegativeNumber(result.duration_ms) ?? performance.now() - started,
  };
  const resolvedModel = servedModel(result);
  const tokens = usageFrom(usage?.input_tokens, usage?.output_tokens, usage?.cache_read_input_tokens);
  const costUsd = nonNegativeNumber(result.total_cost_usd);
  if (resolvedModel) reply.resolvedModel = resolvedModel;
  if (tokens) reply.usage = tokens;
  if (costUsd !== undefined) reply.costUsd = costUsd;
  return reply;
}

export const anthropicClaudeProvider: ProviderDefinition = {
  id: 'anthropic',
  kind: 'model',
  description: 'Anthropic models through the Claude Code CLI (`claude -p`), one process per model request',
  preflight: claudePreflight,
  createRunner(options) {
    return createClaudeRunner({
      model: requireModel(options, 'anthropic', CLAUDE_EXAMPLE_MODEL),
      access: claudeAccess(options.env),
      env: options.env,
      timeoutMs: readTimeoutMs(options.env, DEFAULT_CLI_TIMEOUT_MS),
    });
  },
};
