// The commerce-v1 rubric as the runner, `score`, `rescore` and the site take it: the program
// (normalisation, boundaries, excuses) and the universal guard. Each scenario carries its own
// checks; `recordRubric` (lib/eval/rubric/recorded-rubric.ts) puts them together.
import type { Rubric } from '../../../lib/eval/rubric/recorded-rubric';
import { UNIVERSAL_GUARD } from '../guard';
import { COMMERCE_RUBRIC_PROGRAM } from './program';

export const COMMERCE_RUBRIC: Rubric = { program: COMMERCE_RUBRIC_PROGRAM, guard: UNIVERSAL_GUARD };
