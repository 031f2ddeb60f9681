// Verdicts that flipped between a run and its re-score, scenario by scenario. The view is
// shown on the re-score's run page; the list of every re-score is on the results page,
// right after the control runs it re-scores.
import { runHref } from '@/lib/site/routes';
import { caseHref } from '@/lib/site/run-page';
import { rescoreComparisons, type RescoreComparison } from '@/lib/site/rescore-flips';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable, NoneRecorded } from './data-table';
import { SiteLink } from './site-link';

const verdict = (passed: boolean) => (passed ? 'passed' : 'failed');

export function RescoreFlipsView({ comparison }: { comparison: RescoreComparison }) {
  const { replayRunId, sourceRunId } = comparison;
  if (!comparison.sourceFound) {
    return <p data-flips="no-source">The source run <code>{sourceRunId}</code> is not among the artifacts of this build, so its verdicts cannot be set beside the re-score.</p>;
  }
  return (
    <>
      <p data-flips={comparison.flipCount}>
        <SiteLink href={runHref(replayRunId)}>{replayRunId}</SiteLink> re-scored the final messages recorded by <SiteLink href={runHref(sourceRunId)}>{sourceRunId}</SiteLink>{' '}
        with the rubric of its own revision. <strong>{comparison.flipCount === 0 ? 'No verdict flipped.' : `${comparison.flipCount} verdict${comparison.flipCount === 1 ? '' : 's'} flipped.`}</strong>{' '}
        {comparison.sourceDigestMatches ? 'The source file it names has the same SHA-256 here.' : 'Warning: the source file it names has a different SHA-256 here.'}
      </p>
      <DataTable caption={`Verdicts of ${sourceRunId} before and after the re-score`} id={`flips-${replayRunId}`}>
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col" className="number">Attempts</th>
            <th scope="col" className="number">Passed before</th>
            <th scope="col" className="number">Passed after</th>
            <th scope="col">Flipped verdicts</th>
          </tr>
        </thead>
        <tbody>
          {comparison.scenarios.map((row) => (
            <tr key={row.scenarioId} data-scenario={row.scenarioId}>
              <th scope="row"><code>{row.scenarioId}</code></th>
              <td className="number">{row.attempts}</td>
              <td className="number">{row.passedBefore}</td>
              <td className="number">{row.passedAfter}</td>
              <td>
                {row.flips.length === 0
                  ? 'no verdict flipped'
                  : row.flips.map((flip, index) => (
                      <span key={flip.attempt}>
                        {index > 0 ? '; ' : ''}
                        <SiteLink href={caseHref(replayRunId, flip.scenarioId, flip.attempt)}>attempt {flip.attempt}</SiteLink>: {verdict(flip.before)} → {verdict(flip.after)}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}

export function RescoreFlips() {
  const comparisons = rescoreComparisons(getSiteData().artifacts);
  if (comparisons.length === 0) return <NoneRecorded what="re-scores" />;
  return (
    <>
      {comparisons.map((comparison) => (
        <RescoreFlipsView key={comparison.replayRunId} comparison={comparison} />
      ))}
    </>
  );
}
