// One page per recorded run, prerendered for every artifact; any other id is a 404. What it
// shows is shaped by lib/site/run-page.ts; the cases themselves are in the run's case
// documents (./cases/<part>/).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RunView } from '@/app/_components/run-view';
import { runPageData } from '@/lib/site/run-page';
import { getSiteData } from '@/lib/site/site-data';

export const dynamicParams = false;

export function generateStaticParams(): { runId: string }[] {
  return getSiteData().runs.map((run) => ({ runId: run.runId }));
}

type Props = { params: Promise<{ runId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { runId } = await params;
  const row = getSiteData().runs.find((run) => run.runId === runId);
  if (!row) return {};
  return {
    title: `${row.providerKind === 'control' ? 'Control run' : 'Run'} ${runId}`,
    description: `${row.pairing}: ${row.passed} of ${row.cases} cases passed; every case with its assertions and transcript.`,
  };
}

export default async function RunPage({ params }: Props) {
  const data = runPageData((await params).runId);
  if (!data) notFound();
  return <RunView data={data} />;
}
