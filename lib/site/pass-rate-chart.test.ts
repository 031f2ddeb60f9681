// The chart's geometry is computed once, at build time, so a long provider label wraps the
// same way for every reader (the client chart it replaces wrapped it differently in the
// browser than on the server, a hydration mismatch).
import { describe, expect, it } from 'vitest';
import { LABEL_LINE_CHARACTERS, passRateChartLayout, wrapLabel } from './pass-rate-chart';

describe('pass-rate chart', () => {
  it.each([
    ['2026-11-30 reference', ['2026-11-30 reference']],
    ['2026-11-30 openai-compatible · meta-llama/Llama-3.3-70B-Instruct-Turbo-with-a-long-suffix', ['2026-11-30 openai-compatible ·', 'meta-llama/Llama-3.3-70B-Instruct-Turbo…']],
    ['x'.repeat(100), ['x'.repeat(LABEL_LINE_CHARACTERS), `${'x'.repeat(LABEL_LINE_CHARACTERS - 1)}…`]],
  ])('wraps %j into at most two lines of the budget', (label, lines) => {
    expect(wrapLabel(label)).toEqual(lines);
    for (const line of wrapLabel(label)) expect(line.length).toBeLessThanOrEqual(LABEL_LINE_CHARACTERS);
  });

  it('draws one bar per run, as wide as its pass rate, with its passes beside it', () => {
    const layout = passRateChartLayout([
      { label: 'a', passed: 14, cases: 14 },
      { label: 'b', passed: 7, cases: 14 },
      { label: 'c', passed: 0, cases: 14 },
      { label: 'd', passed: 0, cases: 0 },
    ]);
    expect(layout.bars.map((bar) => [bar.width, bar.caption])).toEqual([
      [layout.plotWidth, '14 / 14'],
      [layout.plotWidth / 2, '7 / 14'],
      [0, '0 / 14'],
      [0, '0 / 0'],
    ]);
    expect(layout.bars.map((bar) => bar.y)).toEqual([...layout.bars.map((bar) => bar.y)].sort((a, b) => a - b));
    expect(layout.ticks.map((tick) => tick.label)).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    expect(layout.height).toBeGreaterThan(layout.bars.at(-1)!.y + layout.barHeight);
  });
});
