import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_GROUPS } from './__fixtures__/scenario-groups';
import { CURRENT_SOURCE } from './current-source';
import { validateArtifacts, validateContent } from './validate';

/** The fixture runs name the fixture scenarios, which this benchmark never declared. */
const FIXTURE_SOURCE = { ...CURRENT_SOURCE, knownScenario: (id: string) => FIXTURE_GROUPS.some((group) => group.scenarios.some((scenario) => scenario.id === id)) };

const FIXTURES = join(__dirname, '__fixtures__');

describe('prebuild validation', () => {
  it('accepts the fixture artifacts', () => {
    expect(validateArtifacts(join(FIXTURES, 'artifacts'), FIXTURE_SOURCE)).toHaveLength(3);
    expect(() => validateArtifacts(join(FIXTURES, 'artifacts'))).toThrow('selection.caseIds[0]: expected a scenario the benchmark declares or once declared, got "alpha"');
  });

  it('fails on a malformed artifact, naming the file and the field', () => {
    // Every variant of the malformed set is checked in malformed-fixtures.test.ts.
    expect(() => validateArtifacts(join(FIXTURES, 'malformed', 'degraded-not-boolean'))).toThrow('lib/site/__fixtures__/malformed/degraded-not-boolean/2026-11-04-broken.json: cases[1].response.degraded: expected boolean, received string');
  });

  it('fails on a content page with a digit in prose or an unknown component, naming the file', () => {
    const directory = mkdtempSync(join(tmpdir(), 'site-content-'));
    const front = '---\ntitle: T\ndescription: A description.\n---\n';
    writeFileSync(join(directory, 'page.mdx'), `${front}\nWe ran 3 runs.\n`);
    expect(() => validateContent(directory)).toThrow(/content\/page\.mdx:6:1: digit in prose/);
    writeFileSync(join(directory, 'page.mdx'), `${front}\n<RunsOverview kind="model" />\n`);
    expect(() => validateContent(directory)).toThrow(/content\/page\.mdx: unknown component\(s\) RunsOverview/);
    writeFileSync(join(directory, 'results.mdx'), `${front}\n<RunsOverview kind="model" />\n`);
    rmSync(join(directory, 'page.mdx'));
    expect(validateContent(directory)).toEqual(['results.mdx']);
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps the malformed fixture otherwise identical to a valid artifact', () => {
    // Guards the fixture itself: only the one field differs, so the error is about that field.
    const broken = JSON.parse(readFileSync(join(FIXTURES, 'malformed', 'degraded-not-boolean', '2026-11-04-broken.json'), 'utf8'));
    broken.cases[1].response.degraded = false;
    expect(broken).toEqual(JSON.parse(readFileSync(join(FIXTURES, 'artifacts', '2026-11-02T09-00-00Z-reference-bbbb.json'), 'utf8')));
  });
});
