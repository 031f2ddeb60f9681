// Re-scores an artifact's recorded final messages with the current rubric; no model is called.
//
// Usage:   npm run rescore -- <artifact.json> [--out DIR]
// Output:  a new artifact <out>/<run id>.json (provider `replay`, replayOf → the source run,
//          current source digests), and the verdicts that flipped.
// Exit:    0 when the new artifact was written, 2 on a usage error.
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { COMMERCE_RUBRIC } from '../benchmarks/commerce-v1/rubric';
import { displayPath } from '../lib/eval/artifact-refusal';
import { parseArtifactBytes, writeArtifactAtomically } from '../lib/eval/artifact-file';
import { artifactFileName } from '../lib/eval/artifact-rules';
import { prepareOutDirectory } from '../lib/eval/out-directory';
import { rescoreArtifact, verdictFlips } from '../lib/eval/rescore';
import { captureProvenance, runStamp } from '../lib/eval/provenance';
import { sha256 } from '../lib/eval/sha256';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: { out: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('usage: npm run rescore -- <artifact.json> [--out DIR]');
    return 2;
  }
  const path = positionals[0]!;
  const bytes = readFileSync(path);
  const source = parseArtifactBytes(bytes, displayPath(path, root));
  const outDir = prepareOutDirectory(values.out ?? join(root, 'artifacts', 'commerce-v1'));
  const provenance = await captureProvenance(root, relative(root, fileURLToPath(import.meta.url)), null);
  const now = new Date();
  const stamp = runStamp(now);
  const rescored = rescoreArtifact(source, ALL_SCENARIOS, COMMERCE_RUBRIC, {
    runId: `${stamp}-replay-of-${source.runId}`.slice(0, 160),
    source: { file: basename(path), sha256: sha256(bytes) },
    ...provenance,
    now,
  });
  const outPath = join(outDir, artifactFileName(rescored.runId));
  writeArtifactAtomically(outPath, rescored);

  const flips = verdictFlips(source, rescored);
  console.log(`re-scored ${source.cases.length} case(s) of ${source.runId} with the current rubric`);
  console.log(`passed: ${source.summary.passed}/${source.summary.total} recorded -> ${rescored.summary.passed}/${rescored.summary.total} now`);
  if (flips.length === 0) console.log('no verdict flipped');
  for (const flip of flips) {
    console.log(`flipped  ${flip.scenarioId}#${flip.attempt}  ${flip.before ? 'pass' : 'fail'} -> ${flip.after ? 'pass' : 'fail'}`);
  }
  console.log(`wrote ${relative(process.cwd(), outPath)}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`rescore: ${(error as Error).message.split('\n')[0]}`);
    process.exitCode = 2;
  },
);
