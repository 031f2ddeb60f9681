// The benchmark's synthetic runs are valid artifacts the site would build, with distinct
// ids, several harness revisions, re-scores pointing at a copy of their source, and one
// run stretched to a hundred attempts per scenario. Built from the committed artifacts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseArtifactText } from '../eval/artifact-file';
import { getArtifacts } from './artifacts';
import { revisionId } from './revisions';
import { REPEAT_FOR_SIZE, REVISIONS, synthesizeRuns } from './synthetic-runs';
import { LOCKFILE_PATH } from '../eval/lockfile';
import { checkArtifactTrust } from '../eval/trust';
import { CURRENT_SOURCE } from './current-source';

const templates = getArtifacts().map((item) => item.artifact);

describe('synthesizeRuns', () => {
  const files = synthesizeRuns(templates, templates.length * REVISIONS);
  const artifacts = files.map((item) => parseArtifactText(item.text, item.file));

  it('writes valid artifacts named after their new, distinct run ids', () => {
    expect(files).toHaveLength(templates.length * REVISIONS);
    for (const [index, artifact] of artifacts.entries()) {
      expect(files[index]!.file).toBe(`${artifact.runId}.json`);
      expect(() => checkArtifactTrust(artifact, files[index]!.file, CURRENT_SOURCE, LOCKFILE_PATH)).not.toThrow();
    }
    expect(new Set(artifacts.map((artifact) => artifact.runId)).size).toBe(artifacts.length);
    expect(artifacts.some((artifact) => templates.some((template) => template.runId === artifact.runId))).toBe(false);
  });

  it('spreads the copies over several harness revisions', () => {
    const original = new Set(templates.map(revisionId)).size;
    expect(new Set(artifacts.map(revisionId)).size).toBe(original * REVISIONS);
  });

  it('points each re-score at the copy of its source, with that copy digest', () => {
    const replays = artifacts.filter((artifact) => artifact.replayOf);
    expect(replays.length).toBeGreaterThan(0);
    for (const replay of replays) {
      const source = files.find((item) => item.file === replay.replayOf!.file);
      expect(source, replay.runId).toBeDefined();
      expect(replay.replayOf!.sha256).toBe(createHash('sha256').update(source!.text).digest('hex'));
    }
  });

  it('stretches the first run to a hundred attempts of every scenario', () => {
    const [first] = artifacts;
    const scenarios = new Set(first!.cases.map((item) => item.scenarioId)).size;
    expect([first!.repeat, first!.cases.length]).toEqual([REPEAT_FOR_SIZE, scenarios * REPEAT_FOR_SIZE]);
    expect(first!.cases.filter((item) => item.scenarioId === first!.cases[0]!.scenarioId).map((item) => item.attempt)).toEqual(
      Array.from({ length: REPEAT_FOR_SIZE }, (_, index) => index + 1),
    );
  });
});
