// The rubric's accuracy on independently written answers: each set in
// benchmarks/commerce-v1/heldout/ judged at build with the one verdict function, exactly as the
// calibration corpus is (lib/site/rubric-accuracy.ts). Only the blind sets, never tuned on, give
// the rubric's error rate; the others are shown with their status, as in-sample figures.
import { join } from 'node:path';
import { HELDOUT_SETS, type HeldoutStatus } from '../../benchmarks/commerce-v1/heldout-directory';

export type { HeldoutStatus };
import { COMMERCE_RUBRIC } from '../../benchmarks/commerce-v1/rubric';
import { ALL_SCENARIOS } from '../../benchmarks/commerce-v1/scenarios';
import { memoised, rubricFigureInputsDigest } from './build-memo';
import { REPOSITORY_ROOT } from './paths';
import { rubricAccuracy, type RubricAccuracy } from './rubric-accuracy';

export interface HeldoutAccuracy {
  id: string;
  style: string;
  directory: string;
  status: HeldoutStatus;
  accuracy: RubricAccuracy;
}

export function heldoutAccuracy(): HeldoutAccuracy[] {
  return HELDOUT_SETS.map((set) => ({
    id: set.id,
    style: set.style,
    directory: set.directory,
    status: set.status,
    accuracy: rubricAccuracy(COMMERCE_RUBRIC, ALL_SCENARIOS, join(REPOSITORY_ROOT, set.directory)),
  }));
}

// Kept on globalThis, however many module instances the bundler makes; and judged once per
// build, not once per worker (build-memo.ts): judging every set takes minutes.
const holder = globalThis as { commerceHeldoutAccuracy?: HeldoutAccuracy[] };

export function getHeldoutAccuracy(): HeldoutAccuracy[] {
  holder.commerceHeldoutAccuracy ??= memoised('heldout-accuracy', rubricFigureInputsDigest(), heldoutAccuracy);
  return holder.commerceHeldoutAccuracy;
}
