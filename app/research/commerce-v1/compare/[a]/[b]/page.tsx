// One page per pair of runs in the same harness revision, in both orders; any other pair,
// including runs of different revisions, is a 404. The older-first order is canonical.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompareView } from '@/app/_components/compare-view';
import { comparePairs, compareRuns, type ComparePair } from '@/lib/site/compare';
import { compareHref } from '@/lib/site/routes';
import { findRun, getSiteData } from '@/lib/site/site-data';

export const dynamicParams = false;

export function generateStaticParams(): { a: string; b: string }[] {
  return comparePairs(getSiteData().digestGroups).flatMap((pair) => [
    { a: pair.a, b: pair.b },
    { a: pair.b, b: pair.a },
  ]);
}

type Props = { params: Promise<{ a: string; b: string }> };

function pairOf(a: string, b: string): ComparePair | undefined {
  return comparePairs(getSiteData().digestGroups).find((pair) => (pair.a === a && pair.b === b) || (pair.a === b && pair.b === a));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { a, b } = await params;
  const pair = pairOf(a, b);
  if (!pair) return {};
  return {
    title: `Compare ${a} with ${b}`,
    description: `Runs ${a} and ${b} of harness revision ${pair.group}, case by case: verdicts, assertions and tool calls that differ, and digests.`,
    alternates: { canonical: compareHref(pair.a, pair.b) },
  };
}

export default async function ComparePairPage({ params }: Props) {
  const { a, b } = await params;
  const pair = pairOf(a, b);
  const [loadedA, loadedB] = [findRun(a), findRun(b)];
  const runs = getSiteData().runs;
  const [rowA, rowB] = [runs.find((run) => run.runId === a), runs.find((run) => run.runId === b)];
  if (!pair || !loadedA || !loadedB || !rowA || !rowB) notFound();
  return <CompareView runA={rowA} runB={rowB} revision={pair.group} comparison={compareRuns(loadedA.artifact, loadedB.artifact)} />;
}
