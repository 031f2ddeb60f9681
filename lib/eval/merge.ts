// Joining the shards of one run (`--shard k/n`, possibly on different machines) into the one
// artifact an unsharded run would have written. Shards join only when they are parts of the
// same run: the same code and dependencies (digests, lockfile), provider, model, selection,
// repeat, shard count, environment and rubric; each shard complete and given once; and each
// holding exactly the jobs the shard rule (shard.ts) gives it, so the parts are disjoint and
// together complete. Anything else is refused with one line naming what differs. Pure: the
// caller reads the files and writes the result.
import type { Artifact, WrittenArtifact } from './artifact-schema';
import { summarise } from './artifact-schema';
import { artifactHeader } from './artifact-header';
import { LOCKFILE_PATH } from './lockfile';
import { revisionId } from './revision';
import { formatShard, jobKey, jobsOfShard, planJobs, type Shard } from './shard';
import { canonical } from './canonical-json';

export interface ShardFile {
  /** The name the merged artifact's `mergedFrom` records (the file's base name). */
  file: string;
  sha256: string;
  artifact: Artifact;
}

export class MergeRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeRefusal';
  }
}

export function mergeShards(inputs: readonly ShardFile[]): WrittenArtifact {
  if (inputs.length === 0) throw new MergeRefusal('no shard given');
  for (const input of inputs) checkIsFinishedShard(input);
  const [first, ...rest] = inputs as [ShardFile, ...ShardFile[]];
  for (const other of rest) checkSameRun(first, other);

  const count = first.artifact.selection.shard!.count;
  const plan = planJobs(first.artifact.selection.caseIds, first.artifact.repeat);
  const byIndex = new Map<number, ShardFile>();
  for (const input of inputs) {
    const shard = input.artifact.selection.shard!;
    const twin = byIndex.get(shard.index);
    if (twin) throw new MergeRefusal(`shard ${formatShard(shard)} is given twice: ${twin.file} and ${input.file}`);
    byIndex.set(shard.index, input);
  }
  const ordered: ShardFile[] = [];
  for (let index = 1; index <= count; index += 1) {
    const expected = jobsOfShard(plan, { index, count }).map((job) => jobKey(job.scenario, job.attempt));
    const input = byIndex.get(index);
    if (!input) {
      // A shard beyond the job count holds no job, runs nothing and writes nothing.
      if (expected.length === 0) continue;
      throw new MergeRefusal(`shard ${index}/${count} is missing: it holds ${expected.length} of the run's ${plan.length} job(s)`);
    }
    checkJobs(input, { index, count }, expected, count);
    ordered.push(input);
  }
  if (ordered.length < 2) {
    throw new MergeRefusal(`only shard ${formatShard(ordered[0]!.artifact.selection.shard!)} holds jobs (the others are empty); there is nothing to merge: run with fewer shards`);
  }
  return joined(ordered, plan.map((job) => jobKey(job.scenario, job.attempt)));
}

/** The first path (in code-unit order) whose digest differs between two digest maps, or null. */
function firstDifference(left: Readonly<Record<string, string>>, right: Readonly<Record<string, string>>): string | null {
  const paths = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return paths.find((path) => left[path] !== right[path]) ?? null;
}

function checkIsFinishedShard({ file, artifact }: ShardFile): void {
  if (!artifact.selection.shard) throw new MergeRefusal(`${file} is not a shard (its selection.shard is null)`);
  if (artifact.state !== 'complete') throw new MergeRefusal(`${file} is not complete (state "${artifact.state}"): a shard must finish before it is merged`);
  if (artifact.replayOf) throw new MergeRefusal(`${file} is a re-score of ${artifact.replayOf.runId}, not a shard of a run`);
  if (artifact.mergedFrom) throw new MergeRefusal(`${file} is already a merge`);
}

