// Scenario × pairing verdicts as a coloured table: passed / attempts in each cell, with
// model pairings and control pairings under separate column headings.
import { formatRatio } from '@/lib/site/format';
import { currentRevisionRuns } from '@/lib/site/revisions';
import { getSiteData } from '@/lib/site/site-data';
import { cellOutcome, verdictMatrix, type CellOutcome } from '@/lib/site/verdict-matrix';
import { DataTable, NoneRecorded } from './data-table';
import { PooledRevisionNote } from './pooled-revision-note';

const CELL_CLASS: Record<CellOutcome, string | undefined> = { pass: 'cell-pass', fail: 'cell-fail', mixed: 'cell-mixed', 'not-run': undefined };

export function VerdictMatrixTable() {
  const data = getSiteData();
  const pooled = currentRevisionRuns(data);
  const matrix = verdictMatrix(data.groups, pooled.artifacts);
  if (matrix.columns.length === 0)
    return (
      <>
        <PooledRevisionNote pooled={pooled} />
        <NoneRecorded what="runs" />
      </>
    );
  const { modelColumns: models, controlColumns: controls } = matrix;
  return (
    <>
      <PooledRevisionNote pooled={pooled} />
      <DataTable caption="Verdicts per scenario and pairing (passed / attempts)" id="verdict-matrix">
        <thead>
          <tr>
            <td />
            {models > 0 ? <th scope="colgroup" colSpan={models}>Models</th> : null}
            {controls > 0 ? <th scope="colgroup" colSpan={controls}>Controls (not models)</th> : null}
          </tr>
          <tr>
            <th scope="col">Scenario</th>
            {matrix.columns.map((column) => (
              <th scope="col" key={`${column.kind}:${column.pairing}`} data-kind={column.kind}>
                {column.pairing}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.scenarioId}>
              <th scope="row">
                <code>{row.scenarioId}</code>
                {row.label ? ` (${row.label})` : ''}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={CELL_CLASS[cellOutcome(cell)]}>
                  {cell.attempts === 0 ? 'not run' : formatRatio(cell.passed, cell.attempts)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
