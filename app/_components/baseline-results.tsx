// How the trivial-agent baselines fared in their recorded runs of the current revision: a
// passed case here is a hole in the rubric. A baseline with no such run says so.
import { currentRevisionRuns } from '@/lib/site/revisions';
import { formatRatio } from '@/lib/site/format';
import { BASELINE_DESCRIPTIONS } from '@/lib/site/declarations';
import { baselineResults } from '@/lib/site/rubric-accuracy';
import { runHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

export function BaselineResults() {
  const rows = baselineResults(currentRevisionRuns(getSiteData()).artifacts);
  return (
    <DataTable caption="Trivial-agent baselines: cases passed in their runs of the current revision" id="baselines">
      <thead>
        <tr>
          <th scope="col">Baseline</th>
          <th scope="col">What it answers</th>
          <th scope="col">Passed</th>
          <th scope="col">Run</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.baseline} data-baseline={row.baseline}>
            <th scope="row"><code>{row.baseline}</code></th>
            <td>{BASELINE_DESCRIPTIONS[row.baseline]}</td>
            <td className="number">{row.runId ? formatRatio(row.passed, row.cases) : '—'}</td>
            <td>{row.runId ? <SiteLink href={runHref(row.runId)}>{row.runId}</SiteLink> : 'no run of the current revision recorded'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
