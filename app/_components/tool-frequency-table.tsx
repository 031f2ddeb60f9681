// Tools available during a run, with what each does (the description the model is given) and how
// often the recorded cases called it.
import { declaredTools } from '@/lib/site/declarations';
import { formatPercent } from '@/lib/site/format';
import { getSiteData } from '@/lib/site/site-data';
import { toolFrequency } from '@/lib/site/tool-usage';
import { DataTable } from './data-table';

export function ToolFrequencyTable() {
  const data = getSiteData();
  const tools = declaredTools();
  const rows = toolFrequency(data.artifacts.map((item) => item.artifact), tools.map((tool) => tool.name));
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
            <td>{tools.find((tool) => tool.name === row.tool)?.description ?? 'not a declared tool'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
