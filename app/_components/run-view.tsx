// A whole run page's body, a plain function of what lib/site/run-page.ts shaped, so a unit
// test can render it with a hostile artifact and check that model output stays inert text.
// The cases are listed by scenario; each attempt links to its case document, which holds
// the verdict, the assertion outcomes and the transcript.
import type { RunPageData } from '@/lib/site/run-page';
import { artifactHref, runDigestsHref, runHref } from '@/lib/site/routes';
import { CaseTable } from './case-table';
import { HarnessCheckView } from './harness-check';
import { RecheckRun } from './recheck-run';
import { RescoreFlipsView } from './rescore-flips';
import { RunHeader } from './run-header';
import { RunStatisticsView } from './run-statistics';
import { SiteLink } from './site-link';

export function RunView({ data }: { data: RunPageData }) {
  const { loaded, row, identity, rescore, rescoredBy, documents } = data;
  const { artifact } = loaded;
  return (
    <article>
      <h1>
        {artifact.provider.kind === 'control' ? 'Control run' : 'Run'}: {row.pairing}, {row.date}
      </h1>
      <p className="lead">
        {row.passed} of {row.cases} cases passed. Run id <code className="identifier">{artifact.runId}</code>.
      </p>
      <RunHeader loaded={loaded} row={row} knownRunIds={data.knownRunIds} />
      {identity?.flagged ? (
        <p className="control-note" role="note" data-model-flag>
          The requested model <code>{identity.requested ?? 'provider default'}</code> was answered by different models across the runs of this
          pairing: {identity.resolvedModels.join(', ')}. Figures of these runs may not measure the same model.
        </p>
      ) : null}
      {data.harnessCheck ? (
        <>
          <h2>Harness check</h2>
          <HarnessCheckView check={data.harnessCheck} />
        </>
      ) : (
        <>
          <h2>Statistics</h2>
          <RunStatisticsView stats={data.statistics} />
        </>
      )}
      {rescore ? (
        <>
          <h2>Verdicts flipped by this re-score</h2>
          <RescoreFlipsView comparison={rescore} />
        </>
      ) : null}
      {rescoredBy.length > 0 ? (
        <>
          <h2>Re-scores of this run</h2>
          <ul>
            {rescoredBy.map((comparison) => (
              <li key={comparison.replayRunId} data-rescored-by={comparison.replayRunId}>
                <SiteLink href={runHref(comparison.replayRunId)}>{comparison.replayRunId}</SiteLink>:{' '}
                {comparison.flipCount === 0 ? 'no verdict flipped' : `${comparison.flipCount} verdict${comparison.flipCount === 1 ? '' : 's'} flipped`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Cases</h2>
      <p>
        Each attempt links to its verdict, its assertion outcomes and its transcript in the case document
        {documents.length === 1 ? '' : 's'} of this run:{' '}
        {documents.map((document, index) => (
          <span key={document.part}>
            {index > 0 ? ', ' : ''}
            <a href={document.href} data-case-document={document.part}>
              {documents.length === 1 ? 'all cases' : `part ${document.part}`}
            </a>{' '}
            ({document.cases} case{document.cases === 1 ? '' : 's'})
          </span>
        ))}
        .
      </p>
      <CaseTable rows={data.scenarios} />
      <section id="recheck" aria-labelledby="recheck-title">
        <h2 id="recheck-title">Re-check in this browser</h2>
        <p>
          With JavaScript, the control below loads this run&apos;s artifact file and re-runs any case&apos;s recorded assertions against its recorded
          final message, here, in this browser.
        </p>
        <RecheckRun artifactHref={artifactHref(loaded.file)} caseCount={row.cases} />
      </section>
      <section aria-labelledby="run-digests-title">
        <h2 id="run-digests-title">Source digests</h2>
        <p data-digest-counts>
          This run hashed {data.digests.length} files, the lockfile included: {data.digestCounts.equal} equal to the current source,{' '}
          {data.digestCounts.different} different, {data.digestCounts.missing} missing.{' '}
          <a href={runDigestsHref(artifact.runId)} data-run-digests>Every digest, file by file</a>.
        </p>
      </section>
    </article>
  );
}
