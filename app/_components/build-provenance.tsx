// Provenance of this build: what it read and from which checkout.
import { artifactHref } from '@/lib/site/routes';
import { buildCommit, buildProvenance } from '@/lib/site/provenance';
import { getSiteData } from '@/lib/site/site-data';
import { CommitCode } from './repository-links';

export function BuildProvenance() {
  const data = getSiteData();
  const provenance = buildProvenance(data.artifacts.map((item) => item.artifact));
  const { commit, dirty } = buildCommit();
  return (
    <dl className="facts" data-provenance>
      <dt>Artifacts read</dt>
      <dd data-figure="artifacts-read">{provenance.artifactsRead}</dd>
      <dt>Cases scored</dt>
      <dd data-figure="cases-scored">{provenance.casesScored}</dd>
      <dt>Recording dates</dt>
      <dd data-figure="recording-dates">{provenance.recordingDates.join(', ') || 'none'}</dd>
      <dt>Commit</dt>
      <dd>
        {commit ? <CommitCode sha={commit} /> : 'not a git checkout'}
        {dirty ? ' (with uncommitted changes)' : ''}
      </dd>
      <dt>Artifact files</dt>
      <dd>
        <ul>
          {data.artifacts.map((item) => (
            <li key={item.file}>
              <a href={artifactHref(item.file)}>{item.file}</a>
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}
