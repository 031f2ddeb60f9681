// Control runs are checks of the harness, not estimates: a control replays declared text,
// so an interval around its pass rate would measure nothing. What a control run shows is
// whether it did what its declaration says it must (benchmarks/commerce-v1/providers.ts),
// and under which harness revision. A re-score is held to its source run's expectation.
import { findProvider } from '../../benchmarks/commerce-v1/providers';
import type { ControlExpectation } from '../models/provider';
import { expectationText } from './accepted-providers';
import type { RunRow } from './runs';

export interface HarnessCheck {
  runId: string;
  providerId: string;
  /** The provider whose declaration is applied: the run's own, or its source run's for a re-score. */
  declaredBy: string | null;
  expectation: ControlExpectation | null;
  passed: number;
  failed: number;
  cases: number;
  /** null when nothing is declared: then the counts are all there is. */
  behaved: boolean | null;
  revision: string;
  matchesCurrentSource: boolean;
}

type CheckedRow = Pick<RunRow, 'runId' | 'providerId' | 'passed' | 'failed' | 'cases' | 'digestGroup' | 'matchesCurrentSource'>;

/** The declared expectation of a provider id, or null for one without (replay, unknown). */
export function declaredExpectation(providerId: string): ControlExpectation | null {
  return findProvider(providerId)?.expectation ?? null;
}

export function harnessCheck(row: CheckedRow, sourceRun?: Pick<RunRow, 'providerId'>): HarnessCheck {
  const declaredBy = declaredExpectation(row.providerId) !== null ? row.providerId : sourceRun && declaredExpectation(sourceRun.providerId) !== null ? sourceRun.providerId : null;
  const expectation = declaredBy === null ? null : declaredExpectation(declaredBy);
  const behaved =
    expectation === null ? null : expectation === 'every-case-passes' ? row.cases > 0 && row.passed === row.cases : row.cases > 0 && row.passed === 0;
  return {
    runId: row.runId,
    providerId: row.providerId,
    declaredBy,
    expectation,
    passed: row.passed,
    failed: row.failed,
    cases: row.cases,
    behaved,
    revision: row.digestGroup,
    matchesCurrentSource: row.matchesCurrentSource,
  };
}

/** A control run's check; a re-score is held to what its source run's provider declares. */
export function controlCheck(row: CheckedRow, replayOfRunId: string | undefined, runs: readonly RunRow[]): HarnessCheck {
  return harnessCheck(row, replayOfRunId === undefined ? undefined : runs.find((run) => run.runId === replayOfRunId));
}

/** The short verdict of a check, for a table cell. */
export function harnessCheckVerdict(check: HarnessCheck): string {
  if (check.behaved === null) return 'no declared expectation';
  return check.behaved ? 'behaved as it must' : 'did not behave as it must';
}

/** One sentence: what the control must do, what it did, and under which revision. */
export function harnessCheckLine(check: HarnessCheck): string {
  const counts = `${check.passed} of ${check.cases} cases passed, ${check.failed} failed`;
  const revision = `under harness revision ${check.revision}${check.matchesCurrentSource ? ' (the current source)' : ' (an older revision)'}`;
  if (check.expectation === null || check.declaredBy === null) {
    return `No expectation is declared for ${check.providerId}, so this is a count, not a check: ${counts}, ${revision}.`;
  }
  const whose = check.declaredBy === check.providerId ? `The ${check.providerId} control` : `A re-score of the ${check.declaredBy} control`;
  return `Harness check: ${harnessCheckVerdict(check)}. ${whose} ${expectationText(check.expectation)}; ${counts}, ${revision}.`;
}
