'use client';
// The comparison itself: choose run A, then run B among the runs of A's harness revision;
// the panel loads both runs' compact case data (JSON written at build) and compares them
// here with lib/site/compare.ts. The pair is kept in the address (`?a=…&b=…`, older run
// first, as the picker lists them), so a comparison can be linked. Progressive
// enhancement: without JavaScript this renders nothing and the run pages carry the verdicts.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { compareRuns, type RunComparison } from '@/lib/site/compare';
import type { CompareRevision, CompareRunData } from '@/lib/site/compare-data';
import { compareDataHref } from '@/lib/site/routes';
import { CompareView } from './compare-view';

type Result =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'refused'; reason: string }
  | { status: 'ready'; runA: CompareRunData; runB: CompareRunData; comparison: RunComparison };

async function load(runId: string): Promise<CompareRunData> {
  const response = await fetch(compareDataHref(runId));
  if (!response.ok) throw new Error(`the data of run ${runId} answered ${response.status}`);
  return (await response.json()) as CompareRunData;
}

export function ComparePanel({ revisions }: { revisions: CompareRevision[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [result, setResult] = useState<Result>({ status: 'none' });
  const revisionOf = useCallback((runId: string) => revisions.find((revision) => revision.runs.some((run) => run.runId === runId)), [revisions]);

  const compare = useCallback(
    async (first: string, second: string) => {
      const [revisionA, revisionB] = [revisionOf(first), revisionOf(second)];
      if (!revisionA || !revisionB) return setResult({ status: 'refused', reason: `No recorded run has the id ${!revisionA ? first : second}.` });
      if (first === second) return setResult({ status: 'refused', reason: 'Run A and run B are the same run.' });
      if (revisionA !== revisionB) {
        return setResult({ status: 'refused', reason: `Run ${first} was graded by harness revision ${revisionA.id} and run ${second} by ${revisionB.id}: runs of different revisions are not compared.` });
      }
      // The older run is A, whichever order the address gave.
      const order = revisionA.runs.map((run) => run.runId);
      const [older, newer] = order.indexOf(first) < order.indexOf(second) ? [first, second] : [second, first];
      setA(older);
      setB(newer);
      window.history.replaceState(null, '', `?a=${older}&b=${newer}`);
      setResult({ status: 'loading' });
      try {
        const [runA, runB] = await Promise.all([load(older), load(newer)]);
        setResult({ status: 'ready', runA, runB, comparison: compareRuns(runA, runB) });
      } catch (error) {
        setResult({ status: 'refused', reason: `The comparison could not be loaded: ${(error as Error).message}.` });
      }
    },
    [revisionOf],
  );

  useEffect(() => {
    setEnhanced(true);
    const query = new URLSearchParams(window.location.search);
    const [first, second] = [query.get('a'), query.get('b')];
    if (first) setA(first);
    if (first && second) void compare(first, second);
  }, [compare]);

  if (!enhanced) return null;
  const candidates = revisionOf(a)?.runs.filter((run) => run.runId !== a) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (a && b) void compare(a, b);
  };
  return (
    <div data-compare-panel>
      <form className="compare-form" onSubmit={submit}>
        <p>
          <label htmlFor="compare-a">Run A</label>
          <select id="compare-a" value={a} onChange={(event) => (setA(event.target.value), setB(''))}>
            <option value="">Choose a run</option>
            {revisions.map((revision) => (
              <optgroup key={revision.id} label={`Revision ${revision.id}`}>
                {revision.runs.map((run) => (
                  <option key={run.runId} value={run.runId}>{`${run.runId}: ${run.label}`}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="compare-b">Run B, of the same revision</label>
          <select id="compare-b" value={b} disabled={candidates.length === 0} onChange={(event) => setB(event.target.value)}>
            <option value="">{a ? (candidates.length ? 'Choose a run' : 'No other run has this revision') : 'Choose run A first'}</option>
            {candidates.map((run) => (
              <option key={run.runId} value={run.runId}>{`${run.runId}: ${run.label}`}</option>
            ))}
          </select>
        </p>
        <button type="submit" disabled={!a || !b}>Compare</button>
      </form>
      <div aria-live="polite">
        {result.status === 'loading' ? <p>Loading both runs…</p> : null}
        {result.status === 'refused' ? <p data-compare-refused>{result.reason}</p> : null}
        {result.status === 'ready' ? <CompareView runA={result.runA} runB={result.runB} comparison={result.comparison} /> : null}
      </div>
    </div>
  );
}
