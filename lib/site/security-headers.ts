// The HTTP headers the exported site is served with, by scripts/serve.ts and by a static host
// (out/_headers, which the build writes from the same functions). The Content-Security-Policy
// allows what the export needs and nothing else: its own files, plus the inline scripts and
// styles Next and React emit, each by the SHA-256 of its exact text, never 'unsafe-inline'.
import { sha256 } from '../eval/sha256';

/** Next's content-hashed build output: a changed file gets a new name, so it never goes stale. */
export const IMMUTABLE_PATH_PREFIX = '/_next/static/';

/** On every response, whatever its type or status. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** For responses that are not pages (JSON, text, images): nothing may run or frame them. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function cacheControlFor(urlPath: string): string {
  // Anything else (pages, artifacts, RSC payloads) is revalidated on every use.
  return urlPath.startsWith(IMMUTABLE_PATH_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface InlineHashes {
  /** Inline <script> elements (no src) whose type is JavaScript. */
  scripts: string[];
  /** Whether the page has any <script> element at all, inline or loaded. */
  runsScripts: boolean;
  /** <style> elements and style="" attributes (the latter allowed through 'unsafe-hashes'). */
  styles: string[];
}

const hash = (text: string) => `'sha256-${sha256(text, 'base64')}'`;
// The HTML parser turns CR LF and lone CR into LF before a browser hashes the text.
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n');
const unique = (items: string[]) => [...new Set(items)].sort();

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
// Outside script and style text (removed first), an attribute value holds no raw quote.
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The hash of every inline script and style a page's HTML carries. */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc=/i.test(attributes!)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes!)?.[1]?.trim().toLowerCase() ?? '';
    if (JAVASCRIPT_TYPES.has(type)) scripts.push(hash(asParsed(body!)));
  }
  const styles = [...html.matchAll(STYLE_ELEMENT)].map(([, body]) => hash(asParsed(body!)));
  const markup = html.replace(SCRIPT_ELEMENT, '').replace(STYLE_ELEMENT, '');
  for (const [, value] of markup.matchAll(STYLE_ATTRIBUTE)) styles.push(hash(decodeEntities(value!)));
  return { scripts: unique(scripts), runsScripts: /<script\b/i.test(html), styles: unique(styles) };
}

// A React element in an RSC payload: ["$","style",key,{props}]. Props of a <style> are flat
// (href, precedence, children as one string), so no nested braces need matching.
const PAYLOAD_STYLE = /\["\$","style",(?:null|"(?:[^"\\]|\\.)*"),\{((?:[^{}"]|"(?:[^"\\]|\\.)*")*)\}\]/g;

/**
 * The hashes of the <style> elements an RSC payload (out/**\/*.txt) carries. Client-side
 * navigation inserts them one by one, while the server's HTML joined all styles of one
 * precedence into a single element, so these texts differ from any in the HTML.
 */
export function payloadStyleHashes(payload: string): string[] {
  const styles: string[] = [];
  for (const [, props] of payload.matchAll(PAYLOAD_STYLE)) {
    const children = (JSON.parse(`{${props}}`) as { children?: unknown }).children;
    if (typeof children === 'string') styles.push(hash(children));
  }
  return unique(styles);
}

/**
 * A page's policy. Script hashes are the page's own, and a page with no script at all (most
 * pages, see scripts/finish-export.ts) may run none; style hashes are the whole site's, a
 * superset that costs nothing and stays right if a page ever inserts another page's styles.
 */
export function pagePolicy(scriptHashes: readonly string[] | 'none', siteStyleHashes: readonly string[]): string {
  const styleHashes = siteStyleHashes.length > 0 ? ` 'unsafe-hashes' ${siteStyleHashes.join(' ')}` : '';
  return [
    "default-src 'none'",
    scriptHashes === 'none' ? "script-src 'none'" : `script-src 'self'${scriptHashes.length > 0 ? ` ${scriptHashes.join(' ')}` : ''}`,
    `style-src 'self'${styleHashes}`,
    "img-src 'self'",
    "font-src 'self'",
    // The re-check and the compare page fetch artifacts and comparison data; the audit page, the manifest.
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The entities React writes into attribute values, and numeric references generally. */
function decodeEntities(value: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return named[name.toLowerCase()] ?? whole;
  });
}
