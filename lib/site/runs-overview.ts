// The results page's runs of one kind (models or controls): the rows of the runs table and
// the points of the pass-rate chart, shaped here so the page only renders.
import { formatPercent } from './format';
import { passRateChartLayout, type PassRateChartLayout } from './pass-rate-chart';
import { runHref } from './routes';
import { runsOfKind, type ProviderKind, type RunRow } from './runs';

export interface RunsTableRow {
  runId: string;
  href: string;
  date: string;
  provider: string;
  kind: ProviderKind;
  requested: string;
  resolved: string;
  cases: number;
  passed: number;
  passRate: string;
  /** Passed over cases, for sorting; -1 for a run with no cases. */
  passRateValue: number;
  degraded: number;
  digestGroup: string;
  digestNote: string;
}

export interface RunsOverview {
  kind: ProviderKind;
  rows: RunsTableRow[];
  chart: PassRateChartLayout;
  chartTitle: string;
  tableCaption: string;
}

export function runsTableRows(runs: readonly RunRow[]): RunsTableRow[] {
  return runs.map((run) => ({
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
    passRateValue: run.cases ? run.passed / run.cases : -1,
    degraded: run.degraded,
    digestGroup: run.digestGroup,
    digestNote: run.matchesCurrentSource ? 'current source' : 'graded under an older revision',
  }));
}

/** Chart labels: date and pairing; a label that repeats gets the run's position, so bars stay distinct. */
export function chartLabels(runs: readonly Pick<RunRow, 'date' | 'pairing'>[]): string[] {
  const labels = runs.map((run) => `${run.date} ${run.pairing}`);
  return labels.map((label, index) => (labels.filter((other) => other === label).length > 1 ? `${label} (${index + 1})` : label));
}

export function runsOverview(allRuns: readonly RunRow[], kind: ProviderKind): RunsOverview | null {
  const runs = runsOfKind(allRuns, kind);
  if (runs.length === 0) return null;
  const labels = chartLabels(runs);
  return {
    kind,
    rows: runsTableRows(runs),
    chart: passRateChartLayout(runs.map((run, index) => ({ label: labels[index]!, passed: run.passed, cases: run.cases }))),
    chartTitle: kind === 'model' ? 'Pass rate per model run' : 'Pass rate per control run (controls, not models)',
    tableCaption: kind === 'model' ? 'Model runs' : 'Control runs — offline controls, not model measurements',
  };
}
