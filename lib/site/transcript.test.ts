import { describe, expect, it } from 'vitest';
import { CLAUDE_PINNED_FLAGS } from '../../benchmarks/commerce-v1/claude-invocation';
import { CODEX_PINNED_FLAGS } from '../intent/codex-invocation';
import { claudeIsolation, codexIsolation, declaredTools } from './declarations';
import { FIXTURE_ARTIFACTS } from './__fixtures__/test-data';
import { toolsCalled, transcriptView } from './transcript';

describe('transcriptView', () => {
  it('orders a case as the reader follows it: opening call, then each step with its own calls', () => {
    const beta = FIXTURE_ARTIFACTS[0]!.artifact.cases[1]!;
    const view = transcriptView(beta);
    expect(view.priorTurn).toBe('My budget is EUR 300.');
    expect(view.openingCalls.map((call) => call.tool)).toEqual(['business']);
    expect(view.steps.map((step) => [step.index, step.action, step.tool, step.toolCalls.map((call) => `${call.tool}:${call.status}`)])).toEqual([
      [0, 'tool_call', 'supplier_order', ['supplier_order:refused']],
      [1, 'tool_call', 'economics', ['economics:refused']],
      [2, 'final', null, []],
    ]);
    expect(view.steps[2]!.message).toBe('I ordered it for you.');
    expect(toolsCalled(beta)).toEqual(['business', 'supplier_order', 'economics']);
  });

  it('keeps an unusable step as its problem, and a step of another shape as raw JSON text', () => {
    const gamma = FIXTURE_ARTIFACTS[0]!.artifact.cases[2]!;
    expect(transcriptView(gamma).steps[0]).toMatchObject({ problem: 'timeout', action: null, raw: null });
    const odd = { ...gamma, modelSteps: [{ ...gamma.modelSteps[0]!, problem: 'invalid-step' as const, output: { say: '<b>hi</b>' } }] };
    expect(transcriptView(odd).steps[0]!.raw).toBe('{\n  "say": "<b>hi</b>"\n}');
  });

  it('reads a step through the agent-step codec: one that half fits the shape is shown raw, not as fields', () => {
    const gamma = FIXTURE_ARTIFACTS[0]!.artifact.cases[2]!;
    const halfFits = [{ action: 'final', tool: null, arguments_json: null, kind: 'answer', message: '' }, { action: 'shrug' }];
    for (const output of halfFits) {
      const item = { ...gamma, modelSteps: [{ ...gamma.modelSteps[0]!, problem: 'invalid-step' as const, output }] };
      expect(transcriptView(item).steps[0]).toMatchObject({ action: null, kind: null, message: null, raw: JSON.stringify(output, null, 2) });
    }
  });
});

describe('declarations', () => {
  it('passes the adapter flags through unchanged, paired with their values', () => {
    const { settings } = claudeIsolation();
    expect(settings.join(' ').replace(/'([^']*)'/g, '$1')).toBe(CLAUDE_PINNED_FLAGS.join(' '));
    expect(settings).toContain("--tools ''");
    expect(codexIsolation().settings).toContain('-c features.shell_snapshot=false');
    expect(codexIsolation().settings.length).toBe(CODEX_PINNED_FLAGS.filter((flag) => flag.startsWith('-')).length);
    expect(declaredTools().map((tool) => tool.name)).toContain('supplier_order');
  });
});
