// The rubric's accuracy on answers it was never tuned on: each held-out set
// (benchmarks/commerce-v1/heldout/) judged at build with the one verdict function, exactly as
// the calibration corpus is (lib/site/rubric-accuracy.ts). These are the figures to read
// the rubric's error rate from; the calibration figures are in-sample.
import { join } from 'node:path';
import { HELDOUT_SETS } from '../../benchmarks/commerce-v1/heldout-directory';
import { COMMERCE_RUBRIC } from '../../benchmarks/commerce-v1/rubric';
import { ALL_SCENARIOS } from '../../benchmarks/commerce-v1/scenarios';
import { REPOSITORY_ROOT } from './paths';
import { rubricAccuracy, type RubricAccuracy } from './rubric-accuracy';

export interface HeldoutAccuracy {
  id: string;
  style: string;
  directory: string;
  accuracy: RubricAccuracy;
}

// Kept on globalThis: judging some three thousand answers is worth doing once per process,
// however many module instances the bundler makes.
const holder = globalThis as { commerceHeldoutAccuracy?: HeldoutAccuracy[] };

export function getHeldoutAccuracy(): HeldoutAccuracy[] {
  holder.commerceHeldoutAccuracy ??= HELDOUT_SETS.map((set) => ({
    id: set.id,
    style: set.style,
    directory: set.directory,
    accuracy: rubricAccuracy(COMMERCE_RUBRIC, ALL_SCENARIOS, join(REPOSITORY_ROOT, set.directory)),
  }));
  return holder.commerceHeldoutAccuracy;
}
