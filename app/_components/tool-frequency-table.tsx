// Tools available during a run, with what each does (from lib/commerce/tools.ts) and how
// often the recorded cases called it.
import { TOOL_DESCRIPTIONS } from '@/lib/commerce/tools';
import { TOOL_NAMES } from '@/lib/commerce/tool-inputs';
import { formatPercent } from '@/lib/site/format';
import { getSiteData } from '@/lib/site/site-data';
import { toolFrequency } from '@/lib/site/tool-usage';
import { DataTable } from './data-table';

export function ToolFrequencyTable() {
  const data = getSiteData();
  const rows = toolFrequency(data.artifacts.map((item) => item.artifact), TOOL_NAMES);
  const total = rows[0]?.totalCases ?? 0;
  return (
    <DataTable caption={`Tool calls over all ${total} recorded cases, controls included`} id="tool-frequency">
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col" className="number">Calls</th>
          <th scope="col" className="number">Cases in which it was called</th>
          <th scope="col" className="number">Share of cases</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.tool}>
            <th scope="row"><code>{row.tool}</code></th>
            <td className="number">{row.calls}</td>
            <td className="number">{row.casesCalledIn}</td>
            <td className="number">{formatPercent(row.casesCalledIn, row.totalCases)}</td>
            <td>{(TOOL_DESCRIPTIONS as Record<string, string>)[row.tool] ?? 'not a declared tool'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
