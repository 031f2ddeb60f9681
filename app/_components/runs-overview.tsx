// The runs of one kind (models or controls): the pass-rate chart and the runs table, which
// sorts and filters once JavaScript runs. Controls get their own section, caption and label;
// they are never listed as models. The rows and the chart come shaped from lib/site.
import { runsOverview } from '@/lib/site/runs-overview';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable, NoneRecorded } from './data-table';
import { PassRateChart } from './pass-rate-chart';
import { SiteLink } from './site-link';

export function RunsOverview({ kind }: { kind: 'model' | 'control' }) {
  const overview = runsOverview(getSiteData().runs, kind);
  if (!overview) return <NoneRecorded what={kind === 'model' ? 'model runs' : 'control runs'} />;
  const id = `runs-${kind}`;
  return (
    <>
      <PassRateChart layout={overview.chart} title={overview.chartTitle} id={`chart-${kind}`} />
      <DataTable caption={overview.tableCaption} id={id} sortable={{ filterLabel: 'Filter runs' }}>
        <thead>
          <tr>
            <th scope="col">Run</th>
            <th scope="col">Date</th>
            <th scope="col">Provider</th>
            <th scope="col">Requested model</th>
            <th scope="col">Resolved model</th>
            <th scope="col" className="number">Cases</th>
            <th scope="col" className="number">Passed</th>
            <th scope="col" className="number">Pass rate</th>
            <th scope="col" className="number">Degraded</th>
            <th scope="col">Digest group</th>
          </tr>
        </thead>
        <tbody>
          {overview.rows.map((row) => (
            <tr key={row.runId} data-run-id={row.runId}>
              <th scope="row"><SiteLink href={row.href} className="run-id">{row.runId}</SiteLink></th>
              <td className="date">{row.date}</td>
              <td>{row.provider} <span className="badge">{row.kind}</span></td>
              <td>{row.requested}</td>
              <td>{row.resolved}</td>
              <td className="number">{row.cases}</td>
              <td className="number">{row.passed}</td>
              <td className="number" data-sort={row.passRateValue}>{row.passRate}</td>
              <td className="number">{row.degraded}</td>
              <td>{row.digestGroup} <span className="badge">{row.digestNote}</span></td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
