'use client';
// The run page's re-check: loads the run's artifact file (the download, byte for byte) and
// re-checks any case with the shared per-case control. Nothing is embedded in the page for
// it, so its size does not grow with the run. Progressive enhancement: without JavaScript
// this renders nothing and the recorded verdicts stay in the case documents. A link
// `?recheck=<case anchor>#recheck` opens a case directly.
import { useCallback, useEffect, useState } from 'react';
import { recheckableCasesOfText, type RecheckableCase } from '@/lib/site/recheck-input';
import { downloadArtifact } from './artifact-download';
import { RecheckCase } from './recheck-case';

type Loaded = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; cases: RecheckableCase[] } | { status: 'error'; message: string };

export function RecheckRun({ artifactHref, caseCount }: { artifactHref: string; caseCount: number }) {
  const [enhanced, setEnhanced] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const [selected, setSelected] = useState('');
  const load = useCallback(
    async (wanted: string | null) => {
      setLoaded({ status: 'loading' });
      try {
        const cases = recheckableCasesOfText(await downloadArtifact(artifactHref));
        setLoaded({ status: 'ready', cases });
        setSelected(cases.some((item) => item.anchor === wanted) ? wanted! : (cases[0]?.anchor ?? ''));
        if (wanted) document.getElementById('recheck')?.scrollIntoView();
      } catch (error) {
        setLoaded({ status: 'error', message: (error as Error).message });
      }
    },
    [artifactHref],
  );
  useEffect(() => {
    setEnhanced(true);
    const wanted = new URLSearchParams(window.location.search).get('recheck');
    if (wanted) void load(wanted);
  }, [load]);
  if (!enhanced) return null;
  if (loaded.status === 'idle' || loaded.status === 'loading') {
    return (
      <button type="button" className="recheck-load" disabled={loaded.status === 'loading'} onClick={() => void load(null)}>
        {loaded.status === 'loading' ? 'Loading the artifact…' : `Load the ${caseCount} recorded case${caseCount === 1 ? '' : 's'} to re-check them`}
      </button>
    );
  }
  if (loaded.status === 'error') return <p role="alert">The artifact could not be loaded: {loaded.message}.</p>;
  const current = loaded.cases.find((item) => item.anchor === selected);
  return (
    <div data-recheck-run>
      <p className="table-controls">
        <label htmlFor="recheck-case">Case to re-check</label>
        <select id="recheck-case" value={selected} onChange={(event) => setSelected(event.target.value)}>
          {loaded.cases.map((item) => (
            <option key={item.anchor} value={item.anchor}>
              {item.name} (recorded {item.recordedPassed ? 'passed' : 'failed'})
            </option>
          ))}
        </select>
      </p>
      {current ? <RecheckCase key={current.anchor} href={artifactHref} caseIndex={current.caseIndex} recordedPassed={current.recordedPassed} name={current.name} /> : null}
    </div>
  );
}
