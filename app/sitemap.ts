// sitemap.xml for every prerendered page, from the navigation data, the runs, their case
// and digest documents and the pinned files. The base URL comes from SITE_URL (see lib/site/site-url.ts).
import type { MetadataRoute } from 'next';
import { caseDocumentParams } from '@/lib/site/case-document-page';
import { NAVIGATION } from '@/lib/site/navigation';
import { ROUTES, caseDocumentHref, runDigestsHref, runHref, sourceHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { siteUrl } from '@/lib/site/site-url';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const data = getSiteData();
  const paths = [
    ROUTES.home,
    ...NAVIGATION.map((item) => item.href),
    ROUTES.sources,
    ...data.runs.flatMap((run) => [runHref(run.runId), runDigestsHref(run.runId)]),
    ...caseDocumentParams(data).map((document) => caseDocumentHref(document.runId, Number(document.part))),
    ...data.pinnedPaths.map((path) => sourceHref(path)),
  ];
  return paths.map((path) => ({ url: `${siteUrl()}${path}` }));
}
