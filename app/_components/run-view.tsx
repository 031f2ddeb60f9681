// A whole run page's body; a plain function of its data, so a unit test can render it
// with a hostile artifact and check that model output stays inert text.
import type { LoadedArtifact } from '@/lib/site/artifacts';
import type { RunDigestRow } from '@/lib/site/pinned-files';
import type { RunRow } from '@/lib/site/runs';
import { CaseDetail } from './case-detail';
import { CaseTable } from './case-table';
import { RunDigests } from './run-digests';
import { RunHeader } from './run-header';

export function RunView({ loaded, row, digests, knownRunIds }: { loaded: LoadedArtifact; row: RunRow; digests: RunDigestRow[]; knownRunIds: readonly string[] }) {
  const { artifact } = loaded;
  return (
    <article>
      <h1>
        {artifact.provider.kind === 'control' ? 'Control run' : 'Run'}: {row.pairing}, {row.date}
      </h1>
      <p className="lead">
        {row.passed} of {row.cases} cases passed. Run id <code>{artifact.runId}</code>.
      </p>
      <RunHeader loaded={loaded} row={row} knownRunIds={knownRunIds} />
      <h2>Cases</h2>
      <CaseTable cases={artifact.cases} />
      {artifact.cases.map((item) => (
        <CaseDetail key={`${item.scenarioId}-${item.attempt}`} item={item} />
      ))}
      <h2>Source digests</h2>
      <RunDigests rows={digests} />
    </article>
  );
}
