// One compact JSON file per run for the comparison page (lib/site/compare-data.ts): its
// cases' verdicts, assertion outcomes and tool calls, and its digests. Written at build;
// the page fetches two and compares them in the browser.
import { compareRunData } from '@/lib/site/compare-data';
import { getSiteData } from '@/lib/site/site-data';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return getSiteData().runs.map((run) => ({ file: `${run.runId}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const data = compareRunData(file.replace(/\.json$/, ''));
  if (!data) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
