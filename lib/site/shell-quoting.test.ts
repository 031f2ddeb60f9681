// Shell text checked by a real POSIX shell, and argv shown as flag settings.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { flagSettings, shellQuote } from './shell-quoting';

describe('shell quoting', () => {
  it('quotes text so that a POSIX shell gives it back unchanged', () => {
    for (const text of ["It's 26.20 — not $35", 'plain', '', 'a "b" \\ c']) {
      expect(execFileSync('sh', ['-c', `printf '%s' ${shellQuote(text)}`], { encoding: 'utf8' })).toBe(text);
    }
  });

  it('pairs each flag with its value, quoted for a shell', () => {
    expect(flagSettings(['-p', '--output-format', 'json', '--tools', '', '--mcp-config', '{"a":{}}', '--setting-sources='])).toEqual([
      '-p',
      '--output-format json',
      "--tools ''",
      `--mcp-config '{"a":{}}'`,
      '--setting-sources=',
    ]);
  });
});
