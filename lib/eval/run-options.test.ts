import { describe, expect, it } from 'vitest';
import { parseRunOptions, UsageError } from './run-options';

const defaults = { providerId: 'openai', outDir: '/out' };

describe('parseRunOptions', () => {
  it('uses defaults when nothing is given', () => {
    expect(parseRunOptions([], {}, defaults)).toEqual({
      caseSpec: undefined, model: undefined, providerId: 'openai', repeat: 1, concurrency: 1, outDir: '/out',
    });
  });

  it('reads the environment, and flags win over it', () => {
    const env = { COMMERCE_EVAL_CASE: 'core', COMMERCE_EVAL_MODEL: 'm-env', COMMERCE_EVAL_PROVIDER: 'anthropic' };
    expect(parseRunOptions([], env, defaults)).toMatchObject({ caseSpec: 'core', model: 'm-env', providerId: 'anthropic' });
    expect(
      parseRunOptions(['--case', 'all', '--model', 'm-flag', '--provider', 'reference', '--repeat', '3', '--concurrency', '2', '--out', 'x'], env, defaults),
    ).toEqual({ caseSpec: 'all', model: 'm-flag', providerId: 'reference', repeat: 3, concurrency: 2, outDir: 'x' });
  });

  it('treats empty environment variables as unset', () => {
    const env = { COMMERCE_EVAL_CASE: '', COMMERCE_EVAL_MODEL: ' ', COMMERCE_EVAL_PROVIDER: '' };
    expect(parseRunOptions([], env, defaults)).toMatchObject({ caseSpec: undefined, model: undefined, providerId: 'openai' });
  });

  it('keeps an empty case list so the selection can refuse it', () => {
    expect(parseRunOptions(['--case', ''], {}, defaults).caseSpec).toBe('');
  });

  it.each([
    [['--repeat', '0']],
    [['--repeat', '1.5']],
    [['--concurrency', 'two']],
    [['--bogus']],
    [['stray']],
  ])('refuses %j', (argv) => {
    expect(() => parseRunOptions(argv, {}, defaults)).toThrow(UsageError);
  });
});

describe('--shard', () => {
  it('reads k/n, and leaves it unset when not given', () => {
    expect(parseRunOptions(['--shard', '2/3'], {}, defaults).shard).toEqual({ index: 2, count: 3 });
    expect(parseRunOptions([], {}, defaults).shard).toBeUndefined();
  });

  it.each(['0/3', '4/3', '3', 'two/three', ''])('refuses --shard %j', (text) => {
    expect(() => parseRunOptions(['--shard', text], {}, defaults)).toThrow(/--shard must be k\/n/);
  });
});
