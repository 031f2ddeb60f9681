// Build-time syntax highlighting with one shiki highlighter per process and three
// grammars. The result is plain data (text + colours) that a server component renders as
// React text, so highlighted code needs no client JavaScript and no raw HTML.
import { createHighlighter, type Highlighter } from 'shiki';

export const LIGHT_THEME = 'github-light-high-contrast';
export const DARK_THEME = 'github-dark-high-contrast';
const LANGUAGES = ['ts', 'json', 'bash'] as const;

export type CodeLanguage = (typeof LANGUAGES)[number] | 'text';

export interface CodeToken {
  text: string;
  light: string;
  dark: string;
  /** Short class named after the colour pair: a class per span is far smaller than a style. */
  className: string;
}

export interface HighlightedCode {
  lines: CodeToken[][];
  colours: { light: string; dark: string; lightBackground: string; darkBackground: string };
  /** Rules for every class the tokens use, light first, dark under prefers-color-scheme. */
  css: string;
}

/** FNV-1a in base 36: short, stable names for generated CSS. Not a security hash. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A stable short class for a colour pair, the same on every page. */
export function colourClass(light: string, dark: string): string {
  return `k${shortHash(`${light}|${dark}`.toLowerCase())}`;
}

export function paletteCss(tokens: readonly CodeToken[]): string {
  const pairs = new Map(tokens.map((token) => [token.className, token]));
  const light = [...pairs.values()].map((token) => `.code .${token.className}{color:${token.light}}`).join('');
  const dark = [...pairs.values()].map((token) => `.code .${token.className}{color:${token.dark}}`).join('');
  return `${light}@media (prefers-color-scheme: dark){${dark}}`;
}

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [...LANGUAGES] });
  return highlighter;
}

export function languageForPath(path: string): CodeLanguage {
  if (/\.(?:[cm]?ts|tsx)$/.test(path)) return 'ts';
  if (path.endsWith('.json')) return 'json';
  if (/\.(?:sh|bash)$/.test(path)) return 'bash';
  return 'text';
}

/** shiki writes `#fff;--shiki-dark:#000`: the first colour, then the dark one. */
function splitColours(value: string | undefined, darkKey: string): [string, string] {
  const [light = 'inherit', ...rest] = (value ?? '').split(';');
  const dark = rest.find((part) => part.startsWith(`${darkKey}:`))?.slice(darkKey.length + 1) ?? light;
  return [light, dark];
}

export async function highlight(code: string, language: CodeLanguage): Promise<HighlightedCode> {
  const instance = await getHighlighter();
  const result = instance.codeToTokens(code.replace(/\n$/, ''), {
    lang: language,
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
  });
  const [light, dark] = splitColours(result.fg, '--shiki-dark');
  const [lightBackground, darkBackground] = splitColours(result.bg, '--shiki-dark-bg');
  const lines = result.tokens.map((line) => {
    const merged: CodeToken[] = [];
    for (const token of line) {
      const style = token.htmlStyle ?? {};
      const tokenLight = style.color ?? light;
      const tokenDark = style['--shiki-dark'] ?? dark;
      const next = { text: token.content, light: tokenLight, dark: tokenDark, className: colourClass(tokenLight, tokenDark) };
      const previous = merged.at(-1);
      // Adjacent tokens of one colour become one span: far fewer nodes in the HTML.
      if (previous && previous.light === next.light && previous.dark === next.dark) previous.text += next.text;
      else merged.push(next);
    }
    return merged;
  });
  return { lines, colours: { light, dark, lightBackground, darkBackground }, css: paletteCss(lines.flat()) };
}
