// Statistics per run, one block per harness revision: runs are set side by side only when
// the same code graded them. Each block says whether it is the current source, links its
// comparisons, and keeps controls in their own table, as harness checks without intervals.
import type { ReactNode } from 'react';
import { formatProportion } from '@/lib/site/format';
import { revisionStatistics, type RevisionRun } from '@/lib/site/revisions';
import { ROUTES, runHref } from '@/lib/site/routes';
import { STATISTICS_LEVELS } from '@/lib/site/run-statistics';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable } from './data-table';
import { HarnessCheckTable } from './harness-check';
import { SiteLink } from './site-link';

function RunsStatisticsTable({ runs, caption, id }: { runs: RevisionRun[]; caption: string; id: string }) {
  return (
    <DataTable caption={caption} id={id}>
      <thead>
        <tr>
          <th scope="col">Run</th>
          <th scope="col">Requested model</th>
          <th scope="col">Resolved model</th>
          <th scope="col" className="number">k</th>
          <th scope="col" className="number">Passed / cases</th>
          <th scope="col" className="number">Pass rate</th>
          <th scope="col" className="number">{STATISTICS_LEVELS.confidence} Wilson interval</th>
          <th scope="col" className="number">pass^k</th>
          <th scope="col" className="number">pass@k</th>
          <th scope="col" className="number">Smallest resolvable difference</th>
        </tr>
      </thead>
      <tbody>
        {runs.map(({ row, stats }) => (
          <tr key={row.runId} data-run-id={row.runId}>
            <th scope="row">
              <SiteLink href={runHref(row.runId)} className="run-id">{row.runId}</SiteLink> <span className="badge">{row.providerId}</span>
            </th>
            <td>{row.requestedModel ?? 'none'}</td>
            <td>{row.resolvedModels.join(', ') || 'not reported'}</td>
            <td className="number">{stats.k}</td>
            <td className="number">{stats.passed} / {stats.cases}</td>
            <td className="number">{formatProportion(stats.passRate)}</td>
            <td className="number">{formatProportion(stats.interval?.low)} – {formatProportion(stats.interval?.high)}</td>
            <td className="number">{formatProportion(stats.passHatK)}</td>
            <td className="number">{formatProportion(stats.passAtK)}</td>
            <td className="number">{formatProportion(stats.smallestResolvableDifference)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The prose that explains the figures comes from the MDX page as children. */
export function RevisionStatistics({ children }: { children?: ReactNode }) {
  const blocks = revisionStatistics(getSiteData());
  return (
    <section id="statistics" aria-label="Statistics by harness revision">
      {children}
      {blocks.map(({ group, pinnedFiles, models, controls }) => (
        <section key={group.id} aria-labelledby={`revision-${group.id}`} data-revision={group.id}>
          <h3 id={`revision-${group.id}`}>
            Harness revision <code>{group.id}</code>{' '}
            <span className="badge">{group.matchesCurrentSource ? 'current source' : 'graded under an older revision'}</span>
          </h3>
          <p>
            {group.runIds.length} run{group.runIds.length === 1 ? '' : 's'} with identical digests for {pinnedFiles} pinned files and the lockfile.{' '}
            {group.runIds.length > 1 ? (
              <SiteLink href={`${ROUTES.compare}#compare-${group.id}`}>Compare them case by case</SiteLink>
            ) : (
              'No other run shares this revision, so there is nothing to compare it with.'
            )}
          </p>
          {models.length > 0 ? <RunsStatisticsTable runs={models} caption={`Model runs of revision ${group.id}`} id={`statistics-${group.id}-model`} /> : null}
          {controls.length > 0 ? (
            <HarnessCheckTable checks={controls} caption={`Control runs of revision ${group.id} — harness checks, not estimates`} id={`statistics-${group.id}-control`} />
          ) : null}
        </section>
      ))}
    </section>
  );
}
