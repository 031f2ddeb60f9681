// The universal guard as declared in source: every pattern, applied to every case.
import { sourceHref } from '@/lib/site/routes';
import { GUARD_SOURCE_FILE, getSiteData } from '@/lib/site/site-data';
import { AssertionTable } from './assertion-table';
import { SiteLink } from './site-link';

export function UniversalGuard() {
  const { guard } = getSiteData();
  return (
    <>
      <AssertionTable caption="Universal guard patterns" id="guard" assertions={guard} idHeader="Check" />
      <p>
        Declared in <SiteLink href={sourceHref(GUARD_SOURCE_FILE)}><code>{GUARD_SOURCE_FILE}</code></SiteLink>.
      </p>
    </>
  );
}
