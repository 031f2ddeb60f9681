// Post-build for the static export, run by `npm run build` after `next build`: pages that
// hydrate none of our client components lose every script (they are complete HTML; React,
// its runtime and the inline RSC payload would only cost download and main-thread time);
// pages with an island (results, run, compare, audit) keep their scripts but start them on
// the reader's first interaction (see lib/site/page-scripts.ts); and the RSC payload files
// Next writes beside each page for its client router are removed: the site links with plain
// anchors, so nothing fetches them, and they stored each page's content again, twice.
//
// Inputs:  out/ or COMMERCE_EXPORT_DIR (from next build); the 'use client' modules under app/, for their export names.
// Output:  out/ rewritten in place; one summary line on stdout.
// Exit:    0; 1 with "finish-export: <file>: …" on stderr when a page is not one whole document
//          (lib/site/exported-page-check.ts) or cannot be handled.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { exportedPageDefect } from '../lib/site/exported-page-check';
import { clientExportNames, deferScripts, isRscPayloadFile, referencedClientNames, stripScripts } from '../lib/site/page-scripts';
import { exportDirectory } from '../lib/site/paths';

// Where next build exported to: out/, or COMMERCE_EXPORT_DIR (the hostile e2e build).
const OUT = exportDirectory();

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)]));
}

function main(): void {
  const ours = new Set(
    walk('app')
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => clientExportNames(readFileSync(file, 'utf8'), file)),
  );
  const files = walk(OUT);
  let [inert, interactive, strippedBytes, payloadFiles, payloadBytes] = [0, 0, 0, 0, 0];
  for (const file of files.filter((candidate) => candidate.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    const defect = exportedPageDefect(html);
    if (defect) throw new Error(`${relative('.', file)}: ${defect}; was a page rendered twice (see "took more than" in next build's output)?`);
    if (!html.includes('<script')) continue; // the case documents, written without scripts
    if (referencedClientNames(html).some((name) => ours.has(name))) {
      writeFileSync(file, deferScripts(html, relative('.', file)));
      interactive += 1;
      continue;
    }
    const stripped = stripScripts(html, relative('.', file));
    writeFileSync(file, stripped);
    inert += 1;
    strippedBytes += Buffer.byteLength(html) - Buffer.byteLength(stripped);
  }
  for (const file of files.filter((candidate) => isRscPayloadFile(basename(candidate)))) {
    payloadBytes += readFileSync(file).length;
    rmSync(file);
    payloadFiles += 1;
  }
  console.log(
    `finish-export: ${inert} pages run no script (${(strippedBytes / 1e6).toFixed(1)} MB of scripts and payload removed), ${interactive} start theirs on the first interaction (for ${[...ours].join(', ')}); removed ${payloadFiles} RSC payload files (${(payloadBytes / 1e6).toFixed(1)} MB)`,
  );
}

try {
  main();
} catch (error) {
  console.error(`finish-export: ${(error as Error).message}`);
  process.exit(1);
}
