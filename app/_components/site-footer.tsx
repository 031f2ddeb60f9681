// Footer: where the figures come from, in one line, on every page.
import { buildCommit } from '@/lib/site/provenance';
import { getSiteData } from '@/lib/site/site-data';
import { ROUTES } from '@/lib/site/routes';
import { CommitCode, RepositoryName } from './repository-links';
import { SiteLink } from './site-link';

export function SiteFooter() {
  const { commit, dirty } = buildCommit();
  const { artifacts } = getSiteData();
  return (
    <footer className="site-footer">
      <div>
        <p>
          Every figure on this site is computed at build time from {artifacts.length} recorded run artifact
          {artifacts.length === 1 ? '' : 's'} and the scenario sources
          {commit ? (
            <>
              {' '}
              at commit <CommitCode sha={commit} length={12} />
              {dirty ? ' (with uncommitted changes)' : ''}
            </>
          ) : null}
          . <SiteLink href={ROUTES.reproduce}>Reproduce it</SiteLink>. <RepositoryName />
        </p>
      </div>
    </footer>
  );
}
