// The modes scripts/capture-cli-transcripts.ts records: for each, what the loopback model plays
// and how the CLI is started — the transport's own argv and environment, changed only where
// the mode is about a changed flag, setting or login.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claudeAccess, claudeArgs, claudeChildEnv } from '../benchmarks/commerce-v1/claude-invocation';
import { AGENT_STEP_JSON_SCHEMA, finalStep } from '../lib/commerce/agent-step';
import { CODEX_API_KEY_ENV, CODEX_BASE_URL_ENV, codexArgs, codexChildEnv } from '../lib/intent/codex-invocation';
import { readEndpointOverride } from '../lib/models/endpoint-override';
import { portableSchemaFor } from '../lib/models/json-schema-subset';
import { renderTranscript } from '../lib/models/render-transcript';
import type { ProcessRequest } from '../lib/models/process';
import type { ModelScript } from '../lib/models/__fixtures__/loopback-model/scripted-model';

export interface Capture {
  mode: string;
  version: string;
  /** One line: what was done to produce it. */
  what: string;
  script: ModelScript;
  prepare(): Promise<Omit<ProcessRequest, 'timeoutMs'>> | Omit<ProcessRequest, 'timeoutMs'>;
  /** Set for a mode where the CLI never ends by itself: it is stopped after this long. */
  timeoutMs?: number;
}

interface Context {
  origin: string;
  scratch: string;
  parentEnv: Record<string, string>;
}

const answer = finalStep('answer', 'Your break-even acquisition cost is USD 26.20 per order.');
const prompt = renderTranscript({ system: 'You are a commerce assistant.', messages: [{ role: 'user', content: 'What is my break-even CPA?' }], outputSchema: AGENT_STEP_JSON_SCHEMA, model: undefined });
const faults = ['unauthorized', 'unknown-model', 'rate-limited', 'server-error', 'malformed-stream'] as const;

export function claudeCaptures(context: Context): Capture[] {
  const schemaText = JSON.stringify(portableSchemaFor('claude', AGENT_STEP_JSON_SCHEMA, { declareDraft07: true }));
  const keyed = { ...context.parentEnv, ANTHROPIC_API_KEY: 'sk-ant-loopback', COMMERCE_EVAL_ANTHROPIC_BASE_URL: context.origin };
  const start = (env: Record<string, string>, edit: (args: string[]) => string[] = (args) => args) => {
    const directory = mkdtempSync(join(context.scratch, 'claude-'));
    const scratch = { workspace: join(directory, 'workspace'), tempDir: join(directory, 'tmp'), configDir: join(directory, 'config') };
    Object.values(scratch).forEach((path) => mkdirSync(path));
    return { command: 'claude', args: edit(claudeArgs('claude-sonnet-4-5', schemaText)), env: claudeChildEnv(env, claudeAccess(env), scratch), cwd: scratch.workspace, stdin: prompt };
  };
  const replace = (from: string, to: string[]) => (args: string[]) => args.flatMap((arg) => (arg === from ? to : [arg]));
  const capture = (mode: string, what: string, script: ModelScript, prepare: () => Omit<ProcessRequest, 'timeoutMs'>, timeoutMs?: number): Capture =>
    ({ mode, version: '2.1.328 (Claude Code)', what, script, prepare, ...(timeoutMs ? { timeoutMs } : {}) });
  const home = join(context.scratch, 'claude-home');
  return [
    capture('success', 'the model calls StructuredOutput with a final step', { kind: 'replies', replies: [answer] }, () => start(keyed)),
    capture('success-verbose', 'as success, with --verbose added: the result becomes an array of messages', { kind: 'replies', replies: [answer] }, () => start(keyed, (args) => [...args, '--verbose'])),
    ...faults.map((fault) => capture(fault, `the server answers with the ${fault} fault`, { kind: 'fault', fault }, () => start(keyed))),
    capture('schema-never-satisfied', 'the model keeps calling StructuredOutput with a step outside the schema', { kind: 'replies', replies: [{ action: 'maybe' }] }, () => start(keyed)),
    capture('prose-answer', 'the model answers in prose and never calls StructuredOutput', { kind: 'replies', replies: ['Sure! Your break-even CPA is about 26 dollars.'] }, () => start(keyed)),
    capture('stall', 'the server sends headers and then nothing; stopped after 8 s', { kind: 'fault', fault: 'stall' }, () => start(keyed), 8_000),
    capture('not-logged-in', 'no key variable and an empty configuration directory', { kind: 'replies', replies: [answer] }, () => {
      mkdirSync(home, { recursive: true });
      const env = { ...context.parentEnv, CLAUDE_CONFIG_DIR: home };
      return { ...start(env), env: claudeChildEnv(env, claudeAccess(env)) };
    }),
    capture('unknown-option', 'an option this version does not have', { kind: 'replies', replies: [] }, () => start(keyed, (args) => [...args, '--no-such-option'])),
    capture('invalid-setting-sources', '--setting-sources given a source that does not exist', { kind: 'replies', replies: [] }, () => start(keyed, replace('--setting-sources=', ['--setting-sources=bogus']))),
    capture('invalid-output-format', '--output-format given a value it does not take', { kind: 'replies', replies: [] }, () => start(keyed, replace('json', ['bogus']))),
    capture('invalid-json-schema', '--json-schema given a schema with a type that does not exist', { kind: 'replies', replies: [] }, () => start(keyed, replace(schemaText, ['{"type":"no-such-type"}']))),
  ];
}

