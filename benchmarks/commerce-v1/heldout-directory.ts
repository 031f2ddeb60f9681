// Where commerce-v1's held-out answer sets live, repository-relative: answers written
// without sight of the rubric and never tuned on (see heldout/README.md), one folder per set.
export const HELDOUT_SETS = [
  { id: 'set-c', directory: 'benchmarks/commerce-v1/heldout/set-c', style: 'a cautious consultant, British spelling, figures in words' },
  { id: 'set-d', directory: 'benchmarks/commerce-v1/heldout/set-d', style: 'a product manager, tables, JSON and YAML' },
] as const;
