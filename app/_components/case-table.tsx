// A run's cases, one row per scenario: passes out of attempts, then every attempt as a link
// to its verdict, assertions and transcript in the run's case documents, marked passed or
// failed in text as well as colour. A run of a hundred attempts per scenario lists 1,400
// links here, so each is as short as it can be: relative, and spaced by CSS, not text.
import type { ScenarioCasesRow } from '@/lib/site/run-page';
import { formatRatio } from '@/lib/site/format';
import { DataTable } from './data-table';

export function CaseTable({ rows }: { rows: ScenarioCasesRow[] }) {
  return (
    <DataTable caption="Cases of this run, by scenario" id="cases">
      <thead>
        <tr>
          <th scope="col">Scenario</th>
          <th scope="col" className="number">Passed / attempts</th>
          <th scope="col">Attempts</th>
          <th scope="col">Failure stages</th>
          <th scope="col" className="number">Median elapsed</th>
          <th scope="col">Tools called</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.scenarioId} data-scenario={row.scenarioId}>
            <th scope="row">
              <code className="identifier">{row.scenarioId}</code>
              {row.label ? ` (${row.label})` : ''}
            </th>
            <td className="number">{formatRatio(row.passed, row.attempts.length)}</td>
            <td className="attempts">
              {row.attempts.map((link) => (
                <a key={link.attempt} href={link.href} className={link.passed ? 'verdict-pass' : 'verdict-fail'}>{`${link.attempt} ${link.passed ? 'passed' : 'failed'}`}</a>
              ))}
            </td>
            <td>{row.failureStages.join(', ') || '—'}</td>
            <td className="number">{row.elapsed}</td>
            <td>{row.tools.join(', ') || 'none'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
