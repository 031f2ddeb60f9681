// A run's statistics: the pass rate with its Wilson interval, pass^k and pass@k at the
// run's repeat count, the smallest difference it can resolve, then the same per scenario.
// Proportions have four decimals so a reader can recompute them from the download.
import { formatProportion } from '@/lib/site/format';
import { ROUTES } from '@/lib/site/routes';
import { STATISTICS_LEVELS, type RunStatistics } from '@/lib/site/run-statistics';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

export function RunStatisticsView({ stats }: { stats: RunStatistics }) {
  const k = stats.k;
  return (
    <>
      <dl className="facts" data-run-statistics>
        <dt>Attempts per scenario (k)</dt>
        <dd data-stat="k">{k}</dd>
        <dt>Pass rate</dt>
        <dd><span data-stat="pass-rate">{formatProportion(stats.passRate)}</span> ({stats.passed} of {stats.cases} cases)</dd>
        <dt>{STATISTICS_LEVELS.confidence} Wilson interval</dt>
        <dd><span data-stat="wilson-low">{formatProportion(stats.interval?.low)}</span> to <span data-stat="wilson-high">{formatProportion(stats.interval?.high)}</span></dd>
        <dt>pass^{k}</dt>
        <dd><span data-stat="pass-hat-k">{formatProportion(stats.passHatK)}</span> (mean over {stats.scenariosWithKAttempts} scenarios with {k} attempt{k === 1 ? '' : 's'})</dd>
        <dt>pass@{k}</dt>
        <dd data-stat="pass-at-k">{formatProportion(stats.passAtK)}</dd>
        <dt>Smallest resolvable difference</dt>
        <dd><span data-stat="resolvable">{formatProportion(stats.smallestResolvableDifference)}</span> (in pass rate, against another run of this size)</dd>
      </dl>
      <p>
        What each figure means is explained on the <SiteLink href={`${ROUTES.results}#statistics`}>results page</SiteLink>. The interval and the
        resolvable difference treat every case as an independent trial; repeated attempts at one scenario are not independent, so with
        repeats both are optimistic.
      </p>
      <DataTable caption={`Statistics per scenario (k = ${k})`} id="scenario-statistics">
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col" className="number">Attempts</th>
            <th scope="col" className="number">Passed</th>
            <th scope="col" className="number">Pass rate</th>
            <th scope="col" className="number">Wilson low</th>
            <th scope="col" className="number">Wilson high</th>
            <th scope="col" className="number">pass^{k}</th>
            <th scope="col" className="number">pass@{k}</th>
          </tr>
        </thead>
        <tbody>
          {stats.scenarios.map((row) => (
            <tr key={row.scenarioId} data-scenario={row.scenarioId}>
              <th scope="row"><code>{row.scenarioId}</code></th>
              <td className="number">{row.attempts}</td>
              <td className="number">{row.passed}</td>
              <td className="number">{formatProportion(row.passRate)}</td>
              <td className="number">{formatProportion(row.interval.low)}</td>
              <td className="number">{formatProportion(row.interval.high)}</td>
              <td className="number">{row.passHatK === null ? `fewer than ${k} attempts` : formatProportion(row.passHatK)}</td>
              <td className="number">{row.passAtK === null ? `fewer than ${k} attempts` : formatProportion(row.passAtK)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
