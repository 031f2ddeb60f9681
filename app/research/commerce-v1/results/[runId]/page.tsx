// One page per recorded run, prerendered for every artifact; any other id is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RunView } from '@/app/_components/run-view';
import { modelIdentity } from '@/lib/site/model-identity';
import { runDigests } from '@/lib/site/pinned-files';
import { rescoreComparisons } from '@/lib/site/rescore-flips';
import { pairingKey } from '@/lib/site/runs';
import { findRun, getSiteData } from '@/lib/site/site-data';

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
  const { runId } = await params;
  const loaded = findRun(runId);
  const row = getSiteData().runs.find((run) => run.runId === runId);
  if (!loaded || !row) notFound();
  const data = getSiteData();
  const comparisons = rescoreComparisons(data.artifacts);
  const identity = modelIdentity(data.artifacts.map((item) => item.artifact)).find((candidate) => candidate.pairing === pairingKey(loaded.artifact) && candidate.runs.some((run) => run.runId === runId));
  return (
    <RunView
      loaded={loaded}
      row={row}
      digests={runDigests(loaded.artifact, data.currentDigests, data.currentLockfileDigest)}
      knownRunIds={data.runs.map((run) => run.runId)}
      rescore={comparisons.find((comparison) => comparison.replayRunId === runId)}
      rescoredBy={comparisons.filter((comparison) => comparison.sourceRunId === runId)}
      identity={identity}
    />
  );
}
