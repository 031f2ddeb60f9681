// Turns command-line flags and environment variables into validated run options. Flags win
// over environment variables. Pure: the caller passes argv and env, and prints the error.
import { parseArgs } from 'node:util';
import { ConfigError } from './config-error';
import type { EnvironmentVariableDeclaration } from './environment-variable';
import { parseShard, type Shard } from './shard';

export const RUNNER_ENV = {
  case: 'COMMERCE_EVAL_CASE',
  model: 'COMMERCE_EVAL_MODEL',
  provider: 'COMMERCE_EVAL_PROVIDER',
  codexAccounts: 'FF_CODEX_ACCOUNTS_DIR',
} as const;

/** The runner's own variables; each flag of the same name wins over it. */
export const RUNNER_VARIABLES: readonly EnvironmentVariableDeclaration[] = [
  { name: RUNNER_ENV.case, meaning: 'the case list, as --case takes it: scenario ids, case labels, group names or all, comma-separated', whenUnset: 'the default group runs' },
  { name: RUNNER_ENV.model, meaning: 'the model id passed to the transport, as --model', whenUnset: 'a real provider refuses to run; the controls need none' },
  { name: RUNNER_ENV.provider, meaning: 'the provider id, as --provider; one of the accepted providers', whenUnset: "the registry's default provider" },
];

/**
 * Attempts per case. A run keeps its cases in memory until the final artifact is written, and
 * the artifact must load again as one JSON string (V8 caps a string at about 512 MiB): 1,000
 * attempts of the 14 scenarios are 14,000 cases, about 150 MB at the reference control's
 * 11 kB a case, which leaves room for models' longer transcripts. pass^k needs far fewer.
 */
export const MAX_REPEAT = 1000;
/**
 * Cases in flight at once. A case of a CLI provider is a child process (a Node CLI of a few
 * hundred MB) with its own temp directory; 32 of them fill a large workstation and exceed
 * any provider's rate limit, and the offline controls gain nothing past the core count.
 */
export const MAX_CONCURRENCY = 32;

export interface RunOptions {
  caseSpec: string | undefined;
  model: string | undefined;
  providerId: string;
  repeat: number;
  concurrency: number;
  outDir: string;
  /** `--resume <artifact.json>`: complete that run instead of starting one. */
  resume: string | undefined;
  /** `--shard k/n`: run only shard k of n of the planned jobs (lib/eval/shard.ts); undefined runs them all. */
  shard: Shard | undefined;
}

export class UsageError extends ConfigError {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Flags that describe a new run; a resumed run takes them from its artifact. */
const RUN_FLAGS = ['case', 'model', 'provider', 'repeat', 'concurrency', 'out', 'shard'] as const;

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
        resume: { type: 'string' },
        shard: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // node:util's messages can run over several lines; a refusal is one.
    throw new UsageError((error as Error).message.replace(/\s*\n\s*/g, ' '));
  }
  if (values.resume !== undefined) {
    if (!values.resume.trim()) throw new UsageError('--resume needs the path of an artifact, got ""');
    const given = RUN_FLAGS.filter((flag) => values[flag] !== undefined).map((flag) => `--${flag}`);
    if (given.length > 0) throw new UsageError(`--resume takes no ${given.join(', ')}: a resumed run keeps the settings its artifact records`);
  }
  if (values.out !== undefined && !values.out.trim()) throw new UsageError('--out is empty; name the folder the artifact goes to');
  // An environment variable set to the empty string counts as unset, as shells use it;
  // an explicit empty flag (`--case ""`) is kept so that it can be refused.
  const fromEnv = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const model = (values.model ?? fromEnv(RUNNER_ENV.model))?.trim();
  return {
    caseSpec: values.case ?? fromEnv(RUNNER_ENV.case),
    model: model ? model : undefined,
    providerId: (values.provider ?? fromEnv(RUNNER_ENV.provider) ?? defaults.providerId).trim(),
    repeat: boundedInteger('--repeat', values.repeat, 1, MAX_REPEAT, 'a run holds its cases in memory and its artifact must load as one JSON string'),
    concurrency: boundedInteger('--concurrency', values.concurrency, 1, MAX_CONCURRENCY, 'each case in flight can be a model CLI process'),
    outDir: values.out ?? defaults.outDir,
    resume: values.resume,
    shard: shardOption(values.shard),
  };
}

function boundedInteger(flag: string, text: string | undefined, fallback: number, maximum: number, reason: string): number {
  if (text === undefined) return fallback;
  if (!/^[1-9][0-9]*$/.test(text.trim())) throw new UsageError(`${flag} must be a positive whole number, got "${text}"`);
  // Compared as text first: a number past 2^53 would round, and one past 1e308 is Infinity.
  const digits = text.trim();
  if (digits.length > String(maximum).length || Number(digits) > maximum) {
    throw new UsageError(`${flag} must be at most ${maximum} (${reason}), got ${digits}`);
  }
  return Number(digits);
}

function shardOption(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const shard = parseShard(text);
  if (!shard) throw new UsageError(`--shard must be k/n with whole numbers 1 <= k <= n, got "${text}"`);
  return shard;
}
