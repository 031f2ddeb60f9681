// Turns command-line flags and environment variables into validated run options. Flags win
// over environment variables. Pure: the caller passes argv and env, and prints the error.
import { parseArgs } from 'node:util';
import { parseShard, type Shard } from './shard';

export const RUNNER_ENV = {
  case: 'COMMERCE_EVAL_CASE',
  model: 'COMMERCE_EVAL_MODEL',
  provider: 'COMMERCE_EVAL_PROVIDER',
  codexAccounts: 'FF_CODEX_ACCOUNTS_DIR',
} as const;

export interface RunOptions {
  caseSpec: string | undefined;
  model: string | undefined;
  providerId: string;
  repeat: number;
  concurrency: number;
  outDir: string;
  /** `--shard k/n`: run only shard k of n of the planned jobs (lib/eval/shard.ts); undefined runs them all. */
  shard: Shard | undefined;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function parseRunOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  defaults: { providerId: string; outDir: string },
): RunOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        case: { type: 'string' },
        model: { type: 'string' },
        provider: { type: 'string' },
        repeat: { type: 'string' },
        concurrency: { type: 'string' },
        out: { type: 'string' },
        shard: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  // An environment variable set to the empty string counts as unset, as shells use it;
  // an explicit empty flag (`--case ""`) is kept so that it can be refused.
  const fromEnv = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const model = (values.model ?? fromEnv(RUNNER_ENV.model))?.trim();
  return {
    caseSpec: values.case ?? fromEnv(RUNNER_ENV.case),
    model: model ? model : undefined,
    providerId: (values.provider ?? fromEnv(RUNNER_ENV.provider) ?? defaults.providerId).trim(),
    repeat: positiveInteger('--repeat', values.repeat, 1),
    concurrency: positiveInteger('--concurrency', values.concurrency, 1),
    outDir: values.out ?? defaults.outDir,
    shard: shardOption(values.shard),
  };
}

function positiveInteger(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^[1-9][0-9]*$/.test(text.trim())) throw new UsageError(`${flag} must be a positive whole number, got "${text}"`);
  return Number(text.trim());
}

function shardOption(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const shard = parseShard(text);
  if (!shard) throw new UsageError(`--shard must be k/n with whole numbers 1 <= k <= n, got "${text}"`);
  return shard;
}
