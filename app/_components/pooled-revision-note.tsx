// States which runs a pooled table or card counts: only the harness revision of the current
// source. Older-revision runs are named as listed but not pooled.
import type { PooledRuns } from '@/lib/site/revisions';
import { ROUTES } from '@/lib/site/routes';
import { SiteLink } from './site-link';

export function PooledRevisionNote({ pooled }: { pooled: PooledRuns }) {
  const excluded = pooled.excludedRunIds.length;
  return (
    <p data-pooled-revision={pooled.revision?.id ?? 'none'} data-pooled-runs={pooled.artifacts.length} data-excluded-runs={excluded}>
      {pooled.revision
        ? <>Counted: the {pooled.artifacts.length} run{pooled.artifacts.length === 1 ? '' : 's'} of harness revision <code>{pooled.revision.id}</code>, the revision of the current source.</>
        : <>No recorded run matches the current source, so nothing is counted here.</>}{' '}
      {excluded > 0
        ? <>{excluded} run{excluded === 1 ? '' : 's'} recorded under an older revision {excluded === 1 ? 'is' : 'are'} listed on the <SiteLink href={ROUTES.results}>results page</SiteLink> but not pooled.</>
        : <>No run of an older revision is left out.</>}
    </p>
  );
}
