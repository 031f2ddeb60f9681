import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../benchmarks/commerce-v1/providers';
import { declaredExpectation, harnessCheck, harnessCheckLine } from './harness-check';

const row = (providerId: string, passed: number, cases: number) => ({
  runId: `run-${providerId}`,
  providerId,
  passed,
  failed: cases - passed,
  cases,
  digestGroup: 'abcd1234',
  matchesCurrentSource: true,
});

describe('harness checks of control runs', () => {
  it('every control in the registry declares what it must do, and no model does', () => {
    for (const provider of PROVIDERS) {
      if (provider.kind === 'control') expect(provider.expectation, provider.id).toMatch(/^every-case-(passes|fails)$/);
      else expect(provider.expectation, provider.id).toBeUndefined();
    }
    expect(declaredExpectation('reference')).toBe('every-case-passes');
    expect(declaredExpectation('counterexample')).toBe('every-case-fails');
    expect(declaredExpectation('replay')).toBeNull();
  });

  it.each([
    ['reference', 14, 14, true],
    ['reference', 13, 14, false],
    ['reference', 0, 0, false],
    ['counterexample', 0, 14, true],
    ['counterexample', 1, 14, false],
    ['echo-prompt', 0, 14, true],
    ['do-nothing', 2, 14, false],
  ])('%s with %i of %i passed: behaved %s', (providerId, passed, cases, behaved) => {
    expect(harnessCheck(row(providerId, passed, cases)).behaved).toBe(behaved);
  });

  it('holds a re-score to the expectation of its source run', () => {
    const check = harnessCheck(row('replay', 0, 14), { providerId: 'counterexample' });
    expect(check).toMatchObject({ declaredBy: 'counterexample', expectation: 'every-case-fails', behaved: true });
    expect(harnessCheckLine(check)).toBe(
      'Harness check: behaved as it must. A re-score of the counterexample control must fail every case; 0 of 14 cases passed, 14 failed, under harness revision abcd1234 (the current source).',
    );
  });

  it('says a control without a declared expectation is a count, not a check', () => {
    const check = harnessCheck({ ...row('replay', 3, 14), matchesCurrentSource: false });
    expect(check.behaved).toBeNull();
    expect(harnessCheckLine(check)).toBe('No expectation is declared for replay, so this is a count, not a check: 3 of 14 cases passed, 11 failed, under harness revision abcd1234 (an older revision).');
  });

  it('names a control that misbehaved', () => {
    expect(harnessCheckLine(harnessCheck(row('reference', 13, 14)))).toBe(
      'Harness check: did not behave as it must. The reference control must pass every case; 13 of 14 cases passed, 1 failed, under harness revision abcd1234 (the current source).',
    );
  });
});
