// The comparison page's body: every run grouped by harness revision (the static list, also
// what a reader without JavaScript gets, each run linking to its page), then the panel that
// compares any two runs of one revision in the browser.
import { compareRevisions } from '@/lib/site/compare-data';
import { runHref } from '@/lib/site/routes';
import { ComparePanel } from './compare-panel';
import { SiteLink } from './site-link';

export function ComparePicker() {
  const revisions = compareRevisions();
  return (
    <>
      <ComparePanel revisions={revisions} />
      <h2>Runs by harness revision</h2>
      {revisions.map((revision) => (
        <section key={revision.id} id={`compare-${revision.id}`} aria-labelledby={`compare-${revision.id}-title`} data-revision={revision.id}>
          <h3 id={`compare-${revision.id}-title`}>
            Harness revision <code>{revision.id}</code>{' '}
            <span className="badge">{revision.matchesCurrentSource ? 'current source' : 'graded under an older revision'}</span>
          </h3>
          {revision.runs.length < 2 ? <p>Only one run has this revision: there is nothing to compare it with.</p> : null}
          <ul>
            {revision.runs.map((run) => (
              <li key={run.runId} data-compare-run={run.runId}>
                <SiteLink href={runHref(run.runId)} className="run-id">{run.runId}</SiteLink>: {run.label}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
