// One page per pinned file: the file verbatim and highlighted, its SHA-256, and the runs
// that recorded the same digest.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CodeBlock } from '@/app/_components/code-block';
import { SiteLink } from '@/app/_components/site-link';
import { formatBytes, shortDigest } from '@/lib/site/format';
import { languageForPath } from '@/lib/site/highlight';
import { ROUTES, runHref, sourceSlug } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { readRepositoryText } from '@/lib/site/source-files';
import { sourcePageData } from '@/lib/site/pinned-sources';

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getSiteData().pinnedPaths.map((path) => ({ slug: sourceSlug(path) }));
}

type Props = { params: Promise<{ slug: string }> };

function pathOf(slug: string): string | undefined {
  return getSiteData().pinnedPaths.find((path) => sourceSlug(path) === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = pathOf((await params).slug);
  return path ? { title: path, description: `${path} verbatim, with its SHA-256 and the recorded runs that pinned the same digest.` } : {};
}

export default async function SourcePage({ params }: Props) {
  const path = pathOf((await params).slug);
  if (!path) notFound();
  const data = getSiteData();
  const page = sourcePageData(path, data.artifacts.map((item) => item.artifact), data.currentDigests, readRepositoryText(path));
  return (
    <article>
      <h1><code>{path}</code></h1>
      <dl className="facts">
        <dt>SHA-256 now</dt>
        <dd data-sha256>{page.currentDigest ? <code>{page.currentDigest}</code> : 'the file no longer exists in this checkout'}</dd>
        <dt>Size</dt>
        <dd>{page.bytes === null ? '—' : formatBytes(page.bytes)}</dd>
        <dt>Runs with this digest</dt>
        <dd>
          {page.sameDigestRuns.length === 0
            ? 'none'
            : page.sameDigestRuns.map((runId, index) => (
                <span key={runId}>{index > 0 ? ', ' : ''}<SiteLink href={runHref(runId)}>{runId}</SiteLink></span>
              ))}
        </dd>
        <dt>Runs with another digest</dt>
        <dd>
          {page.differentDigestRuns.length === 0
            ? 'none'
            : page.differentDigestRuns.map((run, index) => (
                <span key={run.runId}>{index > 0 ? ', ' : ''}<SiteLink href={runHref(run.runId)}>{run.runId}</SiteLink> (<code>{shortDigest(run.digest)}</code>)</span>
              ))}
        </dd>
      </dl>
      <p><SiteLink href={ROUTES.sources}>All pinned files</SiteLink></p>
      {page.text === null ? null : <CodeBlock code={page.text} language={languageForPath(path)} label={`Source of ${path}`} numbered />}
    </article>
  );
}
