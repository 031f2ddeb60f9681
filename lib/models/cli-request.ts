// What every CLI transport does around its one process per request: a fresh temporary working
// directory that is removed whatever happens (success, failure, timeout), and the outcomes
// that never reach output parsing because the process did not finish on its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdapterError } from './model';
import type { ProcessResult } from './process';

export async function inTemporaryDirectory<T>(
  prefix: string,
  tempRoot: string | undefined,
  work: (directory: string) => Promise<T>,
): Promise<T> {
  const directory = await mkdtemp(join(tempRoot ?? tmpdir(), prefix));
  try {
    return await work(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Throws the adapter error for a process that timed out, was aborted or never started. */
export function throwIfUnfinished(result: ProcessResult, cli: string): void {
  if (result.outcome === 'timeout' || result.outcome === 'aborted') {
    throw new AdapterError('timeout', `${cli} did not finish in time (${result.outcome})`);
  }
  if (result.outcome === 'spawn-failed') throw new AdapterError('invocation-failed', `${cli} could not be started`);
}
