// Site benchmark: build time, JavaScript per route and the size of out/.
//
// Usage:   npm run bench:site [-- --no-build]
// Output:  the build's wall time (unless --no-build), then one line per exported HTML page
//          with the JavaScript it loads — the sum of the <script src> chunks the HTML
//          references, raw and gzip (next build no longer prints First Load JS) — and the
//          total size and file count of out/.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const OUT = 'out';
const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

if (!values['no-build']) {
  const started = performance.now();
  execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`build time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const files = walk(OUT);
const chunkSizes = new Map<string, { raw: number; gzip: number }>();
function chunk(src: string): { raw: number; gzip: number } {
  let size = chunkSizes.get(src);
  if (!size) {
    const bytes = readFileSync(join(OUT, new URL(src, 'http://site/').pathname));
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    chunkSizes.set(src, size);
  }
  return size;
}

const rows = files
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    // noModule polyfills are only fetched by browsers without module support.
    const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes]) => attributes!)
      .filter((attributes) => !/\bnoModule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
      .filter((src): src is string => Boolean(src));
    const unique = [...new Set(sources)];
    const sizes = unique.map(chunk);
    const route = `/${relative(OUT, file).replace(/index\.html$/, '').replace(/\.html$/, '')}`;
    return { route, scripts: unique.length, raw: sizes.reduce((sum, size) => sum + size.raw, 0), gzip: sizes.reduce((sum, size) => sum + size.gzip, 0) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const width = Math.max(...rows.map((row) => row.route.length), 5);
// The framework floor: the smallest gzip total any page loads (App Router cannot ship less).
// Each route's ratio to it shows what that page adds on top of Next and React.
const floor = Math.min(...rows.map((row) => row.gzip));
console.log(`${'route'.padEnd(width)}  scripts  ${'JS raw'.padStart(10)}  ${'JS gzip'.padStart(10)}  vs floor`);
for (const row of rows) {
  const ratio = `${(row.gzip / floor).toFixed(2)}x`;
  console.log(`${row.route.padEnd(width)}  ${String(row.scripts).padStart(7)}  ${kilobytes(row.raw).padStart(10)}  ${kilobytes(row.gzip).padStart(10)}  ${ratio.padStart(8)}`);
}
const atFloor = rows.filter((row) => row.gzip === floor).length;
console.log(`${atFloor} of ${rows.length} pages load only the framework floor (${kilobytes(floor)} gzip)`);
const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
console.log(`out/: ${(total / 1024 / 1024).toFixed(1)} MB in ${files.length} files`);
