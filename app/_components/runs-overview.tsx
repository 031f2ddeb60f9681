// The runs of one kind (models or controls): a pass-rate chart and the sortable table.
// Controls get their own section, caption and label; they are never listed as models.
import { formatPercent } from '@/lib/site/format';
import { runHref } from '@/lib/site/routes';
import { runsOfKind } from '@/lib/site/runs';
import { getSiteData } from '@/lib/site/site-data';
import { NoneRecorded } from './data-table';
import { PassRateChart } from './pass-rate-chart';
import { RunsTable, type RunsTableRow } from './runs-table';

export function RunsOverview({ kind }: { kind: 'model' | 'control' }) {
  const runs = runsOfKind(getSiteData().runs, kind);
  const noun = kind === 'model' ? 'model runs' : 'control runs';
  if (runs.length === 0) return <NoneRecorded what={noun} />;
  const rows: RunsTableRow[] = runs.map((run) => ({
    runId: run.runId,
    href: runHref(run.runId),
    date: run.date,
    provider: run.providerId,
    kind: run.providerKind,
    requested: run.requestedModel ?? 'none',
    resolved: run.resolvedModels.join(', ') || 'not reported',
    cases: run.cases,
    passed: run.passed,
    passRate: formatPercent(run.passed, run.cases),
    degraded: run.degraded,
    digestGroup: run.digestGroup,
    digestNote: run.matchesCurrentSource ? 'current source' : 'graded under an older revision',
  }));
  // Short labels fit the axis; a repeated label gets the run's position so bars stay distinct.
  const labels = runs.map((run) => `${run.date} ${run.pairing}`);
  const points = runs.map((run, index) => ({
    label: labels.filter((label) => label === labels[index]).length > 1 ? `${labels[index]} (${index + 1})` : labels[index]!,
    passRate: run.cases ? (100 * run.passed) / run.cases : 0,
    caption: `${run.passed} / ${run.cases}`,
  }));
  const title = kind === 'model' ? 'Pass rate per model run' : 'Pass rate per control run (controls, not models)';
  return (
    <>
      <PassRateChart points={points} title={title} />
      <RunsTable rows={rows} id={`runs-${kind}`} caption={kind === 'model' ? 'Model runs' : 'Control runs — offline controls, not model measurements'} />
    </>
  );
}
