// Highlighted source as React text: shiki's colours become short classes on spans with a
// small hoisted stylesheet per palette, and no HTML string is ever injected.
import type { CSSProperties } from 'react';
import { highlight, shortHash, type CodeLanguage } from '@/lib/site/highlight';

type Variables = CSSProperties & Record<`--${string}`, string>;

export async function CodeBlock({ code, language, label, numbered = false }: { code: string; language: CodeLanguage; label: string; numbered?: boolean }) {
  const { lines, colours, css } = await highlight(code, language);
  const style: Variables = {
    color: colours.light,
    background: colours.lightBackground,
    '--code-dark': colours.dark,
    '--code-dark-bg': colours.darkBackground,
  };
  return (
    <>
      {/* React hoists this into <head>, once per distinct palette (deduplicated by href). */}
      <style href={`code-palette-${shortHash(css)}`} precedence="code">
        {css}
      </style>
      {/* A scrollable region must be reachable by keyboard; the label names it for screen readers. */}
      <pre className={numbered ? 'code numbered' : 'code'} style={style} tabIndex={0} aria-label={label}>
        <code>
          {lines.map((line, lineIndex) => (
            <span className="line" key={lineIndex}>
              {line.map((token, tokenIndex) => (
                <span key={tokenIndex} className={token.className}>
                  {token.text}
                </span>
              ))}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
    </>
  );
}
