// Against a page as Next 16 exports it (trimmed): the client references are read from the
// escaped inline payload, and stripping leaves the markup and removes every script.
import { describe, expect, it } from 'vitest';
import { clientExportNames, deferScripts, INTERACTION_EVENTS, interactionLoader, isRscPayloadFile, pageScriptSources, referencedClientNames, stripScripts } from './page-scripts';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/c.js" noModule=""></script>',
  '</head><body><main><p>Text &lt;script&gt; stays text</p></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script>self.__next_f.push([1,"2:I[39756,[\\"$2\\"],\\"default\\"]\\n5:I[16634,[\\"$2\\",\\"$3\\"],\\"RecheckRun\\"]\\n"])</script>',
  '</body></html>',
].join('');

describe('inert pages', () => {
  it('reads the client references of a page', () => {
    expect(referencedClientNames(PAGE)).toEqual(['default', 'RecheckRun']);
  });

  it('removes every script and script preload and nothing else', () => {
    const stripped = stripScripts(PAGE, 'page.html');
    expect(stripped).not.toMatch(/<script|as="script"/);
    expect(stripped).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(stripped).toContain('<main><p>Text &lt;script&gt; stays text</p></main>');
  });

  it('refuses a page whose streamed content needs its scripts', () => {
    expect(() => stripScripts('<template id="B:0"></template>', 'streamed.html')).toThrow('streamed.html: has streamed content');
  });

  it.each([
    ["'use client';\n// why\nexport function RecheckRun() {}\nexport const helper = 1;", ['RecheckRun', 'helper']],
    ["// header\n// more\n'use client';\nexport async function Panel() {}", ['Panel']],
    ['export function ServerOnly() {}', []],
  ])('finds the exports of client modules: %#', (source, names) => {
    expect(clientExportNames(source, 'x.tsx')).toEqual(names);
  });

  it('refuses a default-exported client component', () => {
    expect(() => clientExportNames("'use client';\nexport default function X() {}", 'x.tsx')).toThrow('x.tsx: a client component must be a named export');
  });

  it.each([
    ['index.txt', true],
    ['__next._full.txt', true],
    ['__next.research.commerce-v1.results.$d$runId.__PAGE__.txt', true],
    ['notes.txt', false],
    ['index.html', false],
  ])('%s is an RSC payload file: %s', (name, expected) => {
    expect(isRscPayloadFile(name)).toBe(expected);
  });
});

describe('deferred scripts', () => {
  it('moves every external script behind the loader, in order, keeping the inline payload', () => {
    const deferred = deferScripts(PAGE, 'page.html');
    expect(deferred).not.toContain('<script src="/_next/static/chunks/b.js" async=""></script>');
    expect(deferred).toContain('<script src="/_next/static/chunks/c.js" noModule=""></script>');
    expect(deferred).toContain('self.__next_f.push');
    expect(deferred).toContain(`${interactionLoader(['/_next/static/chunks/b.js'])}</body>`);
    expect([pageScriptSources(PAGE), pageScriptSources(deferred), pageScriptSources(stripScripts(PAGE, 'page.html'))]).toEqual([['/_next/static/chunks/b.js'], ['/_next/static/chunks/b.js'], []]);
  });

  it('starts the scripts on the first interaction, or at once for an address with a query', async () => {
    const appended: string[] = [];
    const listeners = new Map<string, (event?: unknown) => void>();
    const run = (search: string) =>
      new Function('location', 'document', 'addEventListener', 'removeEventListener', interactionLoader(['/a.js', '/b.js']).replace(/^<script>|<\/script>$/g, ''))(
        { search, hash: '', pathname: '/here/' },
        { createElement: () => ({}), body: { appendChild: (node: { src: string }) => appended.push(node.src) } },
        (name: string, listener: (event?: unknown) => void) => listeners.set(name, listener),
        (name: string) => listeners.delete(name),
      );
    run('');
    expect([appended, [...listeners.keys()]]).toEqual([[], [...INTERACTION_EVENTS]]);
    // A pointer on a link to another page: the reader is leaving, nothing starts.
    const link = { pathname: '/research/commerce-v1/results/run/digests/' };
    listeners.get('pointerdown')!({ type: 'pointerdown', target: { closest: (selector: string) => (selector === 'a[href]' ? link : null) } });
    expect(appended).toEqual([]);
    // A link to this very page (a fragment) is no departure.
    listeners.get('pointerdown')!({ type: 'pointerdown', target: { closest: () => ({ pathname: '/here/' }) } });
    expect(appended).toEqual(['/a.js', '/b.js']);
    appended.length = 0;
    run('');
    listeners.get('keydown')!();
    listeners.get('scroll')?.();
    expect([appended, listeners.size]).toEqual([['/a.js', '/b.js'], 0]);
    appended.length = 0;
    run('?recheck=case-a-1');
    expect(appended).toEqual(['/a.js', '/b.js']);
  });
});
