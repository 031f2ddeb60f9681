import { describe, expect, it } from 'vitest';
import { acceptedProviders, expectationText } from './accepted-providers';
import { attributionSummary, providerAttribution } from './provider-attribution';
import { FIXTURE_ARTIFACTS } from './__fixtures__/test-data';

type Attributed = Parameters<typeof providerAttribution>[0][number];
const run = (id: string, kind: 'model' | 'control', endpoint: string | null, requested: string | null, resolved: string[], cases: number): Attributed =>
  ({ provider: { id, kind, endpoint }, model: { requested, resolved }, cases: Array.from({ length: cases }) }) as unknown as Attributed;

describe('provider attribution', () => {
  it('groups runs by provider, endpoint and requested model, models first, with the served models as recorded', () => {
    const artifacts = [
      run('reference', 'control', null, null, [], 14),
      run('openai-compatible', 'model', 'http://127.0.0.1:11434', 'qwen3:8b', ['qwen3:8b'], 14),
      run('openai-compatible', 'model', 'http://127.0.0.1:11434', 'qwen3:8b', ['qwen3:8b-q4'], 3),
      run('anthropic', 'model', null, 'claude-x', [], 14),
      run('reference', 'control', null, null, [], 42),
    ];
    expect(providerAttribution(artifacts)).toEqual([
      { providerId: 'anthropic', kind: 'model', endpoint: null, requestedModel: 'claude-x', servedModels: [], runs: 1, cases: 14 },
      { providerId: 'openai-compatible', kind: 'model', endpoint: 'http://127.0.0.1:11434', requestedModel: 'qwen3:8b', servedModels: ['qwen3:8b', 'qwen3:8b-q4'], runs: 2, cases: 17 },
      { providerId: 'reference', kind: 'control', endpoint: null, requestedModel: null, servedModels: [], runs: 2, cases: 56 },
    ]);
    expect(attributionSummary(artifacts)).toEqual({ runs: 5, modelRuns: 3, modelRunsWithEndpoint: 2, modelRunsWithServedModel: 2 });
  });

  it('reads the fixture artifacts, v1 ones without an endpoint field included', () => {
    const rows = providerAttribution(FIXTURE_ARTIFACTS.map((item) => item.artifact));
    expect(rows.reduce((sum, row) => sum + row.runs, 0)).toBe(FIXTURE_ARTIFACTS.length);
    for (const row of rows) expect(row.endpoint === null || /^https?:\/\//.test(row.endpoint)).toBe(true);
  });
});

describe('accepted providers', () => {
  it('lists the registry with the default marked and each control’s expectation', () => {
    const rows = acceptedProviders();
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual(['openai']);
    expect(rows.filter((row) => row.kind === 'model').map((row) => row.id)).toEqual(['openai', 'anthropic', 'openai-compatible']);
    expect(rows.find((row) => row.id === 'reference')?.expectation).toBe('every-case-passes');
    expect(expectationText(null)).toBe('nothing declared');
  });
});

describe('published sources', () => {
  it('names the scenario files and the runner when pinned and present, and counts every present pinned file', async () => {
    const { publishedSources } = await import('./published-sources');
    const groups = [{ sourceFile: 'b/one.ts' }, { sourceFile: 'b/two.ts' }] as never;
    const data = { groups, pinnedPaths: ['b/one.ts', 'b/two.ts', 'scripts/run.ts', 'lib/x.ts'], currentDigests: { 'b/one.ts': 'a', 'b/two.ts': null, 'scripts/run.ts': 'c', 'lib/x.ts': 'd' } };
    expect(publishedSources(data, 'scripts/run.ts')).toEqual({ named: ['b/one.ts', 'scripts/run.ts'], published: 3 });
  });
});
