// The output folder check, against real paths: every refusal is one line, bounded in time
// (a recursive mkdir under /proc would never return), and leaves nothing behind.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutDirectoryError, prepareOutDirectory } from './out-directory';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));
const scratch = () => (dir = mkdtempSync(join(tmpdir(), 'out-dir-')));

describe('prepareOutDirectory', () => {
  it('accepts an existing folder and leaves no probe in it', () => {
    const folder = scratch();
    expect(prepareOutDirectory(folder)).toBe(folder);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('creates missing levels one at a time', () => {
    const folder = join(scratch(), 'a', 'b', 'c');
    expect(prepareOutDirectory(folder)).toBe(folder);
    expect(readdirSync(folder)).toEqual([]);
  });

  it.each<[string, () => string, RegExp]>([
    ['an empty path', () => '', /^--out is empty/],
    ['a blank path', () => '  ', /^--out is empty/],
    ['a file', () => { const file = join(scratch(), 'f.json'); writeFileSync(file, '{}'); return file; }, /^--out \S+f\.json is a file, not a directory$/],
    ['a path under a file', () => { const file = join(scratch(), 'f'); writeFileSync(file, ''); return join(file, 'sub'); }, /^--out \S+\/f\/sub: \S+\/f above it is a file, not a directory$/],
    ['a character device', () => '/dev/null', /^--out \/dev\/null is a special file, not a directory$/],
    ['a folder of /proc', () => '/proc/self', /^--out \/proc\/self is not writable \(ENOENT\)$/],
    ['a missing folder under /proc', () => '/proc/no-such/deeper/still', /^--out \/proc\/no-such\/deeper\/still is not writable \(ENOENT\)$/],
    ['a read-only filesystem', () => '/sys/kernel', /^--out \/sys\/kernel is not writable \((EACCES|EROFS|EPERM)\)$/],
  ])('refuses %s with one line', (_name, path, message) => {
    const given = path();
    let caught: unknown;
    const started = performance.now();
    try {
      prepareOutDirectory(given);
    } catch (error) {
      caught = error;
    }
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(caught).toBeInstanceOf(OutDirectoryError);
    expect((caught as Error).message).toMatch(message);
  });
});
