// Runs the real `npm run eval` entry point as a child process, as a user would, for the
// tests of scripts/eval-commerce.ts. The runner's variables are blanked (empty counts as
// unset) so a developer's own settings cannot leak into the tests.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
const ENTRY = join(ROOT, 'scripts', 'eval-commerce.ts');
// Absolute, so the child can run from any working directory.
const TSX = import.meta.resolve('tsx');

const childEnv = (env: Record<string, string>) => ({ ...process.env, COMMERCE_EVAL_PROVIDER: '', COMMERCE_EVAL_CASE: '', COMMERCE_EVAL_MODEL: '', ...env });

export function runEvalSync(args: string[], options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {}) {
  return spawnSync(process.execPath, ['--import', TSX, ENTRY, ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    env: childEnv(options.env ?? {}),
    timeout: options.timeoutMs ?? 120_000,
  });
}

export function spawnEval(args: string[]): ChildProcessWithoutNullStreams & { output(): string } {
  const child = spawn(process.execPath, ['--import', TSX, ENTRY, ...args], { cwd: ROOT, env: childEnv({}) });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  return Object.assign(child, { output: () => stdout });
}

export const closed = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('close', resolve)));

/** Resolves once the child has printed `count` case lines (or rejects after `timeoutMs`). */
export function afterCases(child: ReturnType<typeof spawnEval>, count: number, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fewer than ${count} cases within ${timeoutMs} ms`)), timeoutMs);
    const check = () => {
      if (caseLines(child.output()).length >= count) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve();
      }
    };
    child.stdout.on('data', check);
  });
}

/** `scenario#attempt` of every case line a run printed. */
export function caseLines(stdout: string): string[] {
  return [...stdout.matchAll(/^\[\s*\d+\/\d+\]\s+(?:PASS|FAIL)\s+(\S+)/gm)].map((match) => match[1]!);
}

export const dotFiles = (directory: string) => readdirSync(directory).filter((name) => name.startsWith('.'));
