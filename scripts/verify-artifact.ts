// Checks that the files an artifact pinned are byte-identical to the ones here.
//
// Usage:   npm run verify -- <artifact.json> [--commit <git rev>] [--root <checkout dir>]
// Reads:   the files from the working tree of this checkout (or of --root), or from a git
//          revision of it with --commit.
// Output:  one line per pinned file (equal / different / missing), then a verdict line.
// Exit:    0 when every digest is equal, 1 when any differs or is missing, 2 on a usage error.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../lib/eval/artifact-refusal';
import { readArtifactFile } from '../lib/eval/artifact-file';
import { compareDigests, gitRevisionReader, workingTreeReader } from '../lib/eval/verify';

const root = fileURLToPath(new URL('..', import.meta.url));

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({ args: argv, options: { commit: { type: 'string' }, root: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('usage: npm run verify -- <artifact.json> [--commit <git rev>] [--root <checkout dir>]');
    return 2;
  }
  const artifact = readArtifactFile(positionals[0]!, displayPath(positionals[0]!, root));
  const checkout = values.root ?? root;
  const reader = values.commit ? gitRevisionReader(checkout, values.commit) : workingTreeReader(checkout);
  const rows = compareDigests(artifact, reader);
  const width = 'different'.length; // fixed, so the output lines up the same way every time
  for (const row of rows) console.log(`${row.status.padEnd(width)}  ${row.path}`);
  const bad = rows.filter((row) => row.status !== 'equal');
  const against = values.commit ? `commit ${values.commit}` : `the working tree at ${checkout}`;
  console.log(
    bad.length === 0
      ? `all ${rows.length} digests equal: ${against} holds the code that produced run ${artifact.runId}`
      : `${bad.length} of ${rows.length} digests differ from ${against}: ${bad.map((row) => row.path).join(', ')}`,
  );
  return bad.length === 0 ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`verify: ${(error as Error).message.split('\n')[0]}`);
  process.exitCode = 2;
}
