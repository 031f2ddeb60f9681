// Links to every pair of runs that share a harness revision, grouped by revision. Runs of
// different revisions are never offered: their figures were graded by different code.
import { comparePairs } from '@/lib/site/compare';
import { compareHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import type { RunRow } from '@/lib/site/runs';
import { SiteLink } from './site-link';

const describe = (run: RunRow) => `${run.pairing}${run.providerKind === 'control' ? ' (control)' : ''}, ${run.date}, ${run.passed} / ${run.cases} passed`;

export function ComparePicker() {
  const data = getSiteData();
  const pairs = comparePairs(data.digestGroups);
  const run = (runId: string) => data.runs.find((candidate) => candidate.runId === runId)!;
  return (
    <>
      {data.digestGroups.map((group) => {
        const inGroup = pairs.filter((pair) => pair.group === group.id);
        return (
          <section key={group.id} id={`compare-${group.id}`} aria-labelledby={`compare-${group.id}-title`} data-revision={group.id}>
            <h3 id={`compare-${group.id}-title`}>
              Harness revision <code>{group.id}</code>{' '}
              <span className="badge">{group.matchesCurrentSource ? 'current source' : 'graded under an older revision'}</span>
            </h3>
            {inGroup.length === 0 ? (
              <p>Only one run, <code>{group.runIds[0]}</code>, has this revision: there is nothing to compare it with.</p>
            ) : (
              <ul>
                {inGroup.map((pair) => (
                  <li key={`${pair.a}/${pair.b}`}>
                    <SiteLink href={compareHref(pair.a, pair.b)}>
                      <span className="run-id">{pair.a}</span> with <span className="run-id">{pair.b}</span>
                    </SiteLink>
                    : {describe(run(pair.a))}; {describe(run(pair.b))}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
