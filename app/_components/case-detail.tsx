// One case of a run: verdict and failure, elapsed, tools, every assertion held or failed,
// the in-browser re-check of those assertions, and the transcript.
import type { Artifact, ArtifactCase } from '@/lib/site/artifacts';
import { outcomeRows } from '@/lib/site/case-outcomes';
import { formatElapsed } from '@/lib/site/format';
import { caseAnchor } from '@/lib/site/routes';
import { toolsCalled } from '@/lib/site/transcript';
import { CaseTranscript } from './case-transcript';
import { DataTable } from './data-table';
import { RecheckCase } from './recheck-case';

export function CaseDetail({ artifact, item, caseIndex, downloadHref }: { artifact: Artifact; item: ArtifactCase; caseIndex: number; downloadHref: string }) {
  const anchor = caseAnchor(item.scenarioId, item.attempt);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} data-case={item.scenarioId}>
      <h3 id={`${anchor}-title`}>
        <code>{item.scenarioId}</code>
        {item.label ? ` (${item.label})` : ''}, attempt {item.attempt}:{' '}
        <span className={item.passed ? 'verdict-pass' : 'verdict-fail'}>{item.passed ? 'passed' : 'failed'}</span>
      </h3>
      <dl className="facts">
        {item.failureStage ? (
          <>
            <dt>Failure stage</dt>
            <dd>{item.failureStage}</dd>
            <dt>Failure</dt>
            <dd>{item.failureText}</dd>
          </>
        ) : null}
        <dt>Response</dt>
        <dd>{item.response.kind}{item.response.degraded ? `, degraded (${item.response.degradedReason ?? 'reason not recorded'})` : ''}</dd>
        <dt>Elapsed</dt>
        <dd>{formatElapsed(item.elapsedMs)}</dd>
        <dt>Tools called</dt>
        <dd>{toolsCalled(item).join(', ') || 'none'}</dd>
        {item.usage ? (
          <>
            <dt>Tokens</dt>
            <dd>{item.usage.inputTokens ?? '?'} in, {item.usage.outputTokens ?? '?'} out</dd>
          </>
        ) : null}
        {item.costUsd !== null ? (
          <>
            <dt>Cost</dt>
            <dd>USD {item.costUsd.toFixed(4)}</dd>
          </>
        ) : null}
      </dl>
      <DataTable caption={`Assertions for ${item.scenarioId}, attempt ${item.attempt}`} id={`${anchor}-assertions`}>
        <thead>
          <tr>
            <th scope="col">Assertion</th>
            <th scope="col">Origin</th>
            <th scope="col">Kind</th>
            <th scope="col">Outcome</th>
            <th scope="col">What it establishes</th>
            <th scope="col">Matched text</th>
          </tr>
        </thead>
        <tbody>
          {outcomeRows(artifact, item).map((outcome) => (
            <tr key={`${outcome.origin}-${outcome.id}`}>
              <th scope="row"><code>{outcome.id}</code></th>
              <td>{outcome.origin}</td>
              <td>{outcome.kind}</td>
              <td className={outcome.held ? 'verdict-pass' : 'verdict-fail'}>{outcome.held ? 'held' : 'failed'}</td>
              <td>{outcome.says}</td>
              <td>{outcome.matched === null ? '—' : <code>{outcome.matched}</code>}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <RecheckCase
        name={`${item.scenarioId}, attempt ${item.attempt}`}
        recordedPassed={item.passed}
        href={downloadHref}
        caseIndex={caseIndex}
      />
      <CaseTranscript item={item} />
    </section>
  );
}
