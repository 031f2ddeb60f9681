// When a run stops early: after several consecutive cases degraded with the same reason that
// no further case can change — no login, a model that is not there, a CLI that rejects its
// flags — every remaining case would fail the same way, and a CLI may take minutes of its own
// retries to say so each time. Pure: the runner shows it each finished case in order.
import type { ArtifactCase, DegradedReason } from './artifact-schema';
import { FAILURE_ADVICE } from './failure-advice';

export const STOPPING_REASONS: readonly DegradedReason[] = ['auth-unavailable', 'model-unavailable', 'unsupported-option'];
export const CONSECUTIVE_FAILURES_TO_STOP = 3;

export interface StopRule {
  /** Takes the next finished case; returns the reason to stop once the rule fires. */
  observe(row: ArtifactCase): string | undefined;
  /** The reason given when the rule fired, else undefined. */
  readonly stopped: string | undefined;
}

export function createStopRule(limit = CONSECUTIVE_FAILURES_TO_STOP): StopRule {
  let streakReason: DegradedReason | null = null;
  let streak = 0;
  let stopped: string | undefined;
  return {
    observe(row) {
      const reason = row.response.degraded ? row.response.degradedReason : null;
      if (reason !== null && STOPPING_REASONS.includes(reason)) {
        streak = reason === streakReason ? streak + 1 : 1;
        streakReason = reason;
      } else {
        streak = 0;
        streakReason = null;
      }
      if (stopped === undefined && streakReason !== null && streak >= limit) {
        stopped = `${streak} consecutive cases failed with ${streakReason}: ${FAILURE_ADVICE[streakReason]}`;
      }
      return stopped;
    },
    get stopped() {
      return stopped;
    },
  };
}
