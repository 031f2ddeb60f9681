// Two runs of one harness revision side by side: the runs, then per scenario and attempt
// both verdicts, the assertions whose outcome differs and the tool calls that differ, then
// the digest difference. Every verdict links to its case document. Rendered in the browser
// by the comparison panel, from the two runs' compact data.
import type { CaseSide, RunComparison } from '@/lib/site/compare';
import type { CompareRunData } from '@/lib/site/compare-data';
import { caseLocationHref } from '@/lib/site/case-documents';
import { formatPercent, shortDigest } from '@/lib/site/format';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

const held = (value: boolean | null) => (value === null ? 'not recorded' : value ? 'held' : 'failed');
const calls = (side: CaseSide) => side.toolCalls.map((call) => call.replace(':', ' ')).join(' → ') || 'no tool call';

function Verdict({ side, run, scenarioId, attempt }: { side: CaseSide | null; run: CompareRunData; scenarioId: string; attempt: number }) {
  if (!side) return <td>not run</td>;
  const part = run.cases.find((item) => item.scenarioId === scenarioId && item.attempt === attempt)!.part;
  return (
    <td className={side.passed ? 'verdict-pass' : 'verdict-fail'}>
      <a href={caseLocationHref(run.runId, part, { scenarioId, attempt })}>{side.passed ? 'passed' : `failed (${side.failureStage})`}</a>
    </td>
  );
}

export function CompareView({ runA, runB, comparison }: { runA: CompareRunData; runB: CompareRunData; comparison: RunComparison }) {
  const { counts } = comparison;
  return (
    <>
      <h2>
        Run A, {runA.pairing}, with run B, {runB.pairing}
      </h2>
      <p>
        {runA.date} and {runB.date}: both graded by harness revision <code>{runA.revision}</code>.
      </p>
      <DataTable caption="The two runs" id="compare-runs">
        <thead>
          <tr><th scope="col">Run</th><th scope="col">Provider</th><th scope="col">Requested model</th><th scope="col">Resolved model</th><th scope="col" className="number">Passed / cases</th><th scope="col" className="number">Pass rate</th></tr>
        </thead>
        <tbody>
          {[runA, runB].map((run, index) => (
            <tr key={`${run.runId}-${index}`}>
              <th scope="row">{index === 0 ? 'A' : 'B'}: <SiteLink href={run.href} className="run-id">{run.runId}</SiteLink></th>
              <td>{run.providerId} <span className="badge">{run.providerKind === 'control' ? 'control, not a model' : 'model'}</span></td>
              <td>{run.requestedModel ?? 'none'}</td>
              <td>{run.resolvedModels.join(', ') || 'not reported'}</td>
              <td className="number">{run.passed} / {run.total}</td>
              <td className="number">{formatPercent(run.passed, run.total)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p data-compare-summary>
        {counts.both} case{counts.both === 1 ? '' : 's'} in both runs, {counts.differing} with different verdicts; {counts.onlyA} only in A, {counts.onlyB} only in B.
      </p>
      <h3>Verdicts by scenario and attempt</h3>
      <DataTable caption="Verdicts of run A and run B, with the assertions and tool calls that differ" id="compare-cases">
        <thead>
          <tr><th scope="col">Scenario</th><th scope="col">Attempt</th><th scope="col">Run A</th><th scope="col">Run B</th><th scope="col">Assertions that differ</th><th scope="col">Tool calls</th></tr>
        </thead>
        <tbody>
          {comparison.cases.map((row) => (
            <tr key={`${row.scenarioId}-${row.attempt}`} data-scenario={row.scenarioId} data-same={row.sameVerdict}>
              <th scope="row"><code className="identifier">{row.scenarioId}</code></th>
              <td>{row.attempt}</td>
              <Verdict side={row.a} run={runA} scenarioId={row.scenarioId} attempt={row.attempt} />
              <Verdict side={row.b} run={runB} scenarioId={row.scenarioId} attempt={row.attempt} />
              <td>
                {row.assertionDifferences.length === 0
                  ? row.a && row.b ? 'none' : '—'
                  : row.assertionDifferences.map((difference, index) => (
                      <span key={`${difference.origin}-${difference.id}`}>{index > 0 ? '; ' : ''}<code className="identifier">{difference.id}</code>: A {held(difference.a)}, B {held(difference.b)}</span>
                    ))}
              </td>
              <td>{!row.a || !row.b ? '—' : row.toolCallsDiffer ? <>A: {calls(row.a)}; B: {calls(row.b)}</> : <>same: {calls(row.a)}</>}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <h3>Digests</h3>
      {comparison.digestDifferences.length === 0 ? (
        <p data-digest-difference="none">No difference: every pinned file and the lockfile have the same SHA-256 in both artifacts.</p>
      ) : (
        <DataTable caption="Digests that differ between the two runs" id="compare-digests">
          <thead><tr><th scope="col">File</th><th scope="col">Run A</th><th scope="col">Run B</th></tr></thead>
          <tbody>
            {comparison.digestDifferences.map((row) => (
              <tr key={row.path}><th scope="row"><code className="identifier">{row.path}</code></th><td>{row.a ? <code title={row.a}>{shortDigest(row.a)}</code> : 'not pinned'}</td><td>{row.b ? <code title={row.b}>{shortDigest(row.b)}</code> : 'not pinned'}</td></tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  );
}
