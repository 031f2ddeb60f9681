// Every case of a run in one table: verdict, failure stage, elapsed and tools called,
// each linking to the case's detail below.
import type { ArtifactCase } from '@/lib/site/artifacts';
import { formatElapsed } from '@/lib/site/format';
import { caseAnchor } from '@/lib/site/routes';
import { toolsCalled } from '@/lib/site/transcript';
import { DataTable } from './data-table';

export function CaseTable({ cases }: { cases: ArtifactCase[] }) {
  return (
    <DataTable caption="Cases of this run" id="cases">
      <thead>
        <tr>
          <th scope="col">Scenario</th>
          <th scope="col">Attempt</th>
          <th scope="col">Verdict</th>
          <th scope="col">Failure stage</th>
          <th scope="col" className="number">Elapsed</th>
          <th scope="col">Tools called</th>
        </tr>
      </thead>
      <tbody>
        {cases.map((item) => (
          <tr key={`${item.scenarioId}-${item.attempt}`} data-scenario={item.scenarioId}>
            <th scope="row">
              <a href={`#${caseAnchor(item.scenarioId, item.attempt)}`}>{item.scenarioId}</a>
              {item.label ? ` (${item.label})` : ''}
            </th>
            <td>{item.attempt}</td>
            <td className={item.passed ? 'verdict-pass' : 'verdict-fail'}>{item.passed ? 'passed' : 'failed'}</td>
            <td>{item.failureStage ?? '—'}</td>
            <td className="number">{formatElapsed(item.elapsedMs)}</td>
            <td>{toolsCalled(item).join(', ') || 'none'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
