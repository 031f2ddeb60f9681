// What the `openai` provider checks before the first case: settings, the CLI's version, and a
// login. Without an endpoint override the login is the accounts directory's (`codex login
// status` with CODEX_HOME set to it: exit 1 and "Not logged in" in a tenth of a second, where
// a request would retry "waiting for network" forever). With an override the login is the
// override's key variable. The CLI only ever runs with a CODEX_HOME, so it writes nothing
// into the user's default ~/.codex.
import { stat } from 'node:fs/promises';
import { inTemporaryDirectory } from '../models/cli-request';
import { readEndpointOverride } from '../models/endpoint-override';
import { readCliVersion, runProcess } from '../models/process';
import { ProviderConfigError, type ProviderOptions, type ProviderPreflight } from '../models/provider';
import { DEFAULT_CLI_TIMEOUT_MS, readTimeoutMs, requireModel } from '../models/transport-settings';
import { accountsDirectoryIn, CODEX_ACCOUNTS_ENV, CODEX_API_KEY_ENV, CODEX_BASE_URL_ENV, codexChildEnv } from './codex-invocation';

export const CODEX_EXAMPLE_MODEL = 'gpt-5';

export async function codexPreflight(options: ProviderOptions): Promise<ProviderPreflight> {
  requireModel(options, 'openai', CODEX_EXAMPLE_MODEL);
  readTimeoutMs(options.env, DEFAULT_CLI_TIMEOUT_MS);
  const override = readEndpointOverride(options.env, CODEX_BASE_URL_ENV);
  if (override && !options.env[CODEX_API_KEY_ENV]?.trim()) {
    throw new ProviderConfigError(`${CODEX_BASE_URL_ENV} is set but ${CODEX_API_KEY_ENV} is not: set it to the key the endpoint expects`);
  }
  const accounts = accountsDirectoryIn(options.env);
  if (!accounts && !override) {
    throw new ProviderConfigError(`${CODEX_ACCOUNTS_ENV} is not set: point it at a Codex accounts directory and log in there (CODEX_HOME=<dir> codex login)`);
  }
  // Codex exits when CODEX_HOME is set but missing, so refuse before the first case.
  if (accounts && !(await stat(accounts).catch(() => undefined))?.isDirectory()) {
    throw new ProviderConfigError(`${CODEX_ACCOUNTS_ENV} does not name an existing directory`);
  }
  const check = async (codexHome: string): Promise<ProviderPreflight> => {
    const env = codexChildEnv(options.env, codexHome, override);
    const version = await readCliVersion('codex', env);
    if (!version.found) {
      throw new ProviderConfigError(
        version.reason === 'not-on-path'
          ? '`codex` is not on PATH: install it (npm install -g @openai/codex); see docs/providers.md'
          : '`codex --version` failed: check the Codex CLI installation; see docs/providers.md',
      );
    }
    if (!override) await requireLogin(env, codexHome);
    return override ? { cliVersion: version.version, endpoint: override.origin } : { cliVersion: version.version };
  };
  return accounts ? check(accounts) : inTemporaryDirectory('commerce-v1-codex-home-', undefined, check);
}

async function requireLogin(env: Record<string, string>, accounts: string): Promise<void> {
  const status = await runProcess({ command: 'codex', args: ['login', 'status'], env, timeoutMs: 15_000 });
  if (status.outcome !== 'exited') {
    throw new ProviderConfigError('`codex login status` did not answer: check the Codex CLI installation; see docs/providers.md');
  }
  if (status.exitCode !== 0) {
    throw new ProviderConfigError(
      `Codex is not logged in for ${CODEX_ACCOUNTS_ENV} (${accounts}): run \`CODEX_HOME=${shellWord(accounts)} codex login\`, or set ${CODEX_BASE_URL_ENV} and ${CODEX_API_KEY_ENV} for an API endpoint`,
    );
  }
}

/** A path as one shell word, so the printed command can be pasted. */
function shellWord(text: string): string {
  return /^[\w./~+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
