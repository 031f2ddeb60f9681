// The `openai` preflight with the real codex-cli 0.169.0: version, login, settings.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderConfigError } from '../models/provider';
import { CLI_PATH, expectEmpty, expectOnlyCodexResidue, makeScratch, type Scratch } from '../models/__fixtures__/cli-test-kit';
import { CODEX_ACCOUNTS_ENV, CODEX_API_KEY_ENV, CODEX_BASE_URL_ENV } from './codex-invocation';
import { codexPreflight } from './codex-preflight';

let scratch: Scratch;
beforeEach(async () => {
  scratch = await makeScratch();
});
afterEach(async () => scratch.remove());

const env = (extra: Record<string, string | undefined> = {}) => ({ PATH: CLI_PATH, HOME: scratch.home, TMPDIR: scratch.tempRoot, ...extra });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ProviderConfigError);
  const message = (error as Error).message;
  expect(message).not.toContain('\n');
  return message;
}

describe('openai provider preflight', () => {
  it('with an endpoint override: records the CLI version and the origin, and accepts the key variable as the login', async () => {
    const result = await codexPreflight({
      model: 'gpt-5',
      env: env({ [CODEX_BASE_URL_ENV]: 'http://127.0.0.1:9/gateway/v1', [CODEX_API_KEY_ENV]: 'sk-gateway' }),
    });
    expect(result).toEqual({ cliVersion: 'codex-cli 0.169.0', endpoint: 'http://127.0.0.1:9' });
    await expectEmpty(scratch.home);
  });

  it('refuses an accounts directory that is not logged in within seconds, naming the login command', async () => {
    const started = performance.now();
    const message = await refusal(codexPreflight({ model: 'gpt-5', env: env({ [CODEX_ACCOUNTS_ENV]: scratch.cliHome }) }));
    expect(message).toContain(`run \`CODEX_HOME=${scratch.cliHome} codex login\``);
    expect(performance.now() - started).toBeLessThan(15_000);
    // `--version` and `login status` ran with the accounts directory as CODEX_HOME, not ~/.codex.
    await expectEmpty(scratch.home);
    await expectOnlyCodexResidue(scratch.cliHome);
  });

  it.each([
    ['codex is not on PATH', { PATH: '/nonexistent-bin', [CODEX_BASE_URL_ENV]: 'http://127.0.0.1:9/v1', [CODEX_API_KEY_ENV]: 'k' }, 'gpt-5', /`codex` is not on PATH/],
    ['the accounts variable is unset', {}, 'gpt-5', /FF_CODEX_ACCOUNTS_DIR is not set.*codex login/],
    ['the accounts directory is missing', { [CODEX_ACCOUNTS_ENV]: '/nonexistent/codex-accounts' }, 'gpt-5', /does not name an existing directory/],
    ['no model is given', {}, undefined, /needs an explicit model/],
    ['the timeout is not a number', { COMMERCE_EVAL_TIMEOUT_MS: 'soon' }, 'gpt-5', /COMMERCE_EVAL_TIMEOUT_MS/],
    ['the override has no key', { [CODEX_BASE_URL_ENV]: 'http://127.0.0.1:9/v1' }, 'gpt-5', /COMMERCE_EVAL_CODEX_API_KEY is not/],
    ['the override is not a URL', { [CODEX_BASE_URL_ENV]: 'localhost 9', [CODEX_API_KEY_ENV]: 'k' }, 'gpt-5', /not a valid URL/],
  ])('refuses with one line when %s', async (_label, extra, model, message) => {
    expect(await refusal(codexPreflight({ model, env: env(extra) }))).toMatch(message);
  });
});
