import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256, sha256OfFile } from './sha256';

// FIPS 180-2 test vectors: SHA-256 of "abc" and of the empty message.
const ABC_HEX = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const ABC_BASE64 = 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=';
const EMPTY_HEX = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('sha256', () => {
  it.each([
    ['text', 'abc', 'hex', ABC_HEX],
    ['bytes', Buffer.from('abc'), 'hex', ABC_HEX],
    ['text as base64', 'abc', 'base64', ABC_BASE64],
    ['empty text', '', 'hex', EMPTY_HEX],
  ] as const)('digests %s', (_name, data, encoding, expected) => {
    expect(sha256(data, encoding)).toBe(expected);
  });

  it('digests text as UTF-8', () => {
    expect(sha256('€')).toBe(sha256(Buffer.from([0xe2, 0x82, 0xac])));
  });

  it('digests a file by its bytes', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sha256-')), 'abc.txt');
    writeFileSync(path, 'abc');
    expect(sha256OfFile(path)).toBe(ABC_HEX);
  });
});