/** Everything that makes two shards parts of one run, compared in the order a reader cares. */
function checkSameRun(first: ShardFile, other: ShardFile): void {
  const [a, b] = [first.artifact, other.artifact];
  const differ = (what: string, left: unknown, right: unknown) =>
    new MergeRefusal(`shards differ in ${what}: ${first.file} has ${JSON.stringify(left)}, ${other.file} has ${JSON.stringify(right)}`);
  const file = firstDifference(a.sourceHashes, b.sourceHashes);
  if (file !== null) {
    throw new MergeRefusal(
      `shards are of different revisions: ${first.file} is revision ${revisionId(a)}, ${other.file} is revision ${revisionId(b)} (first difference: ${file})`,
    );
  }
  if (a.lockfileSha256 !== b.lockfileSha256) throw differ(`lockfileSha256 (${LOCKFILE_PATH})`, a.lockfileSha256, b.lockfileSha256);
  const fields: Array<[string, (artifact: Artifact) => unknown]> = [
    ['provider', (artifact) => artifact.provider],
    ['model.requested', (artifact) => artifact.model.requested],
    ['statusLabel', (artifact) => artifact.statusLabel],
    ['selection.spec', (artifact) => artifact.selection.spec],
    ['selection.caseIds', (artifact) => artifact.selection.caseIds],
    ['repeat', (artifact) => artifact.repeat],
    ['shard count', (artifact) => artifact.selection.shard!.count],
    ['schemaVersion', (artifact) => artifact.schemaVersion],
    ['environment', (artifact) => artifact.environment],
  ];
  for (const [what, read] of fields) {
    if (canonical(read(a)) !== canonical(read(b))) throw differ(what, read(a), read(b));
  }
  // Equal digests imply an equal rubric unless a file was edited by hand; say so if it was.
  if (canonical(a.rubric) !== canonical(b.rubric)) throw new MergeRefusal(`shards differ in rubric: ${first.file} and ${other.file} record different rubrics`);
}

function checkJobs(input: ShardFile, shard: Shard, expected: readonly string[], count: number): void {
  const recorded = input.artifact.cases.map((row) => jobKey(row.scenarioId, row.attempt));
  const wanted = new Set(expected);
  const stray = recorded.find((key) => !wanted.has(key));
  if (stray) {
    const plan = planJobs(input.artifact.selection.caseIds, input.artifact.repeat).map((job) => jobKey(job.scenario, job.attempt));
    const owner = plan.indexOf(stray);
    const where = owner < 0 ? 'outside the run\'s plan' : `a job of shard ${(owner % count) + 1}/${count}`;
    throw new MergeRefusal(`${input.file} (shard ${formatShard(shard)}) records ${stray}, ${where}`);
  }
  const seen = new Set<string>();
  for (const key of recorded) {
    if (seen.has(key)) throw new MergeRefusal(`${input.file} (shard ${formatShard(shard)}) records ${key} twice`);
    seen.add(key);
  }
  const lacking = expected.find((key) => !seen.has(key));
  if (lacking) throw new MergeRefusal(`${input.file} (shard ${formatShard(shard)}) lacks ${lacking}, one of its ${expected.length} job(s)`);
}

/** The artifact the unsharded run would have written: cases in plan order, times spanning the shards. */
function joined(ordered: readonly ShardFile[], planKeys: readonly string[]): WrittenArtifact {
  const first = ordered[0]!.artifact;
  const rows = new Map(ordered.flatMap(({ artifact }) => artifact.cases.map((row) => [jobKey(row.scenarioId, row.attempt), row] as const)));
  const cases = planKeys.map((key) => rows.get(key)!);
  const started = ordered.map(({ artifact }) => artifact.startedAt).sort()[0]!;
  const finished = ordered.map(({ artifact }) => artifact.finishedAt!).sort().at(-1)!;
  const header = artifactHeader({
    runId: `${first.runId}-merged`.slice(0, 200),
    statusLabel: first.statusLabel,
    provider: first.provider,
    requestedModel: first.model.requested,
    selection: { ...first.selection, shard: null },
    repeat: first.repeat,
    // At most this many cases were in flight at once across the shards.
    concurrency: ordered.reduce((total, { artifact }) => total + artifact.concurrency, 0),
    startedAt: new Date(started),
    provenance: { sourceHashes: first.sourceHashes, lockfileSha256: first.lockfileSha256, environment: first.environment },
    rubric: first.rubric,
    mergedFrom: ordered.map(({ file, sha256, artifact }) => ({ runId: artifact.runId, file, sha256 })),
  });
  const resolved = [...new Set(ordered.flatMap(({ artifact }) => artifact.model.resolved))].sort();
  return {
    ...header,
    state: 'complete',
    model: { requested: first.model.requested, resolved },
    finishedAt: finished,
    cases,
    summary: summarise(cases),
  };
}
