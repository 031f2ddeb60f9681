// Figures that prose refers to by name (`<Figure id="scenarios" />`), so content/*.mdx
// never types a number. Each is computed from the build's data.
import { buildProvenance } from './provenance';
import { pinnedRange } from './pinned-sources';
import { STATISTICS_LEVELS } from './run-statistics';
import { systemCards } from './system-cards';
import type { SiteData } from './site-data';
import { formatPercent } from './format';
import { getHeldoutAccuracy } from './heldout-accuracy';
import { getRubricAccuracy, type Tally } from './rubric-accuracy';
import { BASELINES } from '../models/controls/baseline-runners';

export const FIGURE_IDS = [
  'scenarios',
  'groups',
  'default-scenarios',
  'guard-patterns',
  'runs',
  'model-runs',
  'control-runs',
  'cases-scored',
  'model-cases',
  'model-pairings',
  'control-pairings',
  'degraded-cases',
  'cases-per-run-fewest',
  'cases-per-run-most',
  'pinned-fewest',
  'pinned-most',
  'pinned-union',
  'pinned-files',
  'first-recorded',
  'last-recorded',
  'digest-groups',
  'confidence-level',
  'test-significance',
  'test-power',
  'rubric-sound-accepted',
  'rubric-sound-answers',
  'rubric-sound-share',
  'rubric-wrong-rejected',
  'rubric-wrong-answers',
  'rubric-wrong-share',
  'rubric-hard-sound-share',
  'rubric-hard-wrong-share',
  'guard-claims-caught',
  'guard-claims',
  'guard-disclaimers-accepted',
  'guard-disclaimers',
  'heldout-sound-share',
  'heldout-wrong-share',
  'heldout-hard-sound-share',
  'heldout-hard-wrong-share',
  'heldout-claims-share',
  'heldout-disclaimers-share',
  'heldout-blind-sets',
  'baselines',
] as const;

export type FigureId = (typeof FIGURE_IDS)[number];

export function isFigureId(value: string): value is FigureId {
  return (FIGURE_IDS as readonly string[]).includes(value);
}

const pooledShare = (tallies: readonly Tally[]): string =>
  formatPercent(tallies.reduce((sum, tally) => sum + tally.right, 0), tallies.reduce((sum, tally) => sum + tally.total, 0));

const orNone = (value: number | null | undefined): string => (value === null || value === undefined ? 'none' : String(value));

export function siteFigures(data: SiteData): Record<FigureId, string> {
  const artifacts = data.artifacts.map((item) => item.artifact);
  const models = artifacts.filter((artifact) => artifact.provider.kind === 'model');
  const caseCounts = artifacts.map((artifact) => artifact.cases.length);
  const provenance = buildProvenance(artifacts);
  const range = pinnedRange(artifacts);
  const cards = systemCards(artifacts);
  const scenarios = data.groups.flatMap((group) => group.scenarios);
  const accuracy = getRubricAccuracy();
  const blind = getHeldoutAccuracy().filter((set) => set.status === 'blind');
  const { sound, wrong, hardSound, hardWrong } = accuracy.totals;
  return {
    scenarios: String(scenarios.length),
    groups: String(data.groups.length),
    'default-scenarios': String(data.groups.filter((group) => group.isDefault).flatMap((group) => group.scenarios).length),
    'guard-patterns': String(data.guard.length),
    runs: String(artifacts.length),
    'model-runs': String(models.length),
    'control-runs': String(artifacts.length - models.length),
    'cases-scored': String(provenance.casesScored),
    'model-cases': String(models.reduce((sum, artifact) => sum + artifact.cases.length, 0)),
    'model-pairings': String(cards.filter((card) => card.kind === 'model').length),
    'control-pairings': String(cards.filter((card) => card.kind === 'control').length),
    'degraded-cases': String(artifacts.flatMap((artifact) => artifact.cases).filter((item) => item.response.degraded).length),
    'cases-per-run-fewest': orNone(caseCounts.length ? Math.min(...caseCounts) : null),
    'cases-per-run-most': orNone(caseCounts.length ? Math.max(...caseCounts) : null),
    'pinned-fewest': orNone(range.fewest),
    'pinned-most': orNone(range.most),
    'pinned-union': String(range.union),
    'pinned-files': String(data.pinnedPaths.length),
    'first-recorded': provenance.recordingDates[0] ?? 'none',
    'last-recorded': provenance.recordingDates.at(-1) ?? 'none',
    'digest-groups': String(data.digestGroups.length),
    // Constants of the method, not measurements; named so the prose states no number itself.
    'confidence-level': STATISTICS_LEVELS.confidence,
    'test-significance': STATISTICS_LEVELS.significance,
    'test-power': STATISTICS_LEVELS.power,
    'rubric-sound-accepted': String(sound.right),
    'rubric-sound-answers': String(sound.total),
    'rubric-sound-share': formatPercent(sound.right, sound.total),
    'rubric-wrong-rejected': String(wrong.right),
    'rubric-wrong-answers': String(wrong.total),
    'rubric-wrong-share': formatPercent(wrong.right, wrong.total),
    'rubric-hard-sound-share': formatPercent(hardSound.right, hardSound.total),
    'rubric-hard-wrong-share': formatPercent(hardWrong.right, hardWrong.total),
    'guard-claims-caught': String(accuracy.guard?.claims.right ?? 0),
    'guard-claims': String(accuracy.guard?.claims.total ?? 0),
    'guard-disclaimers-accepted': String(accuracy.guard?.disclaimers.right ?? 0),
    'guard-disclaimers': String(accuracy.guard?.disclaimers.total ?? 0),
    // Pooled over the blind sets only: answers the rubric was never tuned on.
    'heldout-sound-share': pooledShare(blind.map((set) => set.accuracy.totals.sound)),
    'heldout-wrong-share': pooledShare(blind.map((set) => set.accuracy.totals.wrong)),
    'heldout-hard-sound-share': pooledShare(blind.map((set) => set.accuracy.totals.hardSound)),
    'heldout-hard-wrong-share': pooledShare(blind.map((set) => set.accuracy.totals.hardWrong)),
    'heldout-claims-share': pooledShare(blind.flatMap((set) => (set.accuracy.guard ? [set.accuracy.guard.claims] : []))),
    'heldout-disclaimers-share': pooledShare(blind.flatMap((set) => (set.accuracy.guard ? [set.accuracy.guard.disclaimers] : []))),
    'heldout-blind-sets': String(blind.length),
    baselines: String(BASELINES.length),
  };
}
