import { describe, expect, it } from 'vitest';
import { formatBytes, formatElapsed, formatPercent } from './format';
import { highlight, languageForPath } from './highlight';
import { artifactHref, caseDocumentHref, compareDataHref, compareHref, ROUTES, runHref, sourceSlug } from './routes';
import { runStateLabel } from './runs';

describe('small helpers', () => {
  it('formats figures the way the end-to-end tests recompute them', () => {
    expect([formatPercent(1, 3), formatPercent(2, 3), formatPercent(0, 0)]).toEqual(['33%', '67%', '—']);
    // All and none are exact: nearly all rounds down to 99%, nearly none up to 1%.
    expect([formatPercent(1257, 1260), formatPercent(1260, 1260), formatPercent(1, 1000), formatPercent(0, 1000)]).toEqual(['99%', '100%', '1%', '0%']);
    expect([formatElapsed(5), formatElapsed(1200), formatElapsed(30000)]).toEqual(['5 ms', '1.2 s', '30.0 s']);
    // kB and MB are decimal: 1,000 and 1,000,000 bytes.
    expect([formatBytes(999), formatBytes(1000), formatBytes(1024), formatBytes(98_500), formatBytes(999_999), formatBytes(1_500_000)]).toEqual(['999 B', '1.0 kB', '1.0 kB', '98.5 kB', '1.0 MB', '1.5 MB']);
  });

  it.each([
    ['complete', 'complete'],
    ['interrupted', 'interrupted'],
    // Nothing is published while it runs: a published `running` artifact is a killed run.
    ['running', 'interrupted'],
  ] as const)('labels a %s run %s', (state, label) => {
    expect(runStateLabel(state)).toBe(label);
  });

  it('builds routes and one URL segment per source path', () => {
    expect(sourceSlug('benchmarks/commerce-v1/claude-adapter.ts')).toBe('benchmarks~commerce-v1~claude-adapter.ts');
    expect(sourceSlug('benchmarks/commerce-v1/rubric/phrases.ts')).not.toBe(sourceSlug('benchmarks/commerce-v1/rubric-phrases.ts'));
    expect(caseDocumentHref('r', 2)).toBe(`${runHref('r')}cases/2/`);
    // Encoded wherever a link is built: a `#`, `?`, `%` or `/` can never end or redirect it.
    expect(artifactHref('a#b?c%d/e.json')).toBe('/artifacts/commerce-v1/a%23b%3Fc%25d%2Fe.json');
    expect(runHref('a#b')).toBe('/research/commerce-v1/results/a%23b/');
    expect(compareHref('a', 'b')).toBe(`${ROUTES.compare}?a=a&b=b`);
    expect(compareHref('a&x', 'b#y')).toBe(`${ROUTES.compare}?a=a%26x&b=b%23y`);
    expect(compareDataHref('a/b')).toBe('/research/commerce-v1/compare/runs/a%2Fb.json');
  });

  it('highlights without losing or reordering a character', async () => {
    const code = "const a = 'x'; // note\n\nexport { a };\n";
    const { lines, colours, css } = await highlight(code, languageForPath('a.ts'));
    expect(lines.map((line) => line.map((token) => token.text).join('')).join('\n')).toBe(code.replace(/\n$/, ''));
    expect(colours.light).toMatch(/^#/);
    expect(lines[0]!.some((token) => token.light !== token.dark)).toBe(true);
    // One class per colour pair, and a rule for each in both schemes.
    for (const token of lines.flat()) expect(css).toContain(`.${token.className}{color:${token.light}}`);
    expect(css).toContain('@media (prefers-color-scheme: dark)');
  });
});
