// Checks contributed run artifacts before they are published (lib/eval/submission.ts).
//
// Usage:   npm run submit -- <artifact.json>... [--published-ref REF] [--timeout-ms N]
// Reads:   each artifact; this repository's history (the run's commit must be an ancestor of
//          --published-ref, default HEAD); that commit's files, unpacked in a temporary
//          directory with this checkout's node_modules linked in, where the commit's own
//          scripts/rescore.ts re-scores the run (nothing is written to this checkout).
// Output:  a receipt per artifact on stdout: schema, run, provider, revision (file by file),
//          re-score (case by case), trust and privacy, then ACCEPTED or REFUSED.
// Flags:   --published-ref REF  the published history (CI passes the pull request's base);
//          --timeout-ms N       bound on each git step and each process of the commit's code
//                               (default 120000).
// Exit:    0 every artifact accepted; 1 any refused; 2 usage error (no file, unreadable file,
//          unknown --published-ref, no node_modules).
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkSubmission } from '../lib/eval/submission';
import { searchableHostnames } from '../lib/eval/submission-privacy';
import { formatReceipt, isAccepted } from '../lib/eval/submission-receipt';
import { resolveCommit } from '../lib/eval/submission-revision';

const root = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'usage: npm run submit -- <artifact.json>... [--published-ref REF] [--timeout-ms N]';

class UsageProblem extends Error {}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { 'published-ref': { type: 'string' }, 'timeout-ms': { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageProblem(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageProblem(USAGE);
  const ref = values['published-ref'] ?? 'HEAD';
  const commit = resolveCommit(root, ref);
  if (!commit) throw new UsageProblem(`--published-ref ${ref} names no commit of ${root}`);
  const timeoutText = values['timeout-ms'] ?? '120000';
  if (!/^[1-9][0-9]*$/.test(timeoutText)) throw new UsageProblem(`--timeout-ms must be a positive whole number, got "${timeoutText}"`);
  if (!existsSync(join(root, 'node_modules'))) throw new UsageProblem(`${root} has no node_modules: run npm ci first`);
  const files = positionals.map((path) => {
    try {
      return { path, bytes: readFileSync(path) };
    } catch (error) {
      throw new UsageProblem(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  });

  const context = {
    root,
    published: { ref, commit },
    probeScript: join(root, 'scripts', 'print-declarations.ts'),
    hostnames: searchableHostnames([hostname()]),
    timeoutMs: Number(timeoutText),
  };
  let accepted = 0;
  for (const { path, bytes } of files) {
    const started = performance.now();
    // The commit's rescore runs in another directory, so it is handed an absolute path.
    const receipt = await checkSubmission({ path: isAbsolute(path) ? path : resolve(path), name: path, bytes }, context);
    console.log(formatReceipt(receipt));
    console.log(`  (checked in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    if (isAccepted(receipt)) accepted += 1;
  }
  if (files.length > 1) console.log(`${accepted} of ${files.length} artifact(s) accepted`);
  return accepted === files.length ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (!(error instanceof UsageProblem)) throw error;
    console.error(`submit: ${error.message}`);
    process.exitCode = 2;
  },
);
