// Inline code for long settings and variable names (`CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1`,
// `tools.experimental_request_user_input.enabled=false`): on a phone such a token is wider
// than the screen, and inline code never breaks inside a word, so it may break after the
// separators of its parts (`_`, `.`, `=`) as it does after hyphens and slashes.
import { Fragment } from 'react';

export function BreakableCode({ text }: { text: string }) {
  const parts = text.split(/(?<=[_.=])/);
  return (
    <code>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}
