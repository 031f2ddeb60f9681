// The methodology's read-next: the sources it describes, published verbatim on their pages.
import { publishedSources } from '@/lib/site/published-sources';
import { RUNNER_ENTRY } from '@/lib/site/reproduction';
import { ROUTES, sourceHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { SiteLink } from './site-link';

export function PublishedSources() {
  const sources = publishedSources(getSiteData(), RUNNER_ENTRY);
  return (
    <p data-published-sources={sources.published}>
      The sources described on this page are published verbatim:{' '}
      {sources.named.map((path, index) => (
        <span key={path}>
          {index > 0 ? ', ' : ''}
          <SiteLink href={sourceHref(path)}><code>{path}</code></SiteLink>
        </span>
      ))}
      {sources.named.length > 0 ? ', ' : ''}and every other pinned file, {sources.published} in all, from the{' '}
      <SiteLink href={ROUTES.sources}>index of pinned source files</SiteLink>.
    </p>
  );
}
