// Shared by the CLI transport tests: puts a fake CLI directory first on the child's PATH,
// makes a private temp root (so "no directory left behind" can be checked exactly), and
// checks that nothing a fake printed reached an error or a recorded value.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { ADAPTER_ERROR_CATEGORIES, AdapterError, type AdapterErrorCategory } from '../model';

export const FAKE_CODEX_DIR = fileURLToPath(new URL('./fake-cli', import.meta.url));

/** Printed by the fakes on stderr or inside failure text; must never travel further. */
export const SECRET_TOKEN = 'sk-live-FAKE0000SECRET1111TOKEN';
export const STDERR_MARKERS = [SECRET_TOKEN, 'FAKE-STDERR-DETAIL', '/home/alice', 'FAKE_FLAG_MISMATCH'];

/** The fakes note every flag mismatch here: a mismatch may look like an ordinary failure. */
export const MISMATCH_LOG = join(tmpdir(), `commerce-v1-fake-mismatch-${process.pid}-${randomUUID()}.log`);

export function fakeCliEnv(fakeDir: string, mode: string, extra: Record<string, string> = {}): Record<string, string | undefined> {
  // The rest of PATH stays so `#!/usr/bin/env node` finds node.
  const path = `${fakeDir}${delimiter}${process.env.PATH ?? ''}`;
  return { ...process.env, PATH: path, FAKE_CLI_MODE: mode, FAKE_CLI_MISMATCH_FILE: MISMATCH_LOG, ...extra };
}

/** Call in afterEach: fails the test when a fake saw a flag set other than the pinned one. */
export function expectNoFlagMismatch(): void {
  const noted = existsSync(MISMATCH_LOG) ? readFileSync(MISMATCH_LOG, 'utf8') : '';
  rmSync(MISMATCH_LOG, { force: true });
  expect(noted, 'the fake CLI was given other flags than the pinned set').toBe('');
}

export async function makeTempRoot(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'commerce-v1-test-'));
}

export async function expectEmptyAndRemove(root: string): Promise<void> {
  expect(await readdir(root)).toEqual([]);
  await rm(root, { recursive: true, force: true });
}

/** Awaits a rejection, checks it is an AdapterError of `category` and carries no raw text. */
export async function expectAdapterError(promise: Promise<unknown>, category: AdapterErrorCategory): Promise<AdapterError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AdapterError);
  const adapterError = error as AdapterError;
  expect(adapterError.category).toBe(category);
  expect(ADAPTER_ERROR_CATEGORIES).toContain(adapterError.category);
  expectNoRawText(adapterError.message, JSON.stringify(adapterError), String(adapterError.cause ?? ''));
  return adapterError;
}

export function expectNoRawText(...texts: string[]): void {
  for (const text of texts) {
    for (const marker of STDERR_MARKERS) expect(text).not.toContain(marker);
  }
}

/** True while the process exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return true;
  try {
    const state = readFileSync(stat, 'utf8').split(') ').at(1)?.charAt(0);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

export function readPids(file: string): number[] {
  return readFileSync(file, 'utf8').trim().split('\n').map(Number);
}
