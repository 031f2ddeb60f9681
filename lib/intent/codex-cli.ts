// The `openai` provider (the default): one `codex exec` process per model request, with the
// pinned flags of codex-invocation.ts, in a fresh temp directory that holds the output-schema
// file, the CLI's state and log databases and its temp directory, and is deleted afterwards. CODEX_HOME is the
// accounts directory named by FF_CODEX_ACCOUNTS_DIR (where the login lives); with an endpoint
// override and no accounts directory it is a directory inside the request's temp directory.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AdapterError, type ModelReply, type ModelRequest, type ModelRunner } from '../models/model';
import type { ProviderDefinition } from '../models/provider';
import { inTemporaryDirectory, throwIfUnfinished } from '../models/cli-request';
import { readEndpointOverride, type EndpointOverride } from '../models/endpoint-override';
import { portableSchemaFor } from '../models/json-schema-subset';
import { runProcess, type ProcessResult, type SpawnFunction } from '../models/process';
import { renderTranscript } from '../models/render-transcript';
import { DEFAULT_CLI_TIMEOUT_MS, readTimeoutMs, requireModel } from '../models/transport-settings';
import { classifyCodexFailure, parseCodexEvents } from './codex-events';
import { accountsDirectoryIn, CODEX_BASE_URL_ENV, codexArgs, codexChildEnv } from './codex-invocation';
import { CODEX_EXAMPLE_MODEL, codexPreflight } from './codex-preflight';

export interface CodexRunnerOptions {
  model: string;
  /** CODEX_HOME; undefined only with an endpoint override. */
  accountsDir: string | undefined;
  override?: EndpointOverride;
  env: Readonly<Record<string, string | undefined>>;
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
        const stateDirectory = join(directory, 'state');
        const tempDir = join(directory, 'tmp');
        const codexHome = options.accountsDir ?? join(directory, 'home');
        await writeFile(schemaPath, JSON.stringify(schema));
        await Promise.all([stateDirectory, tempDir, codexHome].map((path) => mkdir(path, { recursive: true })));
        const result = await runProcess({
          command: options.command ?? 'codex',
          args: codexArgs(model, schemaPath, stateDirectory, options.override),
          env: codexChildEnv(options.env, codexHome, options.override, tempDir),
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
  preflight: codexPreflight,
  createRunner(options) {
    const override = readEndpointOverride(options.env, CODEX_BASE_URL_ENV);
    return createCodexRunner({
      model: requireModel(options, 'openai', CODEX_EXAMPLE_MODEL),
      accountsDir: accountsDirectoryIn(options.env),
      ...(override ? { override } : {}),
      env: options.env,
      timeoutMs: readTimeoutMs(options.env, DEFAULT_CLI_TIMEOUT_MS),
    });
  },
};