export function codexCaptures(context: Context): Capture[] {
  const keyed = { ...context.parentEnv, [CODEX_API_KEY_ENV]: 'sk-loopback', [CODEX_BASE_URL_ENV]: `${context.origin}/v1` };
  const start = (env: Record<string, string>, edit: (args: string[]) => string[] = (args) => args, codexHome?: string) => {
    const directory = mkdtempSync(join(context.scratch, 'codex-'));
    const override = readEndpointOverride(env, CODEX_BASE_URL_ENV);
    const home = codexHome ?? join(directory, 'home');
    mkdirSync(join(directory, 'state'));
    mkdirSync(join(directory, 'tmp'));
    if (!codexHome) mkdirSync(home);
    writeFileSync(join(directory, 'schema.json'), JSON.stringify(portableSchemaFor('codex', AGENT_STEP_JSON_SCHEMA)));
    const args = edit(codexArgs('gpt-5', join(directory, 'schema.json'), join(directory, 'state'), override));
    return { command: 'codex', args, env: codexChildEnv(env, home, override, join(directory, 'tmp')), cwd: directory, stdin: prompt };
  };
  const beforeModel = (extra: string[]) => (args: string[]) => args.flatMap((arg) => (arg === '-m' ? [...extra, arg] : [arg]));
  const capture = (mode: string, what: string, script: ModelScript, prepare: () => Omit<ProcessRequest, 'timeoutMs'>, timeoutMs?: number): Capture =>
    ({ mode, version: 'codex-cli 0.169.0', what, script, prepare, ...(timeoutMs ? { timeoutMs } : {}) });
  const accounts = join(context.scratch, 'codex-accounts');
  return [
    capture('success', 'the model answers with a final step', { kind: 'replies', replies: [answer] }, () => start(keyed)),
    ...faults.map((fault) => capture(fault, `the server answers with the ${fault} fault`, { kind: 'fault', fault }, () => start(keyed))),
    capture('prose-answer', 'the model answers in prose', { kind: 'replies', replies: ['Sure! Your break-even CPA is about 26 dollars.'] }, () => start(keyed)),
    capture('stall', 'the server sends headers and then nothing; stopped after 8 s', { kind: 'fault', fault: 'stall' }, () => start(keyed), 8_000),
    capture('not-logged-in-offline', 'no override, an empty accounts directory, no network; stopped after 20 s', { kind: 'replies', replies: [] }, () => {
      mkdirSync(accounts, { recursive: true });
      return start(context.parentEnv, (args) => args, accounts);
    }, 20_000),
    capture('login-status-not-logged-in', '`codex login status` with an empty accounts directory', { kind: 'replies', replies: [] }, () => {
      mkdirSync(accounts, { recursive: true });
      return { command: 'codex', args: ['login', 'status'], env: codexChildEnv(context.parentEnv, accounts) };
    }),
    capture('unknown-option', 'an option this version does not have', { kind: 'replies', replies: [] }, () => start(keyed, beforeModel(['--no-such-option']))),
    capture('unknown-config-field', 'a -c setting this version does not know (rejected by --strict-config)', { kind: 'replies', replies: [] }, () => start(keyed, beforeModel(['-c', 'tools.no_such_setting=false']))),
    capture('invalid-config-value', 'a -c setting given a value it does not take', { kind: 'replies', replies: [] }, () => start(keyed, beforeModel(['-c', 'web_search="bogus"']))),
    capture('missing-codex-home', 'CODEX_HOME names a directory that does not exist', { kind: 'replies', replies: [] }, () => start(keyed, (args) => args, join(context.scratch, 'no-such-dir'))),
  ];
}
