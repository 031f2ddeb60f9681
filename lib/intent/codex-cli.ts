// The `openai` provider (the default): one `codex exec` process per model request.
// The CLI runs ephemeral, read-only, with no shell tool and no web search, in a fresh temp
// directory that holds only the output-schema file and is deleted afterwards. Credentials
// come from the accounts directory named by FF_CODEX_ACCOUNTS_DIR, used as CODEX_HOME.
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AdapterError, type ModelReply, type ModelRequest, type ModelRunner } from '../models/model';
import { ProviderConfigError, type ProviderDefinition, type ProviderOptions } from '../models/provider';
import { inTemporaryDirectory, throwIfUnfinished } from '../models/cli-request';
import { portableSchemaFor } from '../models/json-schema-subset';
import { readCliVersion, runProcess, type ProcessResult, type SpawnFunction } from '../models/process';
import { renderTranscript } from '../models/render-transcript';
import { DEFAULT_CLI_TIMEOUT_MS, readTimeoutMs, requireModel } from '../models/transport-settings';
import { classifyCodexFailure, parseCodexEvents } from './codex-events';

export const CODEX_ACCOUNTS_ENV = 'FF_CODEX_ACCOUNTS_DIR';

/**
 * Pinned isolation flags, after `exec` (codex-rs/exec/src/cli.rs; research note §2.1–2.2).
 * Version floors: `--json` events documented Oct 2025 (PR #4583), `--ephemeral` ≈0.9x (PR #10758, 2026-02),
 * `features.shell_tool` since PR #6481 (2025-11), `web_search="disabled"` is the current key
 * (older builds used features.web_search_request). Whether shell_tool=false also unregisters
 * the handler in every version is unconfirmed: the read-only sandbox stays as a second layer.
 */
export const CODEX_PINNED_FLAGS = [
  '--json',
  '--skip-git-repo-check',
  '--ephemeral',
  '--sandbox', 'read-only',
  '-c', 'features.shell_tool=false',
  '-c', 'web_search="disabled"',
  '-c', 'approval_policy="never"',
] as const;

/** argv for one request. `--output-schema` ≈0.41 (PR #4079). The prompt arrives on stdin (`-`). */
export function codexArgs(model: string, schemaPath: string): string[] {
  return ['exec', ...CODEX_PINNED_FLAGS, '-m', model, '--output-schema', schemaPath, '--', '-'];
}

export interface CodexRunnerOptions {
  model: string;
  accountsDir: string;
  env: ProviderOptions['env'];
  timeoutMs: number;
  command?: string;
  spawn?: SpawnFunction;
  /** Where the per-request temp directory is made; os.tmpdir() by default. */
  tempRoot?: string;
}

export function createCodexRunner(options: CodexRunnerOptions): ModelRunner {
  return {
    async complete(request: ModelRequest): Promise<ModelReply> {
      const started = performance.now();
      const schema = portableSchemaFor('codex', request.outputSchema);
      // Always an explicit -m: a config default would make the served model depend on the host.
      const model = request.model ?? options.model;
      return inTemporaryDirectory('commerce-v1-codex-', options.tempRoot, async (directory) => {
        const schemaPath = join(directory, 'output-schema.json');
        await writeFile(schemaPath, JSON.stringify(schema));
        const result = await runProcess({
          command: options.command ?? 'codex',
          args: codexArgs(model, schemaPath),
          env: { ...options.env, CODEX_HOME: options.accountsDir },
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

function interpret(result: ProcessResult, started: number): ModelReply {
  throwIfUnfinished(result, 'codex');
  const events = parseCodexEvents(result.stdout);
  if (events.turnFailed || result.exitCode !== 0) {
    // Messages name the category only: the texts may carry account or host detail.
    const category = classifyCodexFailure([...events.failureTexts, result.stderr]);
    throw new AdapterError(category, `codex exited with code ${result.exitCode} (${category})`);
  }
  if (events.finalMessage === undefined) throw new AdapterError('invalid-output', 'codex gave no final agent message');
  let output: unknown;
  try {
    output = JSON.parse(events.finalMessage);
  } catch {
    throw new AdapterError('invalid-output', 'codex final message is not JSON');
  }
  const reply: ModelReply = { output, latencyMs: performance.now() - started };
  if (events.reroutedTo) reply.resolvedModel = events.reroutedTo;
  if (events.usage) reply.usage = events.usage;
  return reply;
}

export const openaiCodexProvider: ProviderDefinition = {
  id: 'openai',
  kind: 'model',
  description: 'OpenAI models through the Codex CLI (`codex exec`), one process per model request',
  async preflight(options) {
    const version = await readCliVersion('codex', options.env);
    if (!version.found) {
      throw new ProviderConfigError(
        version.reason === 'not-on-path'
          ? '`codex` is not on PATH: install it (npm install -g @openai/codex); see docs/providers.md'
          : '`codex --version` failed: check the Codex CLI installation; see docs/providers.md',
      );
    }
    await accountsDirectory(options);
    requireModel(options, 'openai', 'gpt-5');
    readTimeoutMs(options.env, DEFAULT_CLI_TIMEOUT_MS);
    return { cliVersion: version.version };
  },
  createRunner(options) {
    return createCodexRunner({
      model: requireModel(options, 'openai', 'gpt-5'),
      accountsDir: options.env[CODEX_ACCOUNTS_ENV]?.trim() ?? '',
      env: options.env,
      timeoutMs: readTimeoutMs(options.env, DEFAULT_CLI_TIMEOUT_MS),
    });
  },
};

/** Codex exits when CODEX_HOME is set but missing, so refuse before the first case. */
async function accountsDirectory(options: ProviderOptions): Promise<string> {
  const directory = options.env[CODEX_ACCOUNTS_ENV]?.trim();
  if (!directory) {
    throw new ProviderConfigError(`${CODEX_ACCOUNTS_ENV} is not set: point it at a Codex accounts directory (CODEX_HOME=<dir> codex login)`);
  }
  const info = await stat(directory).catch(() => undefined);
  if (!info?.isDirectory()) throw new ProviderConfigError(`${CODEX_ACCOUNTS_ENV} does not name an existing directory`);
  return directory;
}
