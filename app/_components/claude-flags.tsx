// The CLI transports' pinned flags and child environments, imported from the transports
// themselves: the page cannot drift from what they pass.
import type { ReactNode } from 'react';
import { BreakableCode } from './breakable-code';
import { claudeIsolation, codexIsolation, type CliIsolation } from '@/lib/site/declarations';
import { sourceHref } from '@/lib/site/routes';
import { CLAUDE_INVOCATION_FILE, CODEX_INVOCATION_FILE } from '@/lib/site/site-data';
import { SiteLink } from './site-link';

function Isolation({ id, file, isolation, after }: { id: string; file: string; isolation: CliIsolation; after: ReactNode }) {
  return (
    <>
      <p>
        Read from <SiteLink href={sourceHref(file)}><code>{file}</code></SiteLink> at build time. Every request passes these flags, then {after}:
      </p>
      <ul data-list={`${id}-flags`}>
        {isolation.settings.map((setting) => (
          <li key={setting}><BreakableCode text={setting} /></li>
        ))}
      </ul>
      <p>The child process gets no other variable of the environment than these, when they are set:</p>
      <ul data-list={`${id}-passed-env`}>
        {isolation.passedEnvironment.map((name) => (
          <li key={name}><BreakableCode text={name} /></li>
        ))}
      </ul>
      <p>and these, set by the transport:</p>
      <ul data-list={`${id}-pinned-env`}>
        {isolation.pinnedEnvironment.map((name) => (
          <li key={name}><BreakableCode text={name} /></li>
        ))}
      </ul>
    </>
  );
}

export function ClaudeFlags() {
  return <Isolation id="claude" file={CLAUDE_INVOCATION_FILE} isolation={claudeIsolation()} after={<><code>--model</code> and <code>--json-schema</code></>} />;
}

export function CodexFlags() {
  return <Isolation id="codex" file={CODEX_INVOCATION_FILE} isolation={codexIsolation()} after={<>the request&apos;s <code>sqlite_home</code> and <code>log_dir</code>, <code>-m</code> and <code>--output-schema</code></>} />;
}
