// Splitting one run's jobs across machines (`--shard k/n`) so that the parts join again.
//
// The rule: a run plans its jobs as every selected scenario, in selection order, times
// attempts 1..repeat (scenario-major) — the order an unsharded run records them in. Job
// number j of that plan, counting from 0, belongs to shard (j mod n) + 1. So every job is in
// exactly one shard, shard sizes differ by at most one, and the rule needs nothing but the
// selection and the repeat count, which every shard's artifact records: merge re-derives each
// shard's jobs from them and demands exactly those. A shard numbered beyond the job count
// holds no job (e.g. `--shard 3/3` of a one-scenario run); it runs nothing and writes nothing.

export interface Shard {
  /** 1-based: shard `index` of `count`. */
  index: number;
  count: number;
}

export interface PlannedJob<S> {
  scenario: S;
  attempt: number;
}

/** `k/n` with 1 ≤ k ≤ n, or null when the text is not that. */
export function parseShard(text: string): Shard | null {
  const match = /^\s*([1-9][0-9]*)\s*\/\s*([1-9][0-9]*)\s*$/.exec(text);
  if (!match) return null;
  const shard = { index: Number(match[1]), count: Number(match[2]) };
  return shard.index <= shard.count ? shard : null;
}

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** Every job of an unsharded run, in the order it records them. */
export function planJobs<S>(scenarios: readonly S[], repeat: number): PlannedJob<S>[] {
  return scenarios.flatMap((scenario) => Array.from({ length: repeat }, (_, index) => ({ scenario, attempt: index + 1 })));
}

/** The shard (1-based) that job number `jobNumber` (0-based, in plan order) belongs to. */
export function shardOfJob(jobNumber: number, count: number): number {
  return (jobNumber % count) + 1;
}

/** The jobs one shard runs, in plan order; all of them when the run is not sharded. */
export function jobsOfShard<J>(jobs: readonly J[], shard: Shard | null | undefined): J[] {
  if (!shard) return [...jobs];
  return jobs.filter((_, jobNumber) => shardOfJob(jobNumber, shard.count) === shard.index);
}

/** How a job is named in messages and compared across artifacts: `economics-07-id#2`. */
export function jobKey(scenarioId: string, attempt: number): string {
  return `${scenarioId}#${attempt}`;
}
