// The browser re-check against the recorder: every committed artifact's verdicts come out
// the same from its published bytes, and a tampered outcome is reported as a disagreement.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serialiseArtifact } from '../eval/artifact-file';
import { minimalArtifact } from '../eval/__fixtures__/minimal-artifact';
import { readArtifactDirectory } from './artifacts';
import { artifactsDirectory } from './paths';
import { highlightSegments, recheckArtifactText, recheckCase } from './recheck';

describe('recheckCase', () => {
  it('reproduces every recorded verdict, stage and outcome of the committed artifacts from their bytes', () => {
    const loaded = readArtifactDirectory(artifactsDirectory());
    expect(loaded.length).toBeGreaterThan(0);
    for (const item of loaded) {
      const text = readFileSync(join(artifactsDirectory(), item.file), 'utf8');
      item.artifact.cases.forEach((row, index) => {
        const result = recheckArtifactText(text, index);
        expect(result.agrees, `${item.file} ${row.scenarioId}#${row.attempt}`).toBe(true);
        expect([result.passed, result.failureStage]).toEqual([row.passed, row.failureStage]);
      });
    }
    // Every committed artifact, case by case, from its own bytes: the time grows with each recorded run.
  }, 180_000);

  it('reports a flipped outcome or verdict as a disagreement and gives the spans of live matches', () => {
    const base = { ...minimalArtifact() };
    const passing = {
      ...base,
      cases: [
        {
          scenarioId: 'x', label: null, group: 'core', attempt: 1, startedAt: base.startedAt, elapsedMs: 1, priorTurn: null, prompt: 'p',
          response: { kind: 'answer', message: 'it is x', degraded: false, degradedReason: null },
          modelSteps: [], toolCalls: [], assertions: [{ id: 'says-x', origin: 'scenario' as const, held: true, matched: 'x' }],
          passed: true, failureStage: null, failureText: null, usage: null, costUsd: null,
        },
      ],
    };
    const fine = recheckCase(passing, 0);
    expect([fine.agrees, fine.passed, fine.outcomes[0]!.span]).toEqual([true, true, { start: 6, end: 7 }]);
    const tampered = { ...passing, cases: [{ ...passing.cases[0]!, assertions: [{ ...passing.cases[0]!.assertions[0]!, held: false }] }] };
    expect(recheckCase(tampered, 0).agrees).toBe(false);
    expect(recheckArtifactText(serialiseArtifact({ ...passing, cases: [{ ...passing.cases[0]!, passed: false }] }), 0).agrees).toBe(false);
  });
});

describe('highlightSegments', () => {
  it('cuts the message at every boundary and keeps every character in order', () => {
    const segments = highlightSegments('abcdefgh', [{ id: 'x', start: 1, end: 4 }, { id: 'y', start: 3, end: 6 }]);
    expect(segments).toEqual([
      { text: 'a', marks: [] },
      { text: 'bc', marks: ['x'] },
      { text: 'd', marks: ['x', 'y'] },
      { text: 'ef', marks: ['y'] },
      { text: 'gh', marks: [] },
    ]);
    expect(highlightSegments('', [])).toEqual([]);
    expect(highlightSegments('plain', [])).toEqual([{ text: 'plain', marks: [] }]);
  });
});
