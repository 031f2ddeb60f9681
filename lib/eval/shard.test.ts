// The shard rule: round-robin over the planned (scenario, attempt) jobs, every job exactly once.
import { describe, expect, it } from 'vitest';
import { jobsOfShard, parseShard, planJobs, shardOfJob } from './shard';

describe('parseShard', () => {
  it.each([
    ['1/1', { index: 1, count: 1 }],
    ['2/3', { index: 2, count: 3 }],
    [' 3 / 3 ', { index: 3, count: 3 }],
    ['12/40', { index: 12, count: 40 }],
  ])('reads %j', (text, shard) => {
    expect(parseShard(text)).toEqual(shard);
  });

  it.each(['0/3', '4/3', '1/0', '3', '1/3/2', '-1/3', '1.5/3', 'a/b', '', '01/3'])('refuses %j', (text) => {
    expect(parseShard(text)).toBeNull();
  });
});

describe('planJobs and jobsOfShard', () => {
  const plan = planJobs(['a', 'b', 'c'], 2);

  it('plans scenario-major, attempts counted from 1', () => {
    expect(plan.map((job) => `${job.scenario}#${job.attempt}`)).toEqual(['a#1', 'a#2', 'b#1', 'b#2', 'c#1', 'c#2']);
  });

  it('deals the plan round-robin: job j goes to shard (j mod n) + 1', () => {
    const names = (index: number, count: number) => jobsOfShard(plan, { index, count }).map((job) => `${job.scenario}#${job.attempt}`);
    expect(names(1, 4)).toEqual(['a#1', 'c#1']);
    expect(names(2, 4)).toEqual(['a#2', 'c#2']);
    expect(names(3, 4)).toEqual(['b#1']);
    expect(names(4, 4)).toEqual(['b#2']);
    expect(shardOfJob(5, 4)).toBe(2);
    // Beyond the job count a shard is empty.
    expect(jobsOfShard(planJobs(['a'], 1), { index: 2, count: 2 })).toEqual([]);
  });

  it.each([1, 2, 3, 5, 6, 7, 13])('puts every job in exactly one of %i shards, sizes within one of each other', (count) => {
    const shards = Array.from({ length: count }, (_, index) => jobsOfShard(plan, { index: index + 1, count }));
    expect(shards.flat().sort((left, right) => plan.indexOf(left) - plan.indexOf(right))).toEqual(plan);
    expect(new Set(shards.flat()).size).toBe(plan.length);
    const sizes = shards.map((jobs) => jobs.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('gives every job to an unsharded run', () => {
    expect(jobsOfShard(plan, null)).toEqual(plan);
  });
});
