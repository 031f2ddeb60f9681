import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseAmount, readingsOfNumber, roundHalfUpToCents } from './decimal-amount';

describe('parseAmount reads amounts as founders write them', () => {
  it.each([
    ['70', '70', null, false],
    ['$70', '70', 'USD', false],
    ['USD 70', '70', 'USD', false],
    ['usd 8', '8', 'USD', false],
    ['70 USD', '70', 'USD', false],
    ['$0.30', '0.3', 'USD', false],
    ['EUR 0.20', '0.2', 'EUR', false],
    ['49,90', '49.9', null, false],
    ['€49,90', '49.9', 'EUR', false],
    ['49,90 €', '49.9', 'EUR', false],
    ['0,30', '0.3', null, false],
    ['0,300', '0.3', null, false],
    ['2,5', '2.5', null, false],
    ['2,5%', '2.5', null, true],
    ['3 %', '3', null, true],
    ['1.234,56', '1234.56', null, false],
    ['1,234.56', '1234.56', null, false],
    ['USD 1,234,567', '1234567', 'USD', false],
    ['1.234.567', '1234567', null, false],
    ['1234,5', '1234.5', null, false],
    ['  USD 70  ', '70', 'USD', false],
  ])('%j → %s (currency %s, percent %s)', (text, value, currency, percent) => {
    const parsed = parseAmount(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.amount.value.toString()).toBe(value);
    expect(parsed.amount.currency).toBe(currency);
    expect(parsed.amount.percent).toBe(percent);
  });

  it.each([
    ['1,234', /ambiguous: it could mean 1234 or 1\.234/],
    ['1.500', /ambiguous: it could mean 1.5 or 1500/],
    ['$1,500', /ambiguous/],
    ['seventy', /not a number/],
    ['', /not a number/],
    ['70 per unit', /not a number/],
    ['-5', /has a sign/],
    ['USD -5', /has a sign/],
    ['$70%', /two currency or percent markers/],
    ['USD 70 EUR', /two currency or percent markers/],
    ['1,2,3', /misplaced separators/],
    ['12,34,567', /misplaced separators/],
    ['1,234.5,6', /misplaced separators/],
    ['70.', /misplaced separators/],
    ['.5', /not a number/],
  ])('rejects %j', (text, message) => {
    const parsed = parseAmount(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

describe('readingsOfNumber lists every value a bare token can mean', () => {
  it.each([
    ['70', ['70']],
    ['2,5', ['2.5']],
    ['1,234', ['1234', '1.234']],
    ['1.234,56', ['1234.56']],
    ['1,5,6', []],
  ])('%s → %j', (token, readings) => {
    expect(readingsOfNumber(token).map(String)).toEqual(readings);
  });
});

describe('roundHalfUpToCents', () => {
  it.each([
    ['1.5475', '1.55'],
    ['1.497', '1.5'],
    ['1.245', '1.25'],
    ['1.244', '1.24'],
    ['0.005', '0.01'],
    ['2.4', '2.4'],
  ])('%s → %s', (value, rounded) => {
    expect(roundHalfUpToCents(new Decimal(value)).toString()).toBe(rounded);
  });
});

describe('formatMoney', () => {
  it.each([
    ['2.4', '2.40'],
    ['-2', '-2.00'],
    ['23.9055', '23.91'],
    ['0', '0.00'],
  ])('%s → %s', (value, shown) => {
    expect(formatMoney(new Decimal(value))).toBe(shown);
  });
});
