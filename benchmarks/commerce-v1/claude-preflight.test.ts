// The `anthropic` preflight with the real Claude Code 2.1.328: version, login, settings.
import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderConfigError } from '../../lib/models/provider';
import { CLI_PATH, expectEmpty, makeScratch, type Scratch } from '../../lib/models/__fixtures__/cli-test-kit';
import { CLAUDE_BASE_URL_ENV } from './claude-invocation';
import { claudePreflight } from './claude-preflight';

const MODEL = 'claude-sonnet-4-5';
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

describe('anthropic provider preflight', () => {
  it('with a gateway override and its key: records the CLI version and the origin, writing nothing', async () => {
    const result = await claudePreflight({ model: MODEL, env: env({ [CLAUDE_BASE_URL_ENV]: 'https://gateway.example.com/anthropic', ANTHROPIC_AUTH_TOKEN: 'gw-token' }) });
    expect(result).toEqual({ cliVersion: '2.1.328 (Claude Code)', endpoint: 'https://gateway.example.com' });
    await expectEmpty(scratch.home);
    await expectEmpty(scratch.tempRoot);
  });

  it('accepts an API key as the login, in a configuration directory of its own', async () => {
    expect(await claudePreflight({ model: MODEL, env: env({ ANTHROPIC_API_KEY: 'sk-ant-x' }) })).toEqual({ cliVersion: '2.1.328 (Claude Code)' });
    await expectEmpty(scratch.home);
  });

  it('refuses within seconds when nothing is logged in, naming the login command and writing nothing', async () => {
    const started = performance.now();
    expect(await refusal(claudePreflight({ model: MODEL, env: env() }))).toContain('run `claude auth login`');
    expect(performance.now() - started).toBeLessThan(15_000);
    await expectEmpty(scratch.home);
  });

  it('asks `claude auth status` when a configuration directory exists but holds no login', async () => {
    expect(await refusal(claudePreflight({ model: MODEL, env: env({ CLAUDE_CONFIG_DIR: scratch.cliHome }) }))).toContain('claude auth login');
    // The CLI wrote its own configuration file there, as any claude command does.
    expect(await readdir(scratch.cliHome)).toContain('.claude.json');
  });

  it.each([
    ['no model is given', {}, undefined, /needs an explicit model/],
    ['claude is not on PATH', { PATH: '/nonexistent-bin', ANTHROPIC_API_KEY: 'k' }, MODEL, /`claude` is not on PATH/],
    ['the timeout is not a number', { COMMERCE_EVAL_TIMEOUT_MS: 'soon' }, MODEL, /COMMERCE_EVAL_TIMEOUT_MS/],
    ['ANTHROPIC_BASE_URL is set directly', { ANTHROPIC_BASE_URL: 'https://gateway.example.com', ANTHROPIC_API_KEY: 'k' }, MODEL, /set COMMERCE_EVAL_ANTHROPIC_BASE_URL instead/],
    ['the override has no key', { [CLAUDE_BASE_URL_ENV]: 'https://gateway.example.com' }, MODEL, /neither ANTHROPIC_API_KEY nor ANTHROPIC_AUTH_TOKEN/],
    ['the override would get a claude.ai token', { [CLAUDE_BASE_URL_ENV]: 'https://gateway.example.com', CLAUDE_CODE_OAUTH_TOKEN: 't' }, MODEL, /neither ANTHROPIC_API_KEY/],
    ['the override is not http(s)', { [CLAUDE_BASE_URL_ENV]: 'ftp://gateway.example.com', ANTHROPIC_API_KEY: 'k' }, MODEL, /must be an http\(s\) URL/],
  ])('refuses with one line when %s', async (_label, extra, model, message) => {
    expect(await refusal(claudePreflight({ model, env: env(extra) }))).toMatch(message);
  });
});
