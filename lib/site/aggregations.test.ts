// Every aggregation over the three fixture artifacts, against values counted by hand from
// the fixture files: openai (alpha passed, beta failed at an assertion, gamma degraded),
// reference control (alpha and beta passed), anthropic (alpha failed at kind).
import { describe, expect, it } from 'vitest';
import { TOOL_NAMES } from '../commerce/tool-inputs';
import { FIXTURE_GROUPS } from './__fixtures__/scenario-groups';
import { siteFigures } from './figures';
import { formatPercent } from './format';
import { getHeldoutAccuracy } from './heldout-accuracy';
import { scenarioInventory } from './inventory';
import { pinnedFileRows, pinnedRange, runDigests } from './pinned-sources';
import { systemCards } from './system-cards';
import { FIXTURE_ARTIFACTS, FIXTURE_CURRENT_DIGESTS, fixtureSiteData } from './__fixtures__/test-data';
import { toolFrequency, toolRefusals } from './tool-usage';
import { cellOutcome, verdictMatrix } from './verdict-matrix';

const artifacts = FIXTURE_ARTIFACTS.map((item) => item.artifact);

describe('runs and digest groups', () => {
  it('counts each run from its cases and names digest groups by their revision id', () => {
    const data = fixtureSiteData();
    expect(data.runs.map((run) => [run.providerId, run.providerKind, run.cases, run.passed, run.degraded, run.digestGroup])).toEqual([
      ['openai', 'model', 3, 1, 1, 'fe4f5110'],
      ['reference', 'control', 2, 2, 0, '6c286233'],
      ['anthropic', 'model', 1, 0, 0, 'fe4f5110'],
    ]);
    // The model runs' files are unchanged; the reference run pinned tools.ts at 444…, now 555….
    expect(data.digestGroups.map((group) => [group.id, group.matchesCurrentSource, group.runIds.length])).toEqual([
      ['fe4f5110', true, 2],
      ['6c286233', false, 1],
    ]);
    expect(data.runs[0]!.pairing).toBe('openai · gpt-test');
    expect(data.runs[1]!.pairing).toBe('reference');
  });
});

describe('scenario inventory', () => {
  it('counts attempts over model runs only', () => {
    const rows = scenarioInventory(FIXTURE_GROUPS, artifacts).flatMap((group) => group.rows);
    expect(rows.map((row) => [row.id, row.assertions, row.modelAttemptsPassed, row.modelAttempts])).toEqual([
      ['alpha', 1, 1, 2],
      ['beta', 1, 0, 1],
      ['gamma', 2, 0, 1],
    ]);
  });
});

describe('tool usage', () => {
  it('counts calls, cases called in and the share of all recorded cases', () => {
    const rows = toolFrequency(artifacts, TOOL_NAMES);
    const byTool = Object.fromEntries(rows.map((row) => [row.tool, [row.calls, row.casesCalledIn, row.totalCases]]));
    expect(byTool).toEqual({
      business: [6, 6, 6],
      economics: [4, 4, 6],
      supplier: [0, 0, 6],
      revenue: [0, 0, 6],
      product_evidence: [0, 0, 6],
      store_funnel: [0, 0, 6],
      supplier_order: [1, 1, 6],
    });
  });

  it('groups refusals by tool and distinct message', () => {
    expect(toolRefusals(artifacts)).toEqual([
      { tool: 'economics', count: 3, messages: [{ status: 'refused', text: 'landed_cost was not supplied in the quoted inputs', count: 3 }] },
      { tool: 'supplier_order', count: 1, messages: [{ status: 'refused', text: 'Supply one complete, verbatim founder message containing the supplier terms.', count: 1 }] },
    ]);
  });
});

describe('verdict matrix', () => {
  it('puts model pairings before control pairings and counts passed / attempts', () => {
    const matrix = verdictMatrix(FIXTURE_GROUPS, artifacts);
    expect(matrix.columns).toEqual([
      { pairing: 'openai · gpt-test', kind: 'model' },
      { pairing: 'anthropic · claude-test', kind: 'model' },
      { pairing: 'reference', kind: 'control' },
    ]);
    expect(matrix.rows.map((row) => [row.scenarioId, row.cells.map((cell) => `${cell.passed}/${cell.attempts}`)])).toEqual([
      ['alpha', ['1/1', '0/1', '1/1']],
      ['beta', ['0/1', '0/0', '1/1']],
      ['gamma', ['0/1', '0/0', '0/0']],
    ]);
    expect([matrix.modelColumns, matrix.controlColumns]).toEqual([2, 1]);
    expect(matrix.rows.map((row) => row.cells.map(cellOutcome))).toEqual([
      ['pass', 'fail', 'pass'],
      ['fail', 'not-run', 'pass'],
      ['fail', 'not-run', 'not-run'],
    ]);
    expect(cellOutcome({ passed: 1, attempts: 2 })).toBe('mixed');
  });
});

