import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENCY, MAX_REPEAT, parseRunOptions, UsageError } from './run-options';

const defaults = { providerId: 'openai', outDir: '/out' };

describe('parseRunOptions', () => {
  it('uses defaults when nothing is given', () => {
    expect(parseRunOptions([], {}, defaults)).toEqual({
      caseSpec: undefined, model: undefined, providerId: 'openai', repeat: 1, concurrency: 1, outDir: '/out', resume: undefined,
    });
  });

  it('reads the environment, and flags win over it', () => {
    const env = { COMMERCE_EVAL_CASE: 'core', COMMERCE_EVAL_MODEL: 'm-env', COMMERCE_EVAL_PROVIDER: 'anthropic' };
    expect(parseRunOptions([], env, defaults)).toMatchObject({ caseSpec: 'core', model: 'm-env', providerId: 'anthropic' });
    expect(
      parseRunOptions(['--case', 'all', '--model', 'm-flag', '--provider', 'reference', '--repeat', '3', '--concurrency', '2', '--out', 'x'], env, defaults),
    ).toEqual({ caseSpec: 'all', model: 'm-flag', providerId: 'reference', repeat: 3, concurrency: 2, outDir: 'x', resume: undefined });
  });

  it('treats empty environment variables as unset', () => {
    const env = { COMMERCE_EVAL_CASE: '', COMMERCE_EVAL_MODEL: ' ', COMMERCE_EVAL_PROVIDER: '' };
    expect(parseRunOptions([], env, defaults)).toMatchObject({ caseSpec: undefined, model: undefined, providerId: 'openai' });
  });

  it('keeps an empty case list so the selection can refuse it', () => {
    expect(parseRunOptions(['--case', ''], {}, defaults).caseSpec).toBe('');
  });

  it('accepts the bounds themselves, and --resume alone', () => {
    expect(parseRunOptions(['--repeat', String(MAX_REPEAT), '--concurrency', String(MAX_CONCURRENCY)], {}, defaults)).toMatchObject({ repeat: 1000, concurrency: 32 });
    expect(parseRunOptions(['--resume', 'a/run.json'], { COMMERCE_EVAL_CASE: 'core' }, defaults).resume).toBe('a/run.json');
  });

  it.each([
    [['--repeat', '0'], '--repeat must be a positive whole number, got "0"'],
    [['--repeat', '1.5'], '--repeat must be a positive whole number, got "1.5"'],
    [['--repeat', '1e3'], '--repeat must be a positive whole number, got "1e3"'],
    [['--repeat', '-1'], "Option '--repeat' argument is ambiguous. Did you forget"],
    [['--repeat', '1001'], '--repeat must be at most 1000 (a run holds its cases in memory and its artifact must load as one JSON string), got 1001'],
    [['--repeat', '10000000'], '--repeat must be at most 1000'],
    [['--repeat', '99999999999'], '--repeat must be at most 1000'],
    [['--repeat', '9'.repeat(400)], '--repeat must be at most 1000'],
    [['--concurrency', 'two'], '--concurrency must be a positive whole number, got "two"'],
    [['--concurrency', '33'], '--concurrency must be at most 32 (each case in flight can be a model CLI process), got 33'],
    [['--out', ''], '--out is empty; name the folder the artifact goes to'],
    [['--out', ' '], '--out is empty'],
    [['--resume', ''], '--resume needs the path of an artifact, got ""'],
    [['--resume', 'a.json', '--case', 'all', '--repeat', '2'], '--resume takes no --case, --repeat: a resumed run keeps the settings its artifact records'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['stray'], "Unexpected argument 'stray'"],
  ])('refuses %j with one line', (argv, message) => {
    let caught: unknown;
    try {
      parseRunOptions(argv, {}, defaults);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UsageError);
    expect((caught as Error).message).toContain(message);
    expect((caught as Error).message.split('\n')).toHaveLength(1);
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
