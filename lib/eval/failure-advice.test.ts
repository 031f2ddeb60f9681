import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADAPTER_ERROR_CATEGORIES } from '../models/model';
import { DEGRADED_REASONS } from './artifact-schema';
import { FAILURE_ADVICE } from './failure-advice';

describe('FAILURE_ADVICE', () => {
  it('has one line of advice for every reason a case can be degraded', () => {
    expect(Object.keys(FAILURE_ADVICE).sort()).toEqual([...DEGRADED_REASONS].sort());
    for (const advice of Object.values(FAILURE_ADVICE)) expect(advice).toMatch(/^[^\n]{20,160}$/);
  });

  it('every transport category is explained in docs/providers.md', () => {
    const docs = readFileSync(new URL('../../docs/providers.md', import.meta.url), 'utf8');
    for (const category of ADAPTER_ERROR_CATEGORIES) expect(docs).toContain(`| \`${category}\` |`);
  });
});
