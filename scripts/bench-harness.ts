// Harness benchmark: what recording a case costs as a run grows. Runs the offline `reference`
// control (`--case all`) at 14, 140 and 1,400 cases (`--repeat 1`, `10`, `100`), each into a
// fresh temp folder that is removed afterwards.
//
// Usage:   npm run bench:harness
// Output:  per size: wall time; start-up (spawn to the first case line); per-case cost, the
//          time from the first case line to the exit (every case, its journal line and the
//          final artifact write) divided by the cases; artifact size; peak RSS of the runner.
//          Then the ratio of the per-case cost at 1,400 cases to that at 140 (target ≤ 1.25).
//          Figures only: nothing here passes or fails.
// Exit:    0, or 1 when a run did not finish with exit 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SCENARIOS = 14;
const REPEATS = [1, 10, 100];

interface Sample {
  cases: number;
  wallMs: number;
  startupMs: number;
  perCaseMs: number;
  artifactBytes: number;
  peakRssKb: number;
}

async function measure(repeat: number): Promise<Sample> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-harness-'));
  const rssFile = join(outDir, '.peak-rss');
  const args = ['--import', 'tsx', '--import', './scripts/bench-harness-peak-rss.ts', 'scripts/eval-commerce.ts'];
  const flags = ['--provider', 'reference', '--case', 'all', '--repeat', String(repeat), '--out', outDir];
  const started = performance.now();
  let firstCase: number | null = null;
  const child = spawn(process.execPath, [...args, ...flags], {
    cwd: root,
    env: { ...process.env, BENCH_PEAK_RSS_FILE: rssFile, COMMERCE_EVAL_PROVIDER: '', COMMERCE_EVAL_CASE: '', COMMERCE_EVAL_MODEL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk: Buffer) => {
    if (firstCase === null && /^\[\s*1\//m.test(chunk.toString())) firstCase = performance.now();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ended = performance.now();
  try {
    if (code !== 0 || firstCase === null) throw new Error(`the ${repeat}-repeat run exited with ${code}`);
    const artifact = readdirSync(outDir).find((name) => !name.startsWith('.'))!;
    const cases = SCENARIOS * repeat;
    return {
      cases,
      wallMs: ended - started,
      startupMs: firstCase - started,
      perCaseMs: (ended - firstCase) / cases,
      artifactBytes: statSync(join(outDir, artifact)).size,
      peakRssKb: Number(readFileSync(rssFile, 'utf8')),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const samples: Sample[] = [];
for (const repeat of REPEATS) samples.push(await measure(repeat));

const pad = (text: string, width: number) => text.padStart(width);
console.log(`${pad('cases', 6)}  ${pad('wall', 9)}  ${pad('start-up', 9)}  ${pad('per case', 11)}  ${pad('artifact', 9)}  ${pad('peak RSS', 9)}`);
for (const sample of samples) {
  console.log(
    [
      pad(String(sample.cases), 6),
      pad(`${(sample.wallMs / 1000).toFixed(2)} s`, 9),
      pad(`${(sample.startupMs / 1000).toFixed(2)} s`, 9),
      pad(`${sample.perCaseMs.toFixed(2)} ms`, 11),
      pad(`${(sample.artifactBytes / 1e6).toFixed(1)} MB`, 9),
      pad(`${Math.round(sample.peakRssKb / 1024)} MB`, 9),
    ].join('  '),
  );
}
const at = (cases: number) => samples.find((sample) => sample.cases === cases)!.perCaseMs;
console.log(`per-case cost, 1,400 cases ÷ 140 cases: ${(at(1400) / at(140)).toFixed(2)} (target ≤ 1.25)`);
