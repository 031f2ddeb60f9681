// The `anthropic` provider: one `claude -p` process per model request, run in a fresh temp
// working directory that is deleted afterwards (success, failure and timeout alike), with the
// pinned isolation flags below and the parent session's marker variables stripped.
import { AdapterError, type ModelReply, type ModelRequest, type ModelRunner } from '../../lib/models/model';
import { ProviderConfigError, type ProviderDefinition, type ProviderOptions } from '../../lib/models/provider';
import { inTemporaryDirectory, throwIfUnfinished } from '../../lib/models/cli-request';
import { portableSchemaFor } from '../../lib/models/json-schema-subset';
import { readCliVersion, runProcess, type ProcessResult, type SpawnFunction } from '../../lib/models/process';
import { renderTranscript } from '../../lib/models/render-transcript';
import { nonNegativeNumber, DEFAULT_CLI_TIMEOUT_MS, readTimeoutMs, requireModel, usageFrom } from '../../lib/models/transport-settings';
import { classifyClaudeFailure, isClaudeSuccess, parseClaudeResult, servedModel } from './claude-adapter-result';

/**
 * Pinned isolation flags (research note §1.1; Claude Code 2.1.x). Version notes:
 * `--json-schema` ≈2.0.45, fixed for -p in 2.1.22, strict schema check 2.1.205;
 * `--disable-slash-commands` 2.0.60; `--no-chrome` 2.0.71 (help diff in github/gh-aw#6697);
 * `--no-session-persistence`: rejected by 2.0.57 (anthropics/claude-code#20398), present in
 * 2.1.x, exact introduction unconfirmed. `--setting-sources=` uses the `=` form so an empty
 * value cannot swallow the next flag. Deliberately absent: `--verbose` (turns the JSON into
 * an array) and `--fallback-model` (silently switches models).
 */
export const CLAUDE_PINNED_FLAGS = [
  '-p',
  '--output-format', 'json',
  '--tools', '',
  '--strict-mcp-config',
  '--mcp-config', '{"mcpServers":{}}',
  '--disable-slash-commands',
  '--no-session-persistence',
  '--no-chrome',
  '--setting-sources=',
] as const;

/** Variables that mark a parent Claude session or override the model (research note §1.5, §1.7). */
export const CLAUDE_STRIPPED_ENV = [
  'CLAUDECODE',
  'CLAUDE_CODE_ENTRYPOINT',
  'CLAUDE_CODE_CHILD_SESSION',
  'ANTHROPIC_BETAS',
  'ANTHROPIC_MODEL',
  'ANTHROPIC_DEFAULT_MODEL',
  'CLAUDE_CODE_SAFE_MODE',
  'CLAUDE_CODE_SIMPLE',
] as const;

/** argv for one request: the pinned flags, then the explicit model and the schema text. */
export function claudeArgs(model: string, schemaText: string): string[] {
  return [...CLAUDE_PINNED_FLAGS, '--model', model, '--json-schema', schemaText];
}

export function claudeChildEnv(env: ProviderOptions['env']): Record<string, string | undefined> {
  const child = { ...env };
  for (const name of CLAUDE_STRIPPED_ENV) delete child[name];
  return child;
}

export interface ClaudeRunnerOptions {
  model: string;
  env: ProviderOptions['env'];
  timeoutMs: number;
  command?: string;
  spawn?: SpawnFunction;
  /** Where the per-request working directory is made; os.tmpdir() by default. */
  tempRoot?: string;
}

export function createClaudeRunner(options: ClaudeRunnerOptions): ModelRunner {
  return {
    async complete(request: ModelRequest): Promise<ModelReply> {
      const started = performance.now();
      const schemaText = JSON.stringify(portableSchemaFor('claude', request.outputSchema, { declareDraft07: true }));
      return inTemporaryDirectory('commerce-v1-claude-', options.tempRoot, async (directory) => {
        const result = await runProcess({
          command: options.command ?? 'claude',
          args: claudeArgs(request.model ?? options.model, schemaText),
          env: claudeChildEnv(options.env),
          cwd: directory,
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
  async preflight(options) {
    // Model first: without one the CLI would pick its own default, which a benchmark must not.
    requireModel(options, 'anthropic', 'claude-sonnet-5');
    readTimeoutMs(options.env, DEFAULT_CLI_TIMEOUT_MS);
    const version = await readCliVersion('claude', claudeChildEnv(options.env));
    if (!version.found) {
      throw new ProviderConfigError(
        version.reason === 'not-on-path'
          ? '`claude` is not on PATH: install Claude Code (npm install -g @anthropic-ai/claude-code); see docs/providers.md'
          : '`claude --version` failed: check the Claude Code installation; see docs/providers.md',
      );
    }
    return { cliVersion: version.version };
  },
  createRunner(options) {
    return createClaudeRunner({
      model: requireModel(options, 'anthropic', 'claude-sonnet-5'),
      env: options.env,
      timeoutMs: readTimeoutMs(options.env, DEFAULT_CLI_TIMEOUT_MS),
    });
  },
};
