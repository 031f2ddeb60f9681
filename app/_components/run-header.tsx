// A run's header: ids, provider and models, environment, status and the download.
import type { LoadedArtifact } from '@/lib/site/artifacts';
import { formatBytes, formatPercent } from '@/lib/site/format';
import { artifactHref, runHref } from '@/lib/site/routes';
import type { RunRow } from '@/lib/site/runs';
import { CommitCode } from './repository-links';
import { SiteLink } from './site-link';

export function RunHeader({ loaded, row, knownRunIds }: { loaded: LoadedArtifact; row: RunRow; knownRunIds: readonly string[] }) {
  const { artifact } = loaded;
  const environment = artifact.environment;
  return (
    <>
      {artifact.provider.kind === 'control' ? (
        <p className="control-note" role="note">
          This is a <strong>control run</strong>, not a model measurement: provider <code>{artifact.provider.id}</code> replays declared text to test the harness.
        </p>
      ) : null}
      <dl className="facts" data-run-facts>
        <dt>Run id</dt>
        <dd><code>{artifact.runId}</code></dd>
        <dt>Status label</dt>
        <dd><code>{artifact.statusLabel}</code></dd>
        <dt>State</dt>
        <dd data-run-state>{row.stateLabel}</dd>
        <dt>Provider</dt>
        <dd>{artifact.provider.id} ({artifact.provider.kind})</dd>
        <dt>Requested model</dt>
        <dd>{artifact.model.requested ?? 'none'}</dd>
        <dt>Resolved models</dt>
        <dd>{artifact.model.resolved.join(', ') || 'not reported'}</dd>
        <dt>Selection</dt>
        <dd><code>{artifact.selection.spec}</code> ({artifact.selection.caseIds.length} scenarios × {artifact.repeat} attempt{artifact.repeat === 1 ? '' : 's'}, concurrency {artifact.concurrency})</dd>
        <dt>Started</dt>
        <dd>{artifact.startedAt}</dd>
        <dt>Finished</dt>
        <dd>{artifact.finishedAt ?? 'not finished (interrupted or running)'}</dd>
        <dt>Cases passed</dt>
        <dd data-figure="run-passed">{row.passed} of {row.cases} ({formatPercent(row.passed, row.cases)}); {row.degraded} degraded</dd>
        <dt>Environment</dt>
        <dd>Node {environment.node}, {environment.platform}/{environment.arch}{environment.cliVersion ? `, CLI ${environment.cliVersion}` : ''}</dd>
        <dt>Commit</dt>
        <dd>{environment.gitCommit ? <CommitCode sha={environment.gitCommit} /> : 'not recorded'}{environment.gitDirty ? ' (with uncommitted changes)' : ''}</dd>
        <dt>Lockfile SHA-256</dt>
        <dd><code>{artifact.lockfileSha256}</code></dd>
        <dt>Harness revision</dt>
        <dd>
          <code data-revision>{row.digestGroup}</code> ({row.matchesCurrentSource ? 'every pinned file and the lockfile equal the current source' : 'graded under an older revision of the pinned sources'})
        </dd>
        {artifact.replayOf ? (
          <>
            <dt>Re-score of</dt>
            <dd>
              {knownRunIds.includes(artifact.replayOf.runId) ? <SiteLink href={runHref(artifact.replayOf.runId)}>{artifact.replayOf.runId}</SiteLink> : <code>{artifact.replayOf.runId}</code>}
              {' '}(file <code>{artifact.replayOf.file}</code>, SHA-256 <code>{artifact.replayOf.sha256}</code>)
            </dd>
          </>
        ) : null}
        <dt>Download</dt>
        <dd>
          <a href={artifactHref(loaded.file)} download data-download>{loaded.file}</a> ({formatBytes(loaded.bytes)}, SHA-256 <code>{loaded.sha256}</code>)
        </dd>
      </dl>
    </>
  );
}
