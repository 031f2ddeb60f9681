// What the `anthropic` provider checks before the first case: an explicit model, settings, the
// CLI's version, and a login (`claude auth status`: exit 0 when logged in, 1 with
// `"loggedIn": false` when not). Not logged in, a request would only fail case by case with
// "Not logged in · Please run /login"; here the run is refused with the command to run.
import { stat } from 'node:fs/promises';
import { inTemporaryDirectory } from '../../lib/models/cli-request';
import { readCliVersion, runProcess } from '../../lib/models/process';
import { ProviderConfigError, type ProviderOptions, type ProviderPreflight } from '../../lib/models/provider';
import { DEFAULT_CLI_TIMEOUT_MS, readTimeoutMs, requireModel } from '../../lib/models/transport-settings';
import { claudeAccess, claudeChildEnv, prepareClaudeScratch, type ClaudeAccess } from './claude-invocation';

export const CLAUDE_EXAMPLE_MODEL = 'claude-sonnet-5';

export async function claudePreflight(options: ProviderOptions): Promise<ProviderPreflight> {
  // Model first: without one the CLI would pick its own default, which a benchmark must not.
  requireModel(options, 'anthropic', CLAUDE_EXAMPLE_MODEL);
  readTimeoutMs(options.env, DEFAULT_CLI_TIMEOUT_MS);
  const access = claudeAccess(options.env);
  // `--version` reads and writes no configuration, so it needs no directory of its own.
  const version = await readCliVersion('claude', claudeChildEnv(options.env, access));
  if (!version.found) {
    throw new ProviderConfigError(
      version.reason === 'not-on-path'
        ? '`claude` is not on PATH: install Claude Code (npm install -g @anthropic-ai/claude-code); see docs/providers.md'
        : '`claude --version` failed: check the Claude Code installation; see docs/providers.md',
    );
  }
  await requireLogin(options.env, access);
  return access.override ? { cliVersion: version.version, endpoint: access.override.origin } : { cliVersion: version.version };
}

async function requireLogin(env: ProviderOptions['env'], access: ClaudeAccess): Promise<void> {
  if (access.keyVariable) {
    // Any claude command writes its configuration file: give it a directory that is removed.
    await inTemporaryDirectory('commerce-v1-claude-auth-', undefined, async (directory) =>
      authStatus(claudeChildEnv(env, access, await prepareClaudeScratch(directory)), access),
    );
    return;
  }
  // No configuration directory, no stored login: refuse without letting the CLI create one.
  if (!(await stat(access.loginConfigDir).catch(() => undefined))?.isDirectory()) throw notLoggedIn(access);
  await authStatus(claudeChildEnv(env, access), access);
}

async function authStatus(env: Record<string, string>, access: ClaudeAccess): Promise<void> {
  const status = await runProcess({ command: 'claude', args: ['auth', 'status'], env, timeoutMs: 15_000 });
  if (status.outcome !== 'exited') {
    throw new ProviderConfigError('`claude auth status` did not answer: check the Claude Code installation; see docs/providers.md');
  }
  if (status.exitCode !== 0) throw notLoggedIn(access);
}

function notLoggedIn(access: ClaudeAccess): ProviderConfigError {
  return new ProviderConfigError(
    access.keyVariable
      ? `Claude Code does not accept ${access.keyVariable}: check the key, or unset it and run \`claude auth login\``
      : 'Claude Code is not logged in: run `claude auth login`, or set ANTHROPIC_API_KEY, or run `claude setup-token` and set CLAUDE_CODE_OAUTH_TOKEN',
  );
}
