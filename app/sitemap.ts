// sitemap.xml for every prerendered page, from the navigation data, the runs, the pinned
// files and the comparisons (each pair once, older run first; the reverse order is the same
// page under another address). The base URL comes from SITE_URL (see lib/site/site-url.ts).
import type { MetadataRoute } from 'next';
import { NAVIGATION } from '@/lib/site/navigation';
import { comparePairs } from '@/lib/site/compare';
import { ROUTES, compareHref, runHref, sourceHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { siteUrl } from '@/lib/site/site-url';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const data = getSiteData();
  const paths = [
    ROUTES.home,
    ...NAVIGATION.map((item) => item.href),
    ROUTES.sources,
    ...data.runs.map((run) => runHref(run.runId)),
    ...data.pinnedPaths.map((path) => sourceHref(path)),
    ...comparePairs(data.digestGroups).map((pair) => compareHref(pair.a, pair.b)),
  ];
  return paths.map((path) => ({ url: `${siteUrl()}${path}` }));
}
