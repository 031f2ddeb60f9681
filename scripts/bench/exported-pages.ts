// What the static export weighs, read from out/: every file's size, and per HTML page its
// kind (lib/site/page-kinds.ts), its size and the JavaScript it loads — the <script src>
// chunks it runs, raw and gzip (next build no longer prints First Load JS), whether loaded at
// once or on the first interaction. noModule polyfills are left out: only browsers without
// module support fetch them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageKind, PAGE_KINDS, type PageKind } from '../../lib/site/page-kinds';
import { pageScriptSources } from '../../lib/site/page-scripts';

export interface ExportedPage {
  path: string;
  kind: PageKind | null;
  htmlBytes: number;
  scripts: number;
  raw: number;
  gzip: number;
  /** The chunks it runs, with their gzip sizes. */
  chunks: Map<string, number>;
}

/** The framework floor: the gzip size of the chunks every page with scripts runs (React, the
 * Next runtime), which no page can do without. */
export function frameworkFloor(pages: readonly ExportedPage[]): number {
  const withScripts = pages.filter((page) => page.scripts > 0);
  if (withScripts.length === 0) return 0;
  const [first, ...rest] = withScripts;
  return [...first!.chunks].filter(([src]) => rest.every((page) => page.chunks.has(src))).reduce((sum, [, gzip]) => sum + gzip, 0);
}

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)]));
}

export function exportedPages(out: string): { files: number; bytes: number; pages: ExportedPage[] } {
  const files = walk(out);
  const chunks = new Map<string, { raw: number; gzip: number }>();
  const chunk = (src: string) => {
    let size = chunks.get(src);
    if (!size) {
      const bytes = readFileSync(join(out, new URL(src, 'http://site/').pathname));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      chunks.set(src, size);
    }
    return size;
  };
  const pages = files
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const sources = pageScriptSources(html);
      const sizes = sources.map(chunk);
      const path = `/${relative(out, file).replace(/index\.html$/, '').replace(/\.html$/, '/')}`;
      return {
        path,
        kind: pageKind(path),
        htmlBytes: Buffer.byteLength(html),
        scripts: sizes.length,
        raw: sizes.reduce((sum, size) => sum + size.raw, 0),
        gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
        chunks: new Map(sources.map((src, index) => [src, sizes[index]!.gzip])),
      };
    });
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(file).size, 0), pages };
}

export interface KindSummary {
  kind: PageKind;
  pages: number;
  rawMax: number;
  gzipMin: number;
  gzipMax: number;
  htmlMedian: number;
  htmlMax: number;
}

export function summariseByKind(pages: readonly ExportedPage[]): KindSummary[] {
  return PAGE_KINDS.flatMap((kind) => {
    const members = pages.filter((page) => page.kind === kind);
    if (members.length === 0) return [];
    const html = members.map((page) => page.htmlBytes).sort((a, b) => a - b);
    return [
      {
        kind,
        pages: members.length,
        rawMax: Math.max(...members.map((page) => page.raw)),
        gzipMin: Math.min(...members.map((page) => page.gzip)),
        gzipMax: Math.max(...members.map((page) => page.gzip)),
        htmlMedian: html[Math.floor(html.length / 2)]!,
        htmlMax: html.at(-1)!,
      },
    ];
  });
}
