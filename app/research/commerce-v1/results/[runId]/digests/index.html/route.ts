// A run's source digests document (see lib/site/run-digests-page.ts), written as plain HTML
// by a route handler like the case documents, so a hundred rows are stored and sent once.
import { runDigestsBody } from '@/app/_documents/run-digests-document';
import { documentResponse } from '@/app/_documents/document-shell';
import { runDigestsPage } from '@/lib/site/run-digests-page';
import { getSiteData } from '@/lib/site/site-data';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { runId: string }[] {
  return getSiteData().runs.map((run) => ({ runId: run.runId }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ runId: string }> }): Promise<Response> {
  const { runId } = await params;
  const page = runDigestsPage(runId);
  if (!page) return new Response('Not found', { status: 404 });
  return documentResponse({ title: page.title, description: page.description, path: page.path }, runDigestsBody(page));
}
