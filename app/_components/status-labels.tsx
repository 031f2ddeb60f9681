// The status label every artifact carries, with how many runs carry it: the figures'
// status in the artifacts' own words.
import { buildProvenance } from '@/lib/site/provenance';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable } from './data-table';

export function StatusLabels() {
  const { statusLabels } = buildProvenance(getSiteData().artifacts.map((item) => item.artifact));
  return (
    <DataTable caption="Status labels recorded in the artifacts" id="status-labels">
      <thead>
        <tr>
          <th scope="col">Status label</th>
          <th scope="col" className="number">Runs</th>
        </tr>
      </thead>
      <tbody>
        {statusLabels.map((entry) => (
          <tr key={entry.label}>
            <th scope="row"><code>{entry.label}</code></th>
            <td className="number">{entry.runs}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
