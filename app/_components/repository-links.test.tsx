// The repository links render from REPOSITORY_URL at build time: linked when it is set,
// plain text with a note when it is not, never an invented address.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CommitCode, IssueTrackerLink, RepositoryName } from './repository-links';

const saved = process.env.REPOSITORY_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.REPOSITORY_URL;
  else process.env.REPOSITORY_URL = saved;
});

const render = () =>
  renderToStaticMarkup(
    <>
      <CommitCode sha="0123456789abcdef" length={12} />|<IssueTrackerLink>open an issue</IssueTrackerLink>|<RepositoryName />
    </>,
  );

describe('repository links', () => {
  it('link the commit, the tracker and the repository when REPOSITORY_URL is set', () => {
    process.env.REPOSITORY_URL = 'https://example.org/owner/commerce-v1/';
    expect(render()).toBe(
      '<a href="https://example.org/owner/commerce-v1/commit/0123456789abcdef" data-commit-link="true"><code>0123456789ab</code></a>|' +
        '<a href="https://example.org/owner/commerce-v1/issues" data-issue-tracker="true">open an issue</a>|' +
        'The code is in the repository <a href="https://example.org/owner/commerce-v1" data-repository="true">https://example.org/owner/commerce-v1</a>.',
    );
  });

  it('link nothing and say why when it is unset', () => {
    delete process.env.REPOSITORY_URL;
    const markup = render();
    expect(markup).not.toContain('<a ');
    expect(markup).toContain('<code>0123456789ab</code>');
    expect(markup).toContain('open an issue (this build was made without <code>REPOSITORY_URL</code>, so it cannot link the tracker)');
    expect(markup).toContain('so it names no repository address.');
  });
});
