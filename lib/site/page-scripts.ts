// What each exported page runs. A Next page ships React and its RSC payload so that its
// client components can hydrate; a page that renders none of ours (most pages: prose,
// tables, static SVG) gains nothing from them but download and main-thread time, so it loses
// every script. A page with an island keeps them, but starts React only when the reader
// first interacts with the page (or arrives with a query or fragment asking for an island):
// its content is complete without script, and the islands only add controls. These pure
// helpers find our client components' names in the source and the client components a
// page's payload references, and rewrite the page; scripts/finish-export.ts applies them.

/** Names exported by a `'use client'` module: what its payload references will carry. */
export function clientExportNames(source: string, file: string): string[] {
  if (!/^(?:\s*\/\/[^\n]*\n)*\s*['"]use client['"]/.test(source)) return [];
  // Next's own client components are referenced as "default"; ours must be told apart.
  if (/\bexport\s+default\b/.test(source)) throw new Error(`${file}: a client component must be a named export, so finish-export can tell it from Next's own`);
  return [...source.matchAll(/\bexport\s+(?:async\s+)?(?:function|const|class)\s+([A-Za-z_$][\w$]*)/g)].map(([, name]) => name!);
}

/** Export names of the client references in a page's inline RSC payload (`I[id,[chunks],"Name"]`). */
export function referencedClientNames(html: string): string[] {
  return [...new Set([...html.matchAll(/I\[\d+,\[[^\]]*\],\\"([^"\\]*)\\"/g)].map(([, name]) => name!))];
}

/** The page without any script: external chunks, inline payload and runtime, and their preloads. */
export function stripScripts(html: string, file: string): string {
  // Streamed (suspended) content is moved into place by inline scripts; such a page must keep them.
  if (/<template id="B:|\$RC\(|hidden id="S:/.test(html)) throw new Error(`${file}: has streamed content that needs its scripts`);
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*\/?>/g, '');
}

/** Next writes each page's RSC payload beside it for its client router; plain links never fetch them. */
export function isRscPayloadFile(name: string): boolean {
  return name === 'index.txt' || /^__next\..+\.txt$/.test(name);
}

/** Events that mean a reader is using the page: the first one starts its scripts. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

/** The loader that replaces a page's external scripts: it appends them, in their order, on the
 * first interaction, or at once when the address has a query or a fragment. A pointer, key or
 * focus on a link to another page does not count: the reader is leaving, and React starting
 * while their navigation is under way could cancel it (a first click on a link went nowhere). */
export function interactionLoader(sources: readonly string[]): string {
  const events = JSON.stringify(INTERACTION_EVENTS);
  return `<script>(function(){var s=${JSON.stringify(sources)},e=${events},d=0;function away(v){var t=v&&v.target,a=t&&t.closest&&t.closest("a[href]");return !!a&&a.pathname!==location.pathname}function go(v){if(d||(v&&v.type!=="scroll"&&v.type!=="wheel"&&away(v)))return;d=1;e.forEach(function(n){removeEventListener(n,go,true)});s.forEach(function(u){var t=document.createElement("script");t.src=u;t.async=true;document.body.appendChild(t)})}if(location.search||location.hash)go();else e.forEach(function(n){addEventListener(n,go,{capture:true,passive:true})})})()</script>`;
}

/** The page with its external scripts (noModule polyfills aside) started by the interaction loader. */
export function deferScripts(html: string, file: string): string {
  const sources: string[] = [];
  const rest = html.replace(/<script\b([^>]*)><\/script>/g, (tag, attributes: string) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src || /\bnoModule\b/i.test(attributes)) return tag;
    sources.push(src);
    return '';
  });
  if (sources.length === 0) throw new Error(`${file}: has no external script to defer`);
  if (!rest.includes('</body>')) throw new Error(`${file}: has no </body>`);
  return rest.replace('</body>', `${interactionLoader([...new Set(sources)])}</body>`);
}

/** The scripts a page runs: its `<script src>` chunks (noModule polyfills aside) and those its
 * interaction loader starts. */
export function pageScriptSources(html: string): string[] {
  const direct = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? []);
  const deferred = [...html.matchAll(/<script>\(function\(\)\{var s=(\[[^\]]*\])/g)].flatMap(([, list]) => JSON.parse(list!) as string[]);
  return [...new Set([...direct, ...deferred])];
}
