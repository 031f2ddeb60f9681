// Merging shards: a recorded reference run cut into three shards by the shard rule joins back
// into the same cases, and every way the parts can fail to be one run is refused by name.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readArtifactFile } from './artifact-file';
import { summarise, type Artifact } from './artifact-schema';
import { mergeShards, MergeRefusal, type ShardFile } from './merge';
import { jobsOfShard } from './shard';

const directory = join(import.meta.dirname, '..', '..', 'artifacts', 'commerce-v1');
// Any recorded complete reference run with more than one case will do.
const whole = readdirSync(directory)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readArtifactFile(join(directory, name)))
  .find((artifact) => artifact.provider.id === 'reference' && artifact.state === 'complete' && artifact.cases.length >= 6)!;

function shardOf(index: number, count: number, change: (copy: Artifact) => void = () => {}): ShardFile {
  const artifact = structuredClone(whole);
  artifact.runId = `shard-${index}-of-${count}`;
  artifact.selection.shard = { index, count };
  artifact.cases = jobsOfShard(artifact.cases, { index, count });
  change(artifact);
  artifact.summary = summarise(artifact.cases);
  return { file: `shard-${index}.json`, sha256: String(index).repeat(64), artifact };
}
const three = () => [1, 2, 3].map((index) => shardOf(index, 3));

describe('mergeShards', () => {
  it('joins three shards into the cases of the whole run, in plan order, naming each shard', () => {
    const merged = mergeShards([...three()].reverse());
    expect(merged.cases).toEqual(whole.cases);
    expect(merged.summary).toEqual(whole.summary);
    expect(merged.selection).toEqual({ ...whole.selection, shard: null });
    expect(merged.provider).toEqual(whole.provider);
    expect(merged.mergedFrom).toEqual([1, 2, 3].map((index) => ({ runId: `shard-${index}-of-3`, file: `shard-${index}.json`, sha256: String(index).repeat(64) })));
    expect(merged).toMatchObject({ state: 'complete', runId: 'shard-1-of-3-merged', concurrency: 3 * whole.concurrency });
  });

  it('expects no file from a shard that holds no job', () => {
    const count = whole.cases.length + 1;
    const shards = Array.from({ length: whole.cases.length }, (_, index) => shardOf(index + 1, count));
    expect(mergeShards(shards).cases).toEqual(whole.cases);
  });

  const digest = Object.keys(whole.sourceHashes)[0]!;
  it.each<[string, () => ShardFile[], RegExp]>([
    ['a shard of another revision', () => [shardOf(1, 3), shardOf(2, 3, (copy) => (copy.sourceHashes[digest] = 'f'.repeat(64))), shardOf(3, 3)],
      new RegExp(`shards are of different revisions: shard-1.json is revision [0-9a-f]{8}, shard-2.json is revision [0-9a-f]{8} \\(first difference: ${digest}\\)`)],
    ['another lockfile', () => [shardOf(1, 3), shardOf(2, 3, (copy) => (copy.lockfileSha256 = 'f'.repeat(64))), shardOf(3, 3)], /shards differ in lockfileSha256/],
    ['another provider', () => [shardOf(1, 3), shardOf(2, 3, (copy) => (copy.provider.id = 'counterexample'))], /shards differ in provider: shard-1.json has .*"reference".*, shard-2.json has .*"counterexample"/],
    ['another model', () => [shardOf(1, 3), shardOf(2, 3, (copy) => (copy.model.requested = 'other'))], /shards differ in model.requested: shard-1.json has null, shard-2.json has "other"/],
    ['another selection', () => [shardOf(1, 3), shardOf(2, 3, (copy) => (copy.selection.spec = 'core'))], /shards differ in selection.spec/],
    ['another repeat', () => [shardOf(1, 3), shardOf(2, 3, (copy) => (copy.repeat = 2))], /shards differ in repeat: shard-1.json has 1, shard-2.json has 2/],
    ['another shard count', () => [shardOf(1, 3), shardOf(2, 4)], /shards differ in shard count: shard-1.json has 3, shard-2.json has 4/],
    ['another machine', () => [shardOf(1, 3), shardOf(2, 3, (copy) => (copy.environment.node = 'v99.0.0'))], /shards differ in environment/],
    ['a shard given twice', () => [shardOf(1, 3), shardOf(2, 3), shardOf(2, 3), shardOf(3, 3)], /shard 2\/3 is given twice: shard-2.json and shard-2.json/],
    ['a missing shard', () => [shardOf(1, 3), shardOf(2, 3)], /shard 3\/3 is missing: it holds \d+ of the run's \d+ job\(s\)/],
    ['overlapping shards', () => [shardOf(1, 3), shardOf(2, 3, (copy) => copy.cases.push(whole.cases[0]!)), shardOf(3, 3)], /shard-2.json \(shard 2\/3\) records [a-z0-9-]+#1, a job of shard 1\/3/],
    ['a shard lacking a job', () => [shardOf(1, 3, (copy) => copy.cases.pop()), shardOf(2, 3), shardOf(3, 3)], /shard-1.json \(shard 1\/3\) lacks [a-z0-9-]+#1/],
    ['an unfinished shard', () => [shardOf(1, 3, (copy) => (copy.state = 'interrupted')), shardOf(2, 3), shardOf(3, 3)], /shard-1.json is not complete \(state "interrupted"\)/],
    ['a whole run', () => [shardOf(1, 3), { ...shardOf(2, 3), artifact: whole }], /is not a shard/],
  ])('refuses %s with one line naming it', (_name, inputs, reason) => {
    let refusal: unknown;
    try {
      mergeShards(inputs());
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(MergeRefusal);
    expect((refusal as Error).message).toMatch(reason);
    expect((refusal as Error).message).not.toContain('\n');
  });
});
