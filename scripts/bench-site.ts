// Site benchmark: how the build grows with the number of runs, and what each kind of page
// weighs. Figures and ratios only; nothing here passes or fails.
//
// Usage:   npm run bench:site [-- --runs N ...] [-- --no-build]
// Flags:   --runs N    synthesise N artifacts from the committed ones (lib/site/synthetic-runs.ts:
//                      new run ids, several harness revisions, the first run stretched to 1,400
//                      cases) into a temporary folder, build the site from it through
//                      COMMERCE_ARTIFACTS_DIR, and measure; repeatable; default 10, 100 and 1000.
//                      The committed site is built first (so every N is built with warm caches)
//                      and again afterwards, so out/ is left as `npm run build` makes it.
//          --no-build  measure the existing out/ only (page weights), build nothing.
// Output:  per N: build time (wall and CPU: the cores are shared), pages, out/ bytes and bytes per run, the run-page HTML of a
//          14-case, 42-case and 1,400-case run; then the 1,000 ÷ 10 build-time ratio (target
//          ≤ 3) when both were measured; then, for the committed site, JavaScript (raw and gzip,
//          the sum of the <script src> chunks each HTML references) and HTML size per page kind.
// Exit:    0; 2 for a bad flag; 1 when a build fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getArtifacts } from '../lib/site/artifacts';
import { synthesizeRuns } from '../lib/site/synthetic-runs';
import { exportedPages, frameworkFloor, summariseByKind, type ExportedPage } from './bench/exported-pages';

const OUT = 'out';
const DEFAULT_RUNS = [10, 100, 1000];

function parseFlags(): { runs: number[]; build: boolean } {
  try {
    const { values } = parseArgs({ options: { runs: { type: 'string', multiple: true }, 'no-build': { type: 'boolean', default: false } } });
    const runs = (values.runs ?? DEFAULT_RUNS.map(String)).map(Number);
    const bad = runs.find((value) => !Number.isInteger(value) || value < 1 || value > 10_000);
    if (bad !== undefined) throw new Error(`--runs must be a whole number from 1 to 10000, got ${bad}`);
    return { runs, build: !values['no-build'] };
  } catch (error) {
    console.error(`bench:site: ${(error as Error).message}`);
    process.exit(2);
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** CPU seconds (user + system) of every finished child process so far, from /proc: on shared
 * cores the wall time depends on what else runs, the CPU time much less. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
  // After the command and state come ppid ... utime stime cutime cstime: fields 16 and 17 of stat(5).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

interface BuildTime {
  wall: number;
  cpu: number;
}

function build(artifactsDirectory: string | null): BuildTime {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (artifactsDirectory) env.COMMERCE_ARTIFACTS_DIR = artifactsDirectory;
  else delete env.COMMERCE_ARTIFACTS_DIR;
  const [started, cpuBefore] = [performance.now(), childCpuSeconds()];
  try {
    execFileSync('npm', ['run', 'build'], { env, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    console.error(`bench:site: the build failed:\n${String((error as { stderr?: Buffer }).stderr ?? error)}`);
    process.exit(1);
  }
  return { wall: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpuBefore };
}

function runPageSize(pages: readonly ExportedPage[], runId: string): string {
  const page = pages.find((candidate) => candidate.path.endsWith(`/results/${runId}/`));
  return page ? kB(page.htmlBytes) : 'missing';
}

function measure(count: number): BuildTime {
  const directory = mkdtempSync(join(tmpdir(), 'commerce-v1-bench-'));
  try {
    const files = synthesizeRuns(getArtifacts().map((item) => item.artifact), count);
    for (const item of files) writeFileSync(join(directory, item.file), item.text);
    const time = build(directory);
    const pages = exportedPages(OUT);
    const ids = files.map((item) => item.file.replace(/\.json$/, ''));
    const bySize = (cases: number) => ids.find((_, index) => JSON.parse(files[index]!.text).cases.length === cases);
    const [small, repeated, large] = [bySize(14), bySize(42), bySize(1400)];
    console.log(
      `runs ${String(count).padStart(5)}: build ${time.wall.toFixed(1).padStart(6)} s (CPU ${time.cpu.toFixed(1)} s), ${String(pages.files).padStart(6)} files, ${String(pages.pages.length).padStart(6)} HTML pages, out/ ${MB(pages.bytes).padStart(9)}, ${kB(pages.bytes / count).padStart(9)} per run; run page HTML: 14 cases ${small ? runPageSize(pages.pages, small) : '—'}, 42 cases ${repeated ? runPageSize(pages.pages, repeated) : '—'}, 1,400 cases ${large ? runPageSize(pages.pages, large) : '—'}`,
    );
    return time;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function printPageKinds(): void {
  const { pages } = exportedPages(OUT);
  const rows = summariseByKind(pages);
  const floor = frameworkFloor(pages);
  console.log(`\n${'page kind'.padEnd(14)} ${'pages'.padStart(6)}  ${'JS raw'.padStart(9)}  ${'JS gzip'.padStart(9)}  vs floor  ${'HTML median'.padStart(11)}  ${'HTML max'.padStart(9)}`);
  for (const row of rows) {
    const gzip = row.gzipMin === row.gzipMax ? kB(row.gzipMax) : `≤${kB(row.gzipMax)}`;
    console.log(
      `${row.kind.padEnd(14)} ${String(row.pages).padStart(6)}  ${kB(row.rawMax).padStart(9)}  ${gzip.padStart(9)}  ${(row.gzipMax === 0 ? 'no JS' : `+${kB(row.gzipMax - floor)}`).padStart(8)}  ${kB(row.htmlMedian).padStart(11)}  ${kB(row.htmlMax).padStart(9)}`,
    );
  }
  console.log(`framework floor (the chunks every page with scripts runs: React and the Next runtime): ${kB(floor)} gzip; pages marked no JS run none`);
}

const flags = parseFlags();
if (flags.build) {
  // The first build after a change compiles and type-checks from cold caches; the committed
  // site goes first, so every measured N is built warm.
  const warm = build(null);
  console.log(`committed site (warm-up): ${warm.wall.toFixed(1)} s (CPU ${warm.cpu.toFixed(1)} s)`);
  const times = new Map<number, BuildTime>();
  for (const count of flags.runs) times.set(count, measure(count));
  const [ten, thousand] = [times.get(10), times.get(1000)];
  if (ten !== undefined && thousand !== undefined) {
    console.log(`build time 1,000 runs ÷ 10 runs: ${(thousand.wall / ten.wall).toFixed(2)} wall, ${(thousand.cpu / ten.cpu).toFixed(2)} CPU (target ≤ 3)`);
  }
  const committed = build(null);
  console.log(`rebuilding the committed site: ${committed.wall.toFixed(1)} s (CPU ${committed.cpu.toFixed(1)} s)`);
  printPageKinds();
} else {
  printPageKinds();
}
