// Highlighted source as React text: shiki's colours become CSS variables on spans, the
// stylesheet picks the light or dark one, and no HTML string is ever injected.
import type { CSSProperties } from 'react';
import { highlight, type CodeLanguage } from '@/lib/site/highlight';

type Variables = CSSProperties & Record<`--${string}`, string>;

export async function CodeBlock({ code, language, label, numbered = false }: { code: string; language: CodeLanguage; label: string; numbered?: boolean }) {
  const { lines, colours } = await highlight(code, language);
  const style: Variables = {
    color: colours.light,
    background: colours.lightBackground,
    '--code-dark': colours.dark,
    '--code-dark-bg': colours.darkBackground,
  };
  return (
    // A scrollable region must be reachable by keyboard; the label names it for screen readers.
    <pre className={numbered ? 'code numbered' : 'code'} style={style} tabIndex={0} aria-label={label}>
      <code>
        {lines.map((line, lineIndex) => (
          <span className="line" key={lineIndex}>
            {line.map((token, tokenIndex) => (
              <span key={tokenIndex} style={{ '--light': token.light, '--dark': token.dark } as Variables}>
                {token.text}
              </span>
            ))}
            {'\n'}
          </span>
        ))}
      </code>
    </pre>
  );
}
