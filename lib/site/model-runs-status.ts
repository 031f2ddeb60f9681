// The first sentence of the benchmark, results and system-card pages: whether any model run
// is recorded. Every model run this site will show was made on someone else's machine, so
// while there is none the pages say so first, rather than showing empty figures as findings.
import { formatRatio } from './format';
import type { RunRow } from './runs';

export interface ModelRunsStatus {
  modelRuns: number;
  modelCases: number;
  modelPairings: number;
  controlRuns: number;
}

export function modelRunsStatus(runs: readonly Pick<RunRow, 'providerKind' | 'cases' | 'pairing'>[]): ModelRunsStatus {
  const models = runs.filter((run) => run.providerKind === 'model');
  return {
    modelRuns: models.length,
    modelCases: models.reduce((sum, run) => sum + run.cases, 0),
    modelPairings: new Set(models.map((run) => run.pairing)).size,
    controlRuns: runs.length - models.length,
  };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The sentence itself; the page adds the links to the reproduce and submit paths after it. */
export function modelRunsSentence(status: ModelRunsStatus): string {
  if (status.modelRuns === 0) {
    return status.controlRuns === 0
      ? 'No model run is recorded yet, and no control run either: this site holds no run at all.'
      : 'No model run is recorded yet: every run on this site is a control of the harness.';
  }
  const controls = status.controlRuns === 0 ? 'and no control run' : `beside ${plural(status.controlRuns, 'control run')}`;
  return `${plural(status.modelRuns, 'model run')} ${status.modelRuns === 1 ? 'is' : 'are'} recorded, ${plural(status.modelCases, 'scored case')} over ${plural(status.modelPairings, 'model pairing')}, ${controls}.`;
}

/** The attempts cell of the scenario inventory: no ratio of zeros while there is nothing to count. */
export function inventoryAttempts(passed: number, attempts: number, status: Pick<ModelRunsStatus, 'modelRuns'>): string {
  if (status.modelRuns === 0) return 'no model runs yet';
  return formatRatio(passed, attempts);
}
