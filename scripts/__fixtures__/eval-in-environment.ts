// Runs scripts/eval-commerce.ts as a user would (`npx tsx`, here node with the tsx loader) in
// a child process with exactly the environment given, and reads back what it wrote. The child
// is started asynchronously so that a loopback model server in the test process can answer it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArtifactText } from '../../lib/eval/artifact-file';
import type { Artifact } from '../../lib/eval/artifact-schema';
import { REPOSITORY_ROOT } from '../../lib/models/__fixtures__/cli-test-kit';

export interface EvalOutcome {
  status: number | null;
  stdout: string;
  stderr: string;
  elapsedMs: number;
  /** Files in the output directory. */
  files: string[];
  artifact: Artifact | null;
  artifactText: string | null;
}

export async function runEval(args: readonly string[], env: Record<string, string>, outParent: string, timeoutMs = 240_000): Promise<EvalOutcome> {
  const outDir = mkdtempSync(join(outParent, 'out-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/eval-commerce.ts', '--out', outDir, ...args], {
    cwd: REPOSITORY_ROOT,
    // The cast only widens: Next's types declare NODE_ENV on ProcessEnv, this child need not have it.
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  clearTimeout(timer);
  const elapsedMs = performance.now() - started;
  const files = readdirSync(outDir);
  const artifactText = files.length === 1 ? readFileSync(join(outDir, files[0]!), 'utf8') : null;
  const artifact = artifactText === null ? null : parseArtifactText(artifactText, files[0]!);
  return { status, stdout, stderr, elapsedMs, files, artifact, artifactText };
}
