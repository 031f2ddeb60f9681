// Shared by the tests that run the real Claude Code and Codex binaries (the pinned dev
// dependencies) against the loopback model server: the PATH a user with them installed has,
// private scratch directories (so "nothing left behind" can be checked exactly), and checks
// that nothing a CLI printed reached an error or a recorded value.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { ADAPTER_ERROR_CATEGORIES, AdapterError, type AdapterErrorCategory } from '../model';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The pinned CLIs first, then node (Codex's launcher is a node script), then the system. */
export const CLI_PATH = [join(REPOSITORY_ROOT, 'node_modules', '.bin'), dirname(process.execPath), '/usr/bin', '/bin'].join(delimiter);

/** A home, a temp root and a CLI home of a test's own, all empty and all removed by `remove`. */
export interface Scratch {
  root: string;
  home: string;
  tempRoot: string;
  cliHome: string;
  remove(): Promise<void>;
}

export async function makeScratch(): Promise<Scratch> {
  const root = await mkdtemp(join(tmpdir(), 'commerce-v1-test-'));
  const [home, tempRoot, cliHome] = await Promise.all(['home', 'tmp', 'cli-home'].map(async (name) => mkdtemp(join(root, `${name}-`))));
  return { root, home: home!, tempRoot: tempRoot!, cliHome: cliHome!, remove: () => rm(root, { recursive: true, force: true }) };
}

export async function expectEmpty(directory: string): Promise<void> {
  expect(await readdir(directory)).toEqual([]);
}

/** Awaits a rejection, checks it is an AdapterError of `category` and carries none of `markers`. */
export async function expectAdapterError(promise: Promise<unknown>, category: AdapterErrorCategory, markers: readonly string[] = []): Promise<AdapterError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AdapterError);
  const adapterError = error as AdapterError;
  expect(adapterError.category).toBe(category);
  expect(ADAPTER_ERROR_CATEGORIES).toContain(adapterError.category);
  expectNone(markers, adapterError.message, JSON.stringify(adapterError), String(adapterError.cause ?? ''));
  return adapterError;
}

export function expectNone(markers: readonly string[], ...texts: string[]): void {
  for (const text of texts) {
    for (const marker of markers) expect(text).not.toContain(marker);
  }
}

/** Pids of live processes whose command line or environment contains `text` (Linux /proc). */
export function processesMentioning(text: string): number[] {
  if (!existsSync('/proc')) return [];
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(1)?.charAt(0);
      if (state === 'Z' || state === 'X') continue;
      const mentions = ['cmdline', 'environ'].some((file) => readFileSync(`/proc/${entry}/${file}`).includes(text));
      if (mentions) found.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Every file below `directory`, as paths relative to it. */
export function filesBelow(directory: string, prefix = ''): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesBelow(join(directory, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Every file below `directory` whose bytes contain `text`. */
export function filesContaining(directory: string, text: string): string[] {
  return filesBelow(directory).filter((path) => readFileSync(join(directory, path)).includes(text));
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

/**
 * What codex-cli 0.169.0 still writes into its CODEX_HOME whatever it is told: an installation
 * id, a sandbox migration marker, and `tmp/arg0-linux/` (symlinks to its own binary, created
 * when CODEX_HOME is outside the temp directory). None holds anything of the environment.
 */
export const CODEX_HOME_RESIDUE: readonly string[] = ['installation_id', '.sandbox_migration', 'tmp'];

export async function expectOnlyCodexResidue(codexHome: string): Promise<void> {
  expect((await readdir(codexHome)).filter((name) => !CODEX_HOME_RESIDUE.includes(name))).toEqual([]);
  expect(filesBelow(join(codexHome, 'tmp')).every((path) => path.startsWith('arg0-linux/'))).toBe(true);
}
