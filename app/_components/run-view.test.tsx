// Model output is untrusted: a final message with <script>, <img onerror> and MDX-like
// braces must come out of the run page as inert text. Rendered with React's server
// renderer from a hostile fixture artifact that no site build reads.
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readArtifactDirectory } from '@/lib/site/artifacts';
import { digestGroups } from '@/lib/site/digest-groups';
import { runDigests } from '@/lib/site/pinned-files';
import { runRows } from '@/lib/site/runs';
import { RunView } from './run-view';

const [loaded] = readArtifactDirectory(join(process.cwd(), 'lib', 'site', '__fixtures__', 'hostile'));

describe('run page with a hostile artifact', () => {
  const artifact = loaded!.artifact;
  const groups = digestGroups([artifact], {}, null);
  const row = runRows([loaded!], groups)[0]!;
  const html = renderToStaticMarkup(<RunView loaded={loaded!} row={row} digests={runDigests(artifact, {}, null)} knownRunIds={[]} />);

  it('contains no element the model wrote', () => {
    expect(artifact.cases[0]!.response.message).toContain('<script>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<Danger/);
    expect(html).not.toMatch(/<b>bold/);
    expect(html).not.toMatch(/<i>x<\/i>/);
  });

  it('shows the message verbatim as escaped text, braces included', () => {
    expect(html).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__pwned = 2&quot;&gt;');
    expect(html).toContain('{props.secret} {1+1} &lt;Danger /&gt;');
    expect(html).toContain('&lt;b&gt;bold?&lt;/b&gt; {prompt}');
    expect(html).toContain('hostile&lt;b&gt;model&lt;/b&gt;');
  });
});
