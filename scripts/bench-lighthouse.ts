// Lighthouse benchmark: the four category scores of one page of every kind, on the exported
// site served by scripts/serve.ts, with Lighthouse's default mobile settings (simulated
// throttling). Figures only; targets: performance ≥ 0.98, the other three 1.0.
//
// Usage:   npm run build && npm run bench:lighthouse [-- --port 4390] [-- --runs 1]
// Needs:   out/ (npm run build), Debian's Chromium (CHROME_PATH, default /usr/bin/chromium),
//          lighthouse 12.2.3 (a pinned dev dependency; 13.x needs Node 22).
// Flags:   --port N   port for the local server (default 4390)
//          --runs N   Lighthouse runs per page, the median score kept (default 1; scores on two
//                     shared cores vary by a point or two between runs)
// Output:  one row per page kind (the 404 page aside, see samplePages): the page, performance, accessibility, best practices, SEO,
//          total blocking time and largest contentful paint; then the lowest score of each.
// Exit:    0; 2 for a bad flag or no out/; 1 when Lighthouse or the server fails.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { PAGE_KINDS } from '../lib/site/page-kinds';
import { exportedPages } from './bench/exported-pages';

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function flags(): { port: number; runs: number } {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4390' }, runs: { type: 'string', default: '1' } } });
  const [port, runs] = [Number(values.port), Number(values.runs)];
  if (!Number.isInteger(port) || port < 1 || port > 65535 || !Number.isInteger(runs) || runs < 1 || runs > 9) {
    console.error('bench:lighthouse: --port must be a port number and --runs a whole number from 1 to 9');
    process.exit(2);
  }
  if (!existsSync('out/index.html')) {
    console.error('bench:lighthouse: out/ has no index.html; run npm run build first');
    process.exit(2);
  }
  return { port, runs };
}

/** One page per kind, the median one by HTML size. The 404 page is left out: it is served
 * with status 404, which Lighthouse refuses to score, and is marked noindex on purpose. */
function samplePages(): { kind: string; path: string }[] {
  const pages = exportedPages('out').pages;
  return PAGE_KINDS.filter((kind) => kind !== 'not found').flatMap((kind) => {
    const members = pages.filter((page) => page.kind === kind).sort((a, b) => a.htmlBytes - b.htmlBytes || a.path.localeCompare(b.path));
    return members.length === 0 ? [] : [{ kind, path: members[Math.floor((members.length - 1) / 2)]!.path }];
  });
}

interface Scores {
  scores: number[];
  tbt: number;
  lcp: number;
}

async function lighthouse(url: string, directory: string): Promise<Scores> {
  const output = join(directory, 'report.json');
  await promisify(execFile)(
    'node_modules/.bin/lighthouse',
    [url, '--quiet', `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`, '--output=json', `--output-path=${output}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    scores: CATEGORIES.map((category) => report.categories[category].score as number),
    tbt: report.audits['total-blocking-time'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { port, runs } = flags();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const directory = mkdtempSync(join(tmpdir(), 'commerce-v1-lighthouse-'));
  try {
    for (let attempt = 0; attempt < 50 && !(await fetch(`http://127.0.0.1:${port}/`).then((response) => response.ok, () => false)); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`${'page kind'.padEnd(14)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)} ${'seo'.padStart(5)} ${'TBT'.padStart(7)} ${'LCP'.padStart(7)}  page`);
    const lowest = CATEGORIES.map(() => 1);
    for (const { kind, path } of samplePages()) {
      const results: Scores[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await lighthouse(`http://127.0.0.1:${port}${path}`, directory));
      const scores = CATEGORIES.map((_, index) => median(results.map((result) => result.scores[index]!)));
      scores.forEach((score, index) => (lowest[index] = Math.min(lowest[index]!, score)));
      const [tbt, lcp] = [median(results.map((result) => result.tbt)), median(results.map((result) => result.lcp))];
      console.log(`${kind.padEnd(14)} ${scores.map((score) => score.toFixed(2).padStart(5)).join(' ')} ${`${Math.round(tbt)} ms`.padStart(7)} ${`${(lcp / 1000).toFixed(1)} s`.padStart(7)}  ${path}`);
    }
    console.log(`${'lowest'.padEnd(14)} ${lowest.map((score) => score.toFixed(2).padStart(5)).join(' ')}  (targets: performance ≥ 0.98, the others 1.00)`);
  } finally {
    server.kill();
    rmSync(directory, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:lighthouse: ${(error as Error).message}`);
  process.exit(1);
});
