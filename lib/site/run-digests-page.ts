// A run's source digests, shaped for their document: every pinned file the run hashed and the
// lockfile, each against the current source, as `npm run verify` compares them. A document of
// its own (plain HTML, like the case documents), not part of the run page: the run page is a
// React page whose content is also inlined as its payload, and a run pins a hundred files.
import { digestCounts, type DigestCounts, type RunDigestRow } from './pinned-sources';
import { runDigestsHref, runHref } from './routes';
import { runPageData } from './run-page';
import { getSiteData, type SiteData } from './site-data';

export interface RunDigestsPage {
  runId: string;
  path: string;
  title: string;
  description: string;
  runHref: string;
  rows: RunDigestRow[];
  counts: DigestCounts;
}

export function runDigestsPage(runId: string, data: SiteData = getSiteData()): RunDigestsPage | undefined {
  const run = runPageData(runId, data);
  if (!run) return undefined;
  const counts = digestCounts(run.digests);
  return {
    runId,
    path: runDigestsHref(runId),
    title: `Source digests of run ${runId}`,
    description: `${run.digests.length} files hashed by ${run.row.pairing}, ${run.row.date}: ${counts.equal} equal to the current source, ${counts.different} different, ${counts.missing} missing.`,
    runHref: runHref(runId),
    rows: run.digests,
    counts,
  };
}
