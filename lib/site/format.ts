// How figures are written on the site. One place, so the pages and the end-to-end tests
// (which recompute every figure from the artifacts) agree on rounding.

/**
 * Whole percent, or an em dash when there is nothing to divide by. 100% and 0% mean all and
 * none: 1257 of 1260 is 99%, not a rounded 100% that would read as "every one".
 */
export function formatPercent(part: number, whole: number): string {
  if (whole === 0) return '—';
  const rounded = Math.round((100 * part) / whole);
  const clamped = part < whole && rounded === 100 ? 99 : part > 0 && rounded === 0 ? 1 : rounded;
  return `${clamped}%`;
}

/** A 95% interval of a proportion as whole percents, "83–97%"; an em dash without trials. */
export function formatInterval(interval: { low: number; high: number } | null): string {
  if (!interval) return '—';
  return `${Math.round(100 * interval.low)}–${Math.round(100 * interval.high)}%`;
}

/** `passed / total`, the way attempts are counted everywhere on the site. */
export function formatRatio(part: number, whole: number): string {
  return `${part} / ${whole}`;
}

/** The UTC calendar date of an ISO timestamp. */
export function formatDate(iso: string): string {
  return iso.slice(0, 10);
}

/** Milliseconds below a second, seconds with one decimal above. */
export function formatElapsed(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** Decimal units, as their symbols mean: a kB is 1,000 bytes and an MB 1,000,000 (not KiB/MiB). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  // 999,999 B rounds to 1000.0 kB: write it as 1.0 MB instead.
  if (bytes < 999_950) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1000 / 1000).toFixed(1)} MB`;
}

/** Digests are shown shortened in tables; the full value is on the sources page. */
export function shortDigest(sha256: string): string {
  return sha256.slice(0, 12);
}

/** Proportions in the statistics tables: four decimals, so a reader can recompute and compare. */
export function formatProportion(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(4);
}
