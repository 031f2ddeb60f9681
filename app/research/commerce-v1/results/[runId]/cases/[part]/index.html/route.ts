// The case documents of a run (see lib/site/case-documents.ts), written as plain HTML by a
// route handler rather than as React pages: a static export puts a React page's content in
// its HTML and again in the RSC payload inlined in that HTML and in two payload files, so a
// transcript would be stored four times and sent twice. Here each is stored and sent once,
// with no script. The segment named index.html makes the file `cases/<part>/index.html`,
// served at `cases/<part>/` like every other page.
import { caseDocumentBody } from '@/app/_documents/case-document';
import { documentResponse } from '@/app/_documents/document-shell';
import { caseDocumentPage, caseDocumentParams } from '@/lib/site/case-document-page';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { runId: string; part: string }[] {
  return caseDocumentParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ runId: string; part: string }> }): Promise<Response> {
  const { runId, part } = await params;
  const page = caseDocumentPage(runId, Number(part));
  if (!page) return new Response('Not found', { status: 404 });
  return documentResponse({ title: page.title, description: page.description, path: page.path }, caseDocumentBody(page));
}
