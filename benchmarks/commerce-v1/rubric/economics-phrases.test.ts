// The economics group's building blocks on the normalised text they read: signed amounts,
// and "nothing is affordable".
import { describe, expect, it } from 'vitest';
import { NOTHING_AFFORDABLE, POSITIVE_AMOUNT, negativeAmountOtherThan } from './economics-phrases';

const whole = (source: string) => new RegExp(`^(?:${source})$`, 'i');

describe('POSITIVE_AMOUNT', () => {
  it.each(['USD 2', '+$2', '2.00 USD', '$1', '16', '0.30'])('reads %s as above zero', (text) => {
    expect(whole(POSITIVE_AMOUNT).test(text)).toBe(true);
  });
  it.each(['0', '$0', '0.00', '2%'])('does not read %s as above zero', (text) => {
    expect(whole(POSITIVE_AMOUNT).test(text)).toBe(false);
  });
  it('finds no positive amount behind a minus, but does behind an operator or a range dash', () => {
    const found = (text: string) => [...text.matchAll(new RegExp(POSITIVE_AMOUNT, 'gi'))].map((match) => match[0]);
    expect(found('= -2')).toEqual([]);
    expect(found('is -USD 2')).toEqual([]);
    expect(found('20 - 18')).toEqual(['20', '18']);
    expect(found('$1-2 per acquisition')).toEqual(['$1', '2']);
  });
});

describe('negativeAmountOtherThan', () => {
  it.each([['-2.88', true], ['-USD 1', true], ['USD -3', true], ['-2', false], ['-$2.00', false], ['20 - 18', false]])('%s → %s', (text, expected) => {
    expect(new RegExp(negativeAmountOtherThan('2'), 'i').test(text)).toBe(expected);
  });
});

describe('NOTHING_AFFORDABLE', () => {
  it.each([
    'affordable CPA: $0',
    'you can afford nothing per acquisition',
    'No room for ads: you are $2 underwater per order',
    "there's no affordable CPA",
    'Can you afford anything per acquisition? No — not a cent.',
  ])('reads "%s"', (text) => {
    expect(new RegExp(NOTHING_AFFORDABLE, 'i').test(text)).toBe(true);
  });
  it.each(['Contribution before ads: -2 with zero payment fee', 'keep your CPA under $2', 'Payment fee: 0%'])('does not read "%s"', (text) => {
    expect(new RegExp(NOTHING_AFFORDABLE, 'i').test(text)).toBe(false);
  });
});

