// Honest summary statistics for binary verdicts. Pure functions; the site and tests both
// call these, and a test recomputes them independently.

/** The levels the quantiles below encode; the site words them from these. */
export const CONFIDENCE_LEVEL = 0.95;
export const TEST_LEVEL = 1 - CONFIDENCE_LEVEL;
export const POWER = 0.8;

/** 95% two-sided normal quantile. */
export const Z_95 = 1.959963984540054;
/** One-sided normal quantile for 80% power, used by the resolvable-difference figure. */
const Z_POWER_80 = 0.8416212335729143;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval for `successes` out of `trials` (null when there are no trials). */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials === 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** n choose k as a float; exact for the small counts a run has. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** Unbiased estimate that at least one of k attempts passes, from c passes in n attempts. */
export function passAtK(passes: number, attempts: number, k: number): number {
  if (k < 1 || k > attempts) throw new RangeError(`k must be between 1 and ${attempts}, got ${k}`);
  return 1 - choose(attempts - passes, k) / choose(attempts, k);
}

/** Unbiased estimate that all of k attempts pass (pass^k), from c passes in n attempts. */
export function passHatK(passes: number, attempts: number, k: number): number {
  if (k < 1 || k > attempts) throw new RangeError(`k must be between 1 and ${attempts}, got ${k}`);
  return choose(passes, k) / choose(attempts, k);
}

/**
 * The smallest difference in pass rate between two runs of `trials` cases each that a
 * two-sided test at 5% would detect with 80% power, at the worst case p = 0.5. Differences
 * smaller than this are within what resampling alone could produce.
 */
export function smallestResolvableDifference(trials: number): number | null {
  if (trials === 0) return null;
  return Math.min(1, (Z_95 + Z_POWER_80) * Math.sqrt((2 * 0.25) / trials));
}
