// A whole run page's body; a plain function of its data, so a unit test can render it
// with a hostile artifact and check that model output stays inert text. What needs the
// other artifacts (re-score flips, model identity) comes in as optional props.
import type { LoadedArtifact } from '@/lib/site/artifacts';
import type { ModelIdentityRow } from '@/lib/site/model-identity';
import type { RunDigestRow } from '@/lib/site/pinned-files';
import type { RescoreComparison } from '@/lib/site/rescore-flips';
import { artifactHref, runHref } from '@/lib/site/routes';
import { runStatistics } from '@/lib/site/run-statistics';
import type { RunRow } from '@/lib/site/runs';
import { CaseDetail } from './case-detail';
import { CaseTable } from './case-table';
import { RescoreFlipsView } from './rescore-flips';
import { RunDigests } from './run-digests';
import { RunHeader } from './run-header';
import { RunStatisticsView } from './run-statistics';
import { SiteLink } from './site-link';

export interface RunViewProps {
  loaded: LoadedArtifact;
  row: RunRow;
  digests: RunDigestRow[];
  /** Runs of this build, so a re-score links its source only when that page exists. */
  knownRunIds: readonly string[];
  /** Set when this run is a re-score: its verdicts against the source run's. */
  rescore?: RescoreComparison;
  /** Re-scores of this run, with how many verdicts each flipped. */
  rescoredBy?: RescoreComparison[];
  /** This run's model pairing, when its runs report different resolved models. */
  identity?: ModelIdentityRow;
}

export function RunView({ loaded, row, digests, knownRunIds, rescore, rescoredBy = [], identity }: RunViewProps) {
  const { artifact } = loaded;
  return (
    <article>
      <h1>
        {artifact.provider.kind === 'control' ? 'Control run' : 'Run'}: {row.pairing}, {row.date}
      </h1>
      <p className="lead">
        {row.passed} of {row.cases} cases passed. Run id <code>{artifact.runId}</code>.
      </p>
      <RunHeader loaded={loaded} row={row} knownRunIds={knownRunIds} />
      {identity?.flagged ? (
        <p className="control-note" role="note" data-model-flag>
          The requested model <code>{identity.requested ?? 'provider default'}</code> was answered by different models across the runs of this
          pairing: {identity.resolvedModels.join(', ')}. Figures of these runs may not measure the same model.
        </p>
      ) : null}
      <h2>Statistics</h2>
      <RunStatisticsView stats={runStatistics(artifact)} />
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
      <CaseTable cases={artifact.cases} />
      {artifact.cases.map((item, index) => (
        <CaseDetail key={`${item.scenarioId}-${item.attempt}`} artifact={artifact} item={item} caseIndex={index} downloadHref={artifactHref(loaded.file)} />
      ))}
      <h2>Source digests</h2>
      <RunDigests rows={digests} />
    </article>
  );
}
