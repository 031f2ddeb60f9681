import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serialiseArtifact } from '../eval/artifact-file';
import type { WrittenArtifact } from '../eval/artifact-schema';
import { minimalArtifact } from '../eval/__fixtures__/minimal-artifact';
import { loadArtifactBytes, readArtifactDirectory } from './artifacts';

const FIXTURES = join(__dirname, '__fixtures__');

describe('readArtifactDirectory', () => {
  it('reads every artifact, oldest first, with the digest of its exact bytes', () => {
    const loaded = readArtifactDirectory(join(FIXTURES, 'artifacts'));
    expect(loaded.map((item) => item.artifact.provider.id)).toEqual(['openai', 'reference', 'anthropic']);
    for (const item of loaded) {
      const bytes = readFileSync(join(FIXTURES, 'artifacts', item.file));
      expect(item.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(item.bytes).toBe(bytes.length);
      expect(item.source).toBe(`lib/site/__fixtures__/artifacts/${item.file}`);
    }
  });

  it('names the file and the field of a malformed artifact', () => {
    expect(() => readArtifactDirectory(join(FIXTURES, 'malformed', 'degraded-not-boolean'))).toThrow(
      'lib/site/__fixtures__/malformed/degraded-not-boolean/2026-11-04-broken.json: cases[1].response.degraded: expected boolean, received string',
    );
  });

  it('refuses two artifacts with one run id', () => {
    const directory = mkdtempSync(join(tmpdir(), 'site-artifacts-'));
    const text = serialiseArtifact(minimalArtifact());
    writeFileSync(join(directory, 'run-1.json'), text);
    writeFileSync(join(directory, 'run-2.json'), text.replace('"runId": "run-1"', '"runId": "run-2"').replace('"runId": "run-2"', '"runId": "run-1"'));
    expect(() => readArtifactDirectory(directory)).toThrow(/run-2\.json: (runId|\(file\)): expected/);
    rmSync(directory, { recursive: true, force: true });
  });

  it('treats a missing folder as no runs, and skips the harness scratch (dot-files)', () => {
    expect(readArtifactDirectory(join(FIXTURES, 'does-not-exist'))).toEqual([]);
    const directory = mkdtempSync(join(tmpdir(), 'site-artifacts-'));
    writeFileSync(join(directory, '.x.json.123.tmp'), '{');
    writeFileSync(join(directory, '.x.json.123.journal'), '{');
    writeFileSync(join(directory, '.hidden.json'), '{');
    writeFileSync(join(directory, '..json'), '{');
    expect(readArtifactDirectory(directory)).toEqual([]);
    rmSync(directory, { recursive: true, force: true });
  });
});

// Each rule of the loader, with a small artifact text changed in one place; every refusal is
// one line: file, JSON path of the field, what was expected.
const text = (change: Partial<WrittenArtifact> = {}) => serialiseArtifact({ ...minimalArtifact(), ...change });
const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
const valid = text();

describe('loader rules', () => {
  it.each<[string, Buffer | string, string, string]>([
    ['invalid UTF-8 in a value, naming its field', bytes(valid.slice(0, 40), [0xc3, 0x28], valid.slice(40)), 'run-1.json', 'run-1.json: benchmark: expected UTF-8 text, found an invalid byte sequence at byte 40'],
    ['invalid UTF-8 outside any string', bytes(valid.slice(0, 1), [0xc3, 0x28], valid.slice(1)), 'run-1.json', 'run-1.json: (file): expected UTF-8 text, found an invalid byte sequence at byte 1'],
    ['a truncated multi-byte sequence at the end', bytes(valid, [0xe2, 0x82]), 'run-1.json', `run-1.json: (file): expected UTF-8 text, found an invalid byte sequence at byte ${Buffer.byteLength(valid)}`],
    ['a lone surrogate encoded as bytes in a key', bytes(valid.slice(0, 10), [0xed, 0xa0, 0x80], valid.slice(10)), 'run-1.json', 'run-1.json: ["schem\uFFFD\uFFFD\uFFFDaVersion"]: expected UTF-8 text, found an invalid byte sequence at byte 10'],
    ['a byte order mark', `\uFEFF${valid}`, 'run-1.json', 'run-1.json: (file): expected UTF-8 text without a byte order mark'],
    ['text that is not JSON', '{"runId": ', 'run-1.json', 'run-1.json: (root): expected JSON ('],
    ['a field of the wrong type', valid.replace('"repeat": 1', '"repeat": "1"'), 'run-1.json', 'run-1.json: repeat: expected number, received string'],
    ['runId "."', text({ runId: '.' }), 'x.json', 'x.json: runId: expected a run id that does not start with a dot (no ".", ".." or hidden name), got "."'],
    ['runId ".."', text({ runId: '..' }), 'x.json', 'x.json: runId: expected a run id that does not start with a dot'],
    ['runId ".hidden"', text({ runId: '.hidden' }), 'x.json', 'x.json: runId: expected a run id that does not start with a dot'],
    ['runId with "#"', text({ runId: 'a#b' }), 'a#b.json', 'a#b.json: runId: expected a run id of letters, digits, ".", "_" and "-" only, got "a#b"'],
    ['runId with "?"', text({ runId: 'a?b' }), 'a?b.json', 'a?b.json: runId: expected a run id of letters, digits, ".", "_" and "-" only, got "a?b"'],
    ['runId that is too long', text({ runId: 'a'.repeat(201) }), `${'a'.repeat(201)}.json`, 'runId: expected a run id of at most 200 characters, got 201'],
    ['a file name other than <runId>.json', valid, 'renamed.json', 'renamed.json: (file): expected the file name "run-1.json" (run id + ".json"), got "renamed.json"'],
    ['a file name differing only in case', valid, 'RUN-1.json', 'RUN-1.json: (file): expected the file name "run-1.json"'],
  ])('refuses %s', (_name, raw, file, message) => {
    let caught: Error | undefined;
    try {
      loadArtifactBytes(raw, file);
    } catch (error) {
      caught = error as Error;
    }
    expect(caught?.message).toContain(message);
    expect(caught?.message.split('\n')).toHaveLength(1);
  });

  it('accepts the same text under its own name, keeping the exact bytes', () => {
    const loaded = loadArtifactBytes(valid, 'run-1.json');
    expect(loaded).toMatchObject({ file: 'run-1.json', bytes: Buffer.byteLength(valid), artifact: { runId: 'run-1' } });
  });

  it('keeps a refusal on one line even for a hostile file name', () => {
    expect(() => loadArtifactBytes(valid, 'a\nb\u202e.json')).toThrow('a\\u000ab\\u202e.json: (file): expected the file name');
  });
});
