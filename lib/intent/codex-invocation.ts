// How one `codex exec` request is started: the pinned flags and settings, the per-request
// state directory, the optional endpoint override and the allowlisted child environment.
// Every setting below was checked against codex-cli 0.169.0 on the wire (the request a
// loopback server received) and on disk (what the CLI left in CODEX_HOME).
import { childEnvironment } from '../models/child-environment';
import type { EndpointOverride } from '../models/endpoint-override';
import type { EnvironmentVariableDeclaration } from '../eval/environment-variable';

export const CODEX_ACCOUNTS_ENV = 'FF_CODEX_ACCOUNTS_DIR';
/** An OpenAI-compatible Responses endpoint, e.g. https://gateway.example.com/v1 (Codex adds /responses). */
export const CODEX_BASE_URL_ENV = 'COMMERCE_EVAL_CODEX_BASE_URL';
/** The key the endpoint override sends as a bearer token; the child gets it under this name. */
export const CODEX_API_KEY_ENV = 'COMMERCE_EVAL_CODEX_API_KEY';

export const CODEX_VARIABLES: readonly EnvironmentVariableDeclaration[] = [
  { name: CODEX_ACCOUNTS_ENV, meaning: 'the directory holding the Codex login the openai provider uses', whenUnset: 'the openai provider refuses to run unless an endpoint override is set' },
  { name: CODEX_BASE_URL_ENV, meaning: 'an OpenAI-compatible Responses endpoint Codex is sent to instead of its default; recorded as provider.endpoint', whenUnset: "Codex's default endpoint, with the stored login" },
  { name: CODEX_API_KEY_ENV, meaning: 'the key Codex sends to that endpoint as a bearer token', whenUnset: 'an endpoint override is refused' },
];

/**
 * Pinned flags, after `exec`. `--strict-config` makes an unknown `-c` key an error, so a
 * release that renames one of these settings fails at once instead of silently dropping it.
 * `--ignore-user-config` keeps the accounts directory's own config.toml out (auth still comes
 * from it).
 */
export const CODEX_PINNED_FLAGS = [
  '--json',
  '--skip-git-repo-check',
  '--ephemeral',
  '--sandbox', 'read-only',
  '--strict-config',
  '--ignore-user-config',
  '--ignore-rules',
  // No tool at all: 0.169.0 otherwise offers request_user_input, view_image,
  // multi_agent_v1 and the three goal tools even with the shell tool off.
  '-c', 'features.shell_tool=false',
  '-c', 'features.view_image=false',
  '-c', 'features.multi_agent=false',
  '-c', 'features.goals=false',
  '-c', 'tools.experimental_request_user_input.enabled=false',
  '-c', 'web_search="disabled"',
  '-c', 'approval_policy="never"',
  // Nothing of the environment or the conversation kept: shell snapshots hold every exported
  // variable; history and memories hold the prompts.
  '-c', 'features.shell_snapshot=false',
  '-c', 'features.memories=false',
  '-c', 'history.persistence="none"',
  // No traffic beyond the model request: analytics (chatgpt.com), update checks and plugin
  // sync (github.com), connectors, and the bundled skills' instructions and files.
  '-c', 'analytics.enabled=false',
  '-c', 'check_for_update_on_startup=false',
  '-c', 'features.plugins=false',
  '-c', 'features.apps=false',
  '-c', 'skills.include_instructions=false',
  '-c', 'skills.bundled.enabled=false',
] as const;

/** The custom provider an endpoint override defines; `openai` itself cannot be redefined. */
export const CODEX_OVERRIDE_PROVIDER = 'commerce_eval';

/** TOML basic strings take the same escapes as JSON strings. */
const tomlString = (text: string) => JSON.stringify(text);

/** State and log databases go to the request's own directory, which is deleted afterwards. */
export function codexStateFlags(stateDirectory: string): string[] {
  return ['-c', `sqlite_home=${tomlString(stateDirectory)}`, '-c', `log_dir=${tomlString(stateDirectory)}`];
}

export function codexProviderFlags(override: EndpointOverride | undefined): string[] {
  if (!override) return [];
  const provider = `{name=${tomlString('commerce-v1 endpoint override')},base_url=${tomlString(override.url)},env_key=${tomlString(CODEX_API_KEY_ENV)},wire_api="responses"}`;
  return ['-c', `model_provider=${tomlString(CODEX_OVERRIDE_PROVIDER)}`, '-c', `model_providers.${CODEX_OVERRIDE_PROVIDER}=${provider}`];
}

/** argv for one request. The prompt arrives on stdin (`-`). */
export function codexArgs(model: string, schemaPath: string, stateDirectory: string, override?: EndpointOverride): string[] {
  return ['exec', ...CODEX_PINNED_FLAGS, ...codexStateFlags(stateDirectory), ...codexProviderFlags(override), '-m', model, '--output-schema', schemaPath, '--', '-'];
}

/**
 * The allowlisted environment, with CODEX_HOME, for an override its key variable, and for a
 * request a temp directory of its own (removed with the request's directory).
 */
export function codexChildEnv(
  parent: Readonly<Record<string, string | undefined>>,
  codexHome: string,
  override?: EndpointOverride,
  tempDir?: string,
): Record<string, string> {
  const set: Record<string, string> = tempDir ? { CODEX_HOME: codexHome, TMPDIR: tempDir } : { CODEX_HOME: codexHome };
  return childEnvironment(parent, { pass: override ? [CODEX_API_KEY_ENV] : [], set });
}

/** The accounts directory the user named, or undefined; an override runs without one. */
export function accountsDirectoryIn(env: Readonly<Record<string, string | undefined>>): string | undefined {
  return env[CODEX_ACCOUNTS_ENV]?.trim() || undefined;
}
