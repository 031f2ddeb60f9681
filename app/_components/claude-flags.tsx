// The Claude adapter's pinned flags and stripped variables, imported from the adapter
// itself: the page cannot drift from what the adapter passes.
import { claudeIsolation } from '@/lib/site/declarations';
import { sourceHref } from '@/lib/site/routes';
import { CLAUDE_ADAPTER_FILE } from '@/lib/site/site-data';
import { SiteLink } from './site-link';

export function ClaudeFlags() {
  const { settings, strippedEnvironment } = claudeIsolation();
  return (
    <>
      <p>
        Read from <SiteLink href={sourceHref(CLAUDE_ADAPTER_FILE)}><code>{CLAUDE_ADAPTER_FILE}</code></SiteLink> at build time. Every request passes these flags, then <code>--model</code> and <code>--json-schema</code>:
      </p>
      <ul data-list="claude-flags">
        {settings.map((setting) => (
          <li key={setting}><code>{setting}</code></li>
        ))}
      </ul>
      <p>The adapter removes these variables from the child process environment:</p>
      <ul data-list="claude-stripped-env">
        {strippedEnvironment.map((name) => (
          <li key={name}><code>{name}</code></li>
        ))}
      </ul>
    </>
  );
}
