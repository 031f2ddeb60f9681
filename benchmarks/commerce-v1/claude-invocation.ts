// How one `claude -p` request is started: the pinned flags, the allowlisted child environment
// with the pinned quiet settings, and where the CLI keeps its configuration. Checked against
// Claude Code 2.1.328 on the wire (what a loopback server received) and on disk.
//
// Where the login lives decides the configuration directory:
// - a key variable (ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, or CLAUDE_CODE_OAUTH_TOKEN from
//   `claude setup-token`) needs no stored login, so each request gets a fresh configuration
//   directory inside its temp directory, deleted afterwards: the user's ~/.claude is neither
//   read nor written;
// - otherwise the login is the one `claude auth login` stored in the user's configuration
//   directory (CLAUDE_CONFIG_DIR, or ~/.claude), which the CLI must read; the quiet settings
//   keep projects, memory, history and telemetry out of it.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { childEnvironment } from '../../lib/models/child-environment';
import { readEndpointOverride, type EndpointOverride } from '../../lib/models/endpoint-override';
import { ProviderConfigError } from '../../lib/models/provider';
import type { EnvironmentVariableDeclaration } from '../../lib/eval/environment-variable';

/**
 * Pinned isolation flags. `--tools ""` leaves exactly the `StructuredOutput` tool that
 * `--json-schema` adds; `--safe-mode` keeps CLAUDE.md, skills, plugins, hooks and MCP of a
 * stored configuration out. `--setting-sources=` uses the `=` form so an empty value cannot
 * swallow the next flag. Deliberately absent: `--verbose` (turns the JSON into an array) and
 * `--fallback-model` (silently switches models).
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
  '--safe-mode',
  '--setting-sources=',
] as const;

/**
 * Set in every child. Non-essential traffic off: no `HEAD /api/hello` ping and no telemetry
 * (2.1.328 otherwise queues events in ~/.claude/telemetry and contacts api.anthropic.com even
 * with a custom base URL). Auto memory off: no ~/.claude/projects/<cwd>/memory per request.
 */
export const CLAUDE_QUIET_SETTINGS = {
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
  CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1',
  CLAUDE_CODE_SKIP_PROMPT_HISTORY: '1',
} as const;

/** An Anthropic-compatible gateway, e.g. https://gateway.example.com (Claude Code adds /v1/messages). */
export const CLAUDE_BASE_URL_ENV = 'COMMERCE_EVAL_ANTHROPIC_BASE_URL';

/** In the order Claude Code prefers them in print mode; the first one set is passed. */
export const CLAUDE_KEY_VARIABLES = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_OAUTH_TOKEN'] as const;
/** A gateway takes an API key or a bearer token, never a claude.ai login. */
const GATEWAY_KEY_VARIABLES: readonly string[] = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN'];

export const CLAUDE_VARIABLES: readonly EnvironmentVariableDeclaration[] = [
  { name: CLAUDE_BASE_URL_ENV, meaning: 'an Anthropic-compatible gateway Claude Code is sent to instead of its default; recorded as provider.endpoint', whenUnset: "Claude Code's default endpoint" },
  { name: CLAUDE_KEY_VARIABLES[0], meaning: 'an Anthropic API key, passed to Claude Code (first choice)', whenUnset: 'the next key variable, else the stored login' },
  { name: CLAUDE_KEY_VARIABLES[1], meaning: 'a bearer token, passed to Claude Code when no API key is set', whenUnset: 'the next key variable, else the stored login' },
  { name: CLAUDE_KEY_VARIABLES[2], meaning: 'a claude.ai login token, passed when neither of the above is set; never sent to a gateway', whenUnset: 'the stored login' },
  { name: 'ANTHROPIC_BASE_URL', meaning: 'not passed on: a run refuses to start while it is set, naming the variable to use instead', whenUnset: 'nothing: this is the expected state' },
  { name: 'CLAUDE_CONFIG_DIR', meaning: "the directory of Claude Code's stored login", whenUnset: 'the .claude folder in HOME' },
  { name: 'HOME', meaning: 'the home directory, where the stored login is looked for', whenUnset: 'set by every login shell' },
];

export interface ClaudeAccess {
  keyVariable?: (typeof CLAUDE_KEY_VARIABLES)[number];
  override?: EndpointOverride;
  /** The stored login's directory: CLAUDE_CONFIG_DIR, or ~/.claude. */
  loginConfigDir: string;
}

export function claudeAccess(env: Readonly<Record<string, string | undefined>>): ClaudeAccess {
  if (env.ANTHROPIC_BASE_URL?.trim()) {
    throw new ProviderConfigError(
      `ANTHROPIC_BASE_URL is set, but runs do not pass it on: set ${CLAUDE_BASE_URL_ENV} instead (the artifact then records the endpoint), or unset it`,
    );
  }
  const override = readEndpointOverride(env, CLAUDE_BASE_URL_ENV);
  let keyVariable: ClaudeAccess['keyVariable'];
  // A loop rather than a callback, so the reproduction page finds these names as variables read.
  for (const name of CLAUDE_KEY_VARIABLES) if (!keyVariable && env[name]?.trim()) keyVariable = name;
  if (override && !(keyVariable && GATEWAY_KEY_VARIABLES.includes(keyVariable))) {
    throw new ProviderConfigError(`${CLAUDE_BASE_URL_ENV} is set but neither ANTHROPIC_API_KEY nor ANTHROPIC_AUTH_TOKEN is: set the key the gateway expects`);
  }
  const loginConfigDir = env.CLAUDE_CONFIG_DIR?.trim() || join(env.HOME ?? '', '.claude');
  return { ...(keyVariable ? { keyVariable } : {}), ...(override ? { override } : {}), loginConfigDir };
}

/** argv for one request: the pinned flags, then the explicit model and the schema text. */
export function claudeArgs(model: string, schemaText: string): string[] {
  return [...CLAUDE_PINNED_FLAGS, '--model', model, '--json-schema', schemaText];
}

/** Directories one invocation owns and removes afterwards; see prepareClaudeScratch. */
export interface ClaudeScratch {
  /** The working directory: empty, so no CLAUDE.md or project settings are found. */
  workspace: string;
  /** TMPDIR: the CLI leaves a file-watch probe (and, when killed, a socket) in its temp dir. */
  tempDir: string;
  /** CLAUDE_CONFIG_DIR when the login is a key variable. */
  configDir: string;
}

export async function prepareClaudeScratch(directory: string): Promise<ClaudeScratch> {
  const scratch = { workspace: join(directory, 'workspace'), tempDir: join(directory, 'tmp'), configDir: join(directory, 'config') };
  await Promise.all(Object.values(scratch).map((path) => mkdir(path)));
  return scratch;
}

/**
 * The allowlisted environment. Without `scratch` (a `--version` check, which writes nothing)
 * the CLI's default temp and configuration directories apply.
 */
export function claudeChildEnv(
  parent: Readonly<Record<string, string | undefined>>,
  access: ClaudeAccess,
  scratch?: Pick<ClaudeScratch, 'tempDir' | 'configDir'>,
): Record<string, string> {
  const set: Record<string, string> = { ...CLAUDE_QUIET_SETTINGS };
  if (access.override) set.ANTHROPIC_BASE_URL = access.override.url;
  if (scratch) set.TMPDIR = scratch.tempDir;
  const configDir = access.keyVariable ? scratch?.configDir : parent.CLAUDE_CONFIG_DIR?.trim();
  if (configDir) set.CLAUDE_CONFIG_DIR = configDir;
  return childEnvironment(parent, { pass: access.keyVariable ? [access.keyVariable] : [], set });
}