describe('system cards', () => {
  it('tallies failure stages, failed assertions, degraded reasons and what followed each refusal', () => {
    const [openai, reference, anthropic] = systemCards(artifacts);
    expect([openai!.pairing, openai!.cases, openai!.passed]).toEqual(['openai · gpt-test', 3, 1]);
    expect(openai!.failuresByStage.map((tally) => [tally.key, tally.count])).toEqual([['assertion', 1], ['degraded', 1]]);
    expect(openai!.failuresByAssertion.map((tally) => [tally.key, tally.count])).toEqual([['guard-no-order', 1], ['mentions-budget', 1]]);
    expect(openai!.degradedReasons.map((tally) => [tally.key, tally.count])).toEqual([['timeout', 1]]);
    expect(openai!.afterRefusal.map((tally) => [tally.key, tally.count])).toEqual([['gave a final answer', 2], ['called another tool', 1]]);
    expect(openai!.failuresByStage[1]!.examples).toEqual([{ runId: '2026-11-01T10-00-00Z-openai-gpt-test-aaaa', scenarioId: 'gamma', attempt: 1 }]);
    expect([reference!.kind, reference!.passed, reference!.failuresByStage]).toEqual(['control', 2, []]);
    expect(anthropic!.failuresByStage.map((tally) => [tally.key, tally.count])).toEqual([['kind', 1]]);
  });
});

describe('pinned files', () => {
  it('lists the union of pinned paths and the scenario file, each against its current digest', () => {
    const data = fixtureSiteData();
    const rows = pinnedFileRows(artifacts, data.pinnedPaths, FIXTURE_CURRENT_DIGESTS);
    expect(rows.map((row) => [row.path, row.runsEqualToCurrent, row.runsPinning])).toEqual([
      ['lib/commerce/agent.ts', 3, 3],
      ['lib/commerce/tools.ts', 0, 1],
      ['lib/site/__fixtures__/scenario-groups.ts', 0, 0],
      ['scripts/eval-commerce.ts', 3, 3],
    ]);
    expect(pinnedRange(artifacts)).toEqual({ fewest: 2, most: 3, union: 3 });
    expect(runDigests(artifacts[1]!, { ...FIXTURE_CURRENT_DIGESTS, 'scripts/eval-commerce.ts': null }, artifacts[1]!.lockfileSha256).map((row) => row.comparison)).toEqual([
      'equal',
      'different',
      'missing',
      'equal', // the lockfile, last, as `npm run verify` lists it
    ]);
  });
});

describe('named figures', () => {
  it('computes every figure the prose refers to', () => {
    const figures = siteFigures(fixtureSiteData());
    expect(figures).toMatchObject({
      scenarios: '3',
      groups: '3',
      'default-scenarios': '1',
      'guard-patterns': '1',
      runs: '3',
      'model-runs': '2',
      'control-runs': '1',
      'cases-scored': '6',
      'model-cases': '4',
      'model-pairings': '2',
      'control-pairings': '1',
      'degraded-cases': '1',
      'cases-per-run-fewest': '1',
      'cases-per-run-most': '3',
      'pinned-fewest': '2',
      'pinned-most': '3',
      'pinned-union': '3',
      'first-recorded': '2026-11-01',
      'last-recorded': '2026-11-03',
      'digest-groups': '2',
    });
    // The held-out figures are shares of answers judged with the current rubric, pooled over the blind sets alone:
    // a tuned or development set never enters the error rate.
    const blind = getHeldoutAccuracy().filter((set) => set.status === 'blind');
    expect(blind.length).toBeGreaterThan(0);
    expect(figures['heldout-blind-sets']).toBe(String(blind.length));
    const sound = blind.reduce((sum, set) => ({ right: sum.right + set.accuracy.totals.sound.right, total: sum.total + set.accuracy.totals.sound.total }), { right: 0, total: 0 });
    expect(figures['heldout-sound-share']).toBe(formatPercent(sound.right, sound.total));
    for (const id of ['heldout-wrong-share', 'heldout-hard-sound-share', 'heldout-hard-wrong-share', 'heldout-claims-share', 'heldout-disclaimers-share'] as const) expect(figures[id]).toMatch(/^\d{1,3}%$/);
    // Every figure judges the calibration corpus and every answer set: tens of thousands of answers, about
    // five minutes on one core for 27 sets, and more with each set added (the build then reads the memo).
  }, 900_000);
});
