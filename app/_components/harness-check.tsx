// Control runs as harness checks: whether the control did what it must, with its counts and
// revision, and no interval — a control replays declared text, so it estimates nothing.
import type { HarnessCheck } from '@/lib/site/harness-check';
import { expectationText } from '@/lib/site/accepted-providers';
import { harnessCheckLine, harnessCheckVerdict } from '@/lib/site/harness-check';
import { runHref } from '@/lib/site/routes';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

function behavedAttribute(check: HarnessCheck): string {
  return check.behaved === null ? 'undeclared' : String(check.behaved);
}

/** The run page's line, in place of its statistics. */
export function HarnessCheckView({ check }: { check: HarnessCheck }) {
  return (
    <p data-harness-check={behavedAttribute(check)} data-revision={check.revision}>
      {harnessCheckLine(check)}
    </p>
  );
}

/** The results page's controls of one revision. */
export function HarnessCheckTable({ checks, caption, id }: { checks: readonly HarnessCheck[]; caption: string; id: string }) {
  return (
    <DataTable caption={caption} id={id}>
      <thead>
        <tr>
          <th scope="col">Run</th>
          <th scope="col">Declared</th>
          <th scope="col" className="number">Passed / cases</th>
          <th scope="col">Harness check</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((check) => (
          <tr key={check.runId} data-run-id={check.runId} data-harness-check={behavedAttribute(check)}>
            <th scope="row">
              <SiteLink href={runHref(check.runId)} className="run-id">{check.runId}</SiteLink> <span className="badge">control: {check.providerId}</span>
            </th>
            <td>{expectationText(check.expectation)}</td>
            <td className="number">{check.passed} / {check.cases}</td>
            <td>{harnessCheckVerdict(check)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
