// Requested versus resolved model per model pairing, with a flag where one requested name
// was answered by different models across runs. Controls have no model and are not listed.
import { modelIdentity } from '@/lib/site/system-cards';
import { runHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable, NoneRecorded } from './data-table';
import { SiteLink } from './site-link';

export function ModelIdentity() {
  const rows = modelIdentity(getSiteData().artifacts.map((item) => item.artifact));
  if (rows.length === 0) return <NoneRecorded what="model runs" />;
  return (
    <DataTable caption="Requested and resolved models per model pairing" id="model-identity">
      <thead>
        <tr>
          <th scope="col">Pairing</th>
          <th scope="col">Requested model</th>
          <th scope="col">Resolved model per run</th>
          <th scope="col">Same model in every run?</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.pairing} data-flagged={row.flagged}>
            <th scope="row">{row.pairing}</th>
            <td>{row.requested ?? 'provider default'}</td>
            <td>
              <ul>
                {row.runs.map((run) => (
                  <li key={run.runId}>
                    <SiteLink href={runHref(run.runId)}>{run.runId}</SiteLink>: {run.resolved.join(', ') || 'not reported'}
                  </li>
                ))}
              </ul>
            </td>
            <td className={row.flagged ? 'verdict-fail' : undefined}>
              {row.flagged ? `No: answered by ${row.resolvedModels.join(', ')}` : row.resolvedModels.length === 1 ? 'yes, as reported' : 'not reported'}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
