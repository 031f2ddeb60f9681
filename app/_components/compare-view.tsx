// Two runs of one harness revision side by side: the runs, then per scenario and attempt
// both verdicts, the assertions whose outcome differs and the tool calls that differ, then
// the digest difference. Every case links to its transcript on its run page.
import { SiteLink } from './site-link';
import { DataTable } from './data-table';
import type { CaseSide, RunComparison } from '@/lib/site/compare';
import { formatPercent, shortDigest } from '@/lib/site/format';
import { caseHref, runHref } from '@/lib/site/routes';
import type { RunRow } from '@/lib/site/runs';

const held = (value: boolean | null) => (value === null ? 'not recorded' : value ? 'held' : 'failed');
const calls = (side: CaseSide) => side.toolCalls.map((call) => call.replace(':', ' ')).join(' → ') || 'no tool call';

function Verdict({ side, run, scenarioId, attempt }: { side: CaseSide | null; run: RunRow; scenarioId: string; attempt: number }) {
  if (!side) return <td>not run</td>;
  return (
    <td className={side.passed ? 'verdict-pass' : 'verdict-fail'}>
      <SiteLink href={caseHref(run.runId, scenarioId, attempt)}>{side.passed ? 'passed' : `failed (${side.failureStage})`}</SiteLink>
    </td>
  );
}

export function CompareView({ runA, runB, revision, comparison }: { runA: RunRow; runB: RunRow; revision: string; comparison: RunComparison }) {
  const both = comparison.cases.filter((row) => row.a && row.b);
  const differing = both.filter((row) => !row.sameVerdict);
  return (
    <article>
      <h1>Compare two runs</h1>
      <p className="lead">
        {runA.pairing}, {runA.date} and {runB.pairing}, {runB.date}: both graded by harness revision <code>{revision}</code>.
      </p>
      <DataTable caption="The two runs" id="compare-runs">
        <thead>
          <tr><th scope="col">Run</th><th scope="col">Provider</th><th scope="col">Requested model</th><th scope="col">Resolved model</th><th scope="col" className="number">Passed / cases</th><th scope="col" className="number">Pass rate</th></tr>
        </thead>
        <tbody>
          {[runA, runB].map((run, index) => (
            <tr key={`${run.runId}-${index}`}>
              <th scope="row">{index === 0 ? 'A' : 'B'}: <SiteLink href={runHref(run.runId)} className="run-id">{run.runId}</SiteLink></th>
              <td>{run.providerId} <span className="badge">{run.providerKind === 'control' ? 'control, not a model' : 'model'}</span></td>
              <td>{run.requestedModel ?? 'none'}</td>
              <td>{run.resolvedModels.join(', ') || 'not reported'}</td>
              <td className="number">{run.passed} / {run.cases}</td>
              <td className="number">{formatPercent(run.passed, run.cases)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p data-compare-summary>
        {both.length} case{both.length === 1 ? '' : 's'} in both runs, {differing.length} with different verdicts;{' '}
        {comparison.cases.filter((row) => !row.b).length} only in A, {comparison.cases.filter((row) => !row.a).length} only in B.
      </p>
      <h2>Verdicts by scenario and attempt</h2>
      <DataTable caption="Verdicts of run A and run B, with the assertions and tool calls that differ" id="compare-cases">
        <thead>
          <tr><th scope="col">Scenario</th><th scope="col">Attempt</th><th scope="col">Run A</th><th scope="col">Run B</th><th scope="col">Assertions that differ</th><th scope="col">Tool calls</th></tr>
        </thead>
        <tbody>
          {comparison.cases.map((row) => (
            <tr key={`${row.scenarioId}-${row.attempt}`} data-scenario={row.scenarioId} data-same={row.sameVerdict}>
              <th scope="row"><code>{row.scenarioId}</code></th>
              <td>{row.attempt}</td>
              <Verdict side={row.a} run={runA} scenarioId={row.scenarioId} attempt={row.attempt} />
              <Verdict side={row.b} run={runB} scenarioId={row.scenarioId} attempt={row.attempt} />
              <td>
                {row.assertionDifferences.length === 0
                  ? row.a && row.b ? 'none' : '—'
                  : row.assertionDifferences.map((difference, index) => (
                      <span key={`${difference.origin}-${difference.id}`}>{index > 0 ? '; ' : ''}<code>{difference.id}</code>: A {held(difference.a)}, B {held(difference.b)}</span>
                    ))}
              </td>
              <td>{!row.a || !row.b ? '—' : row.toolCallsDiffer ? <>A: {calls(row.a)}; B: {calls(row.b)}</> : <>same: {calls(row.a)}</>}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <h2>Digests</h2>
      {comparison.digestDifferences.length === 0 ? (
        <p data-digest-difference="none">No difference: every pinned file and the lockfile have the same SHA-256 in both artifacts.</p>
      ) : (
        <DataTable caption="Digests that differ between the two runs" id="compare-digests">
          <thead><tr><th scope="col">File</th><th scope="col">Run A</th><th scope="col">Run B</th></tr></thead>
          <tbody>
            {comparison.digestDifferences.map((row) => (
              <tr key={row.path}><th scope="row"><code>{row.path}</code></th><td>{row.a ? <code title={row.a}>{shortDigest(row.a)}</code> : 'not pinned'}</td><td>{row.b ? <code title={row.b}>{shortDigest(row.b)}</code> : 'not pinned'}</td></tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </article>
  );
}
