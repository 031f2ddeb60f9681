import { describe, expect, it } from 'vitest';
import { commitUrl, fileAtCommitUrl, issueTrackerUrl, repositoryUrl } from './repository';

describe('repository links', () => {
  it.each([
    [{}, null],
    [{ REPOSITORY_URL: '' }, null],
    [{ REPOSITORY_URL: '   ' }, null],
    [{ REPOSITORY_URL: 'https://example.org/owner/commerce-v1' }, 'https://example.org/owner/commerce-v1'],
    [{ REPOSITORY_URL: ' https://example.org/owner/commerce-v1// ' }, 'https://example.org/owner/commerce-v1'],
  ])('reads %j as %j, never inventing an address', (env, expected) => {
    expect(repositoryUrl(env)).toBe(expected);
    expect(issueTrackerUrl(env)).toBe(expected === null ? null : `${expected}/issues`);
  });

  it('links a commit and a file at a commit under the configured address', () => {
    const env = { REPOSITORY_URL: 'https://example.org/owner/commerce-v1/' };
    expect(commitUrl('abc123', env)).toBe('https://example.org/owner/commerce-v1/commit/abc123');
    expect(fileAtCommitUrl('abc123', 'lib/eval/score.ts', env)).toBe('https://example.org/owner/commerce-v1/blob/abc123/lib/eval/score.ts');
    expect(fileAtCommitUrl('abc123', 'docs/a b#c.md', env)).toBe('https://example.org/owner/commerce-v1/blob/abc123/docs/a%20b%23c.md');
  });

  it('links nothing when the address is unset', () => {
    expect(commitUrl('abc123', {})).toBeNull();
    expect(fileAtCommitUrl('abc123', 'lib/eval/score.ts', {})).toBeNull();
  });
});
