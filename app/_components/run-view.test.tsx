// Model output is untrusted: a model name with markup on the run page, and a final message
// with <script>, <img onerror> and MDX-like braces in the case document, must come out as
// inert text. Rendered from the hostile fixture set (which the hostile e2e build also
// publishes): the run page with React's server renderer, the case document with its own
// escaping renderer.
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { caseDocumentBody } from '@/app/_documents/case-document';
import { readArtifactDirectory } from '@/lib/site/artifacts';
import { caseDocumentPage } from '@/lib/site/case-document-page';
import { runPageData } from '@/lib/site/run-page';
import { assembleSiteData } from '@/lib/site/site-data';
import { RunView } from './run-view';

const artifacts = readArtifactDirectory(join(process.cwd(), 'lib', 'site', '__fixtures__', 'hostile'));
const data = assembleSiteData(artifacts, [], [], () => ({}));
const artifact = artifacts[0]!.artifact;

const noElementFromTheModel = (html: string) => {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img/i);
  expect(html).not.toMatch(/<Danger/);
  expect(html).not.toMatch(/<b>bold/);
  expect(html).not.toMatch(/<i>x<\/i>/);
  expect(html).not.toMatch(/<b>model/);
};

describe('run page with a hostile artifact', () => {
  const html = renderToStaticMarkup(<RunView data={runPageData(artifact.runId, data)!} />);

  it('contains no element the model wrote', () => noElementFromTheModel(html));

  it('shows the model names verbatim as escaped text', () => {
    expect(html).toContain('hostile&lt;b&gt;model&lt;/b&gt;');
    expect(html).toContain('&lt;i&gt;x&lt;/i&gt;');
  });

  it('links every attempt to its case document', () => {
    const first = artifact.cases[0]!;
    expect(html).toContain(`href="cases/1/#case-${first.scenarioId}-${first.attempt}"`);
  });
});

describe('case document with a hostile artifact', () => {
  const html = caseDocumentBody(caseDocumentPage(artifact.runId, 1, data)!).text;

  it('contains no element the model or a tool wrote', () => {
    expect(artifact.cases[0]!.response.message).toContain('<script>');
    noElementFromTheModel(html);
  });

  it('shows the message, the prompt and tool output verbatim as escaped text, braces included', () => {
    expect(html).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__pwned = 2&quot;&gt;');
    expect(html).toContain('{props.secret} {1+1} &lt;Danger /&gt;');
    expect(html).toContain('&lt;b&gt;bold?&lt;/b&gt; {prompt}');
    // A tool's input, as the agent sent it: keys and values escaped alike.
    expect(html).toContain('&quot;&lt;img src=x onerror=\\&quot;window.__pwned=&#39;img&#39;\\&quot;&gt;&quot;: &quot;&lt;/script&gt;&lt;script&gt;');
  });
});
