// A figure that is costly to derive, computed once per build instead of once per process.
// `next build` renders pages in several worker processes and each would judge the whole
// calibration corpus and every held-out set again (minutes, in every worker, and again in
// the hostile-fixture build). The prebuild computes the value and writes it here with the
// digest of everything it is derived from; a worker reuses it only when that digest is
// still the digest of its own checkout, so a memo can never stand in for different evidence.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sha256 } from '../eval/sha256';
import { REPOSITORY_ROOT } from './paths';

/** Repository-relative; under node_modules/.cache, where build tools keep what they can recompute. */
export const BUILD_MEMO_DIRECTORY = join('node_modules', '.cache', 'commerce-v1');

/**
 * The code and data a rubric figure can depend on: the scenarios, rubric, corpora and
 * held-out sets (benchmarks/) and the engine, verdict and statistics code (lib/). Wider than
 * strictly needed: a change anywhere in them only costs one recomputation.
 */
export const RUBRIC_FIGURE_INPUTS = ['benchmarks', 'lib'] as const;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** One digest of every file under `directories` (repository-relative), names and bytes. */
export function inputsDigest(directories: readonly string[], root = REPOSITORY_ROOT): string {
  const lines = directories
    .flatMap((directory) => filesUnder(join(root, directory)))
    .map((path) => `${sha256(readFileSync(path))}  ${relative(root, path)}`)
    .sort();
  return sha256(lines.join('\n'));
}

const digestHolder = globalThis as { commerceRubricFigureInputsDigest?: string };

/** `inputsDigest(RUBRIC_FIGURE_INPUTS)`, hashed once per process however many figures it keys. */
export function rubricFigureInputsDigest(): string {
  digestHolder.commerceRubricFigureInputsDigest ??= inputsDigest(RUBRIC_FIGURE_INPUTS);
  return digestHolder.commerceRubricFigureInputsDigest;
}

interface MemoFile<T> {
  inputs: string;
  value: T;
}

/**
 * `compute()`, or the value a process of this build already computed from the same inputs.
 * The value must survive JSON unchanged (plain objects, arrays, strings, finite numbers, null).
 */
export function memoised<T>(name: string, inputs: string, compute: () => T, root = REPOSITORY_ROOT): T {
  const directory = join(root, BUILD_MEMO_DIRECTORY);
  const file = join(directory, `${name}.json`);
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as MemoFile<T>;
    if (saved.inputs === inputs) return saved.value;
  } catch {
    // No memo yet, or one cut short: compute.
  }
  const value = compute();
  mkdirSync(directory, { recursive: true });
  // Written aside and renamed, so a worker reading at the same moment sees the old file or the new one, never half of one.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({ inputs, value } satisfies MemoFile<T>));
  renameSync(partial, file);
  return value;
}
