// Joins the shards of one run (`npm run eval -- ... --shard k/n`) into one artifact.
//
// Usage:   npm run merge -- <shard.json>... [--out DIR]
// Reads:   the shard artifacts; shards that hold no job write no file and are not given.
// Checks:  the shards are parts of one run (lib/eval/merge.ts: digests, lockfile, provider,
//          model, selection, repeat, shard count, environment, rubric; each shard once,
//          complete, with exactly its jobs); every shard and the merged artifact pass the
//          build's trust check.
// Output:  <out>/<first shard's run id>-merged.json (default artifacts/commerce-v1), provider
//          unchanged, `mergedFrom` naming each shard's file and SHA-256; a summary table.
// Exit:    0 merged; 1 refused (the shards do not join, or one fails the trust check), with
//          one line naming what differs; 2 usage error (no file, unreadable file).
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseArtifactText, writeArtifactAtomically } from '../lib/eval/artifact-file';
import { artifactFileName } from '../lib/eval/artifact-rules';
import { OutDirectoryError, prepareOutDirectory } from '../lib/eval/out-directory';
import { ArtifactRefusal } from '../lib/eval/artifact-refusal';
import { LOCKFILE_PATH } from '../lib/eval/lockfile';
import { MergeRefusal, mergeShards, type ShardFile } from '../lib/eval/merge';
import { formatSummaryTable } from '../lib/eval/progress';
import { sha256 } from '../lib/eval/sha256';
import { checkArtifactTrust } from '../lib/eval/trust';
import { CURRENT_SOURCE } from '../lib/site/current-source';

const root = fileURLToPath(new URL('..', import.meta.url));

class UsageProblem extends Error {}

function main(argv: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { out: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageProblem((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageProblem('usage: npm run merge -- <shard.json>... [--out DIR]');
  const shards: ShardFile[] = positionals.map((path) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      throw new UsageProblem(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
    const artifact = parseArtifactText(bytes.toString('utf8'), path);
    checkArtifactTrust(artifact, path, CURRENT_SOURCE, LOCKFILE_PATH);
    return { file: basename(path), sha256: sha256(bytes), artifact };
  });
  const merged = mergeShards(shards);
  // Checked and created like eval's --out: a folder that takes a probe write.
  const outPath = join(prepareOutDirectory(values.out ?? join(root, 'artifacts', 'commerce-v1')), artifactFileName(merged.runId));
  checkArtifactTrust(merged, relative(process.cwd(), outPath), CURRENT_SOURCE, LOCKFILE_PATH);
  writeArtifactAtomically(outPath, merged);

  const parts = merged.mergedFrom!.map((entry) => {
    const shard = shards.find((candidate) => candidate.artifact.runId === entry.runId)!.artifact;
    return `${entry.file} (shard ${shard.selection.shard!.index}/${shard.selection.shard!.count}, ${shard.cases.length} job(s))`;
  });
  console.log(`merged ${parts.length} shard(s) of ${merged.selection.caseIds.length} scenario(s) x ${merged.repeat} attempt(s): ${parts.join(', ')}`);
  console.log(`\n${formatSummaryTable(merged)}`);
  console.log(`\nwrote ${relative(process.cwd(), outPath)}`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof MergeRefusal || error instanceof ArtifactRefusal) {
    console.error(`merge: ${error.message}`);
    process.exitCode = 1;
  } else if (error instanceof UsageProblem || error instanceof OutDirectoryError) {
    console.error(`merge: ${error.message}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
