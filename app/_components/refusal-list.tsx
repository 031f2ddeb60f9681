// Tool refusals aggregated over every recorded case: per tool, how many, and each
// distinct message with its count. Refusal text comes from our tools, but it is still
// rendered as text.
import { getSiteData } from '@/lib/site/site-data';
import { toolRefusals } from '@/lib/site/tool-usage';
import { DataTable, NoneRecorded } from './data-table';

export function RefusalList() {
  const refusals = toolRefusals(getSiteData().artifacts.map((item) => item.artifact));
  if (refusals.length === 0) return <NoneRecorded what="tool refusals" />;
  return (
    <DataTable caption="Tool refusals over every recorded case" id="refusals" deferred>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col" className="number">Refusals</th>
          <th scope="col">Status</th>
          <th scope="col" className="number">Times</th>
          <th scope="col">Message</th>
        </tr>
      </thead>
      <tbody>
        {refusals.flatMap((entry) =>
          entry.messages.map((message, index) => (
            <tr key={`${entry.tool}-${index}`} data-tool={entry.tool}>
              {index === 0 ? (
                <>
                  <th scope="rowgroup" rowSpan={entry.messages.length}><code>{entry.tool}</code></th>
                  <td className="number" rowSpan={entry.messages.length}>{entry.count}</td>
                </>
              ) : null}
              <td>{message.status}</td>
              <td className="number">{message.count}</td>
              <td>{message.text}</td>
            </tr>
          )),
        )}
      </tbody>
    </DataTable>
  );
}
