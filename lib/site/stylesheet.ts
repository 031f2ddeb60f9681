// The site's one stylesheet as text, for the case documents: they are not React pages, so
// they cannot import it the way app/layout.tsx does, and inline it instead. Comments and
// runs of whitespace are dropped; nothing else is rewritten.
import { readRepositoryText } from './source-files';

export const STYLESHEET_FILE = 'app/globals.css';

export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim();
}

let cached: string | undefined;

export function siteStylesheet(): string {
  if (cached === undefined) {
    const text = readRepositoryText(STYLESHEET_FILE);
    if (text === null) throw new Error(`${STYLESHEET_FILE}: not found`);
    cached = compactCss(text);
  }
  return cached;
}
