// Preloaded into the runner by scripts/bench-harness.ts (`--import`): on exit, writes the
// process's peak resident set size in kB to the file BENCH_PEAK_RSS_FILE names. Not part of
// the runner's import graph, so it changes none of the digests a run records.
import { writeFileSync } from 'node:fs';

const target = process.env.BENCH_PEAK_RSS_FILE;
if (target) process.on('exit', () => writeFileSync(target, String(process.resourceUsage().maxRSS)));
