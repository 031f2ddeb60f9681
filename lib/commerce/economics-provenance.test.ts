import { describe, expect, it } from 'vitest';
import { checkQuotedInputs, checkTaxBasis, extractQuotedNumbers } from './economics-provenance';
import { readEconomicsAmounts } from './economics';
import { EconomicsInput } from './tool-inputs';
import { UNIT_ECONOMICS, MISSING_COSTS, ECONOMICS_06, ECONOMICS_07 } from './__fixtures__/seed-prompts';

const NO_COSTS = { shipping: null, payment_fee_percent: null, payment_fee_fixed: null, refund_reserve_percent: null };

describe('checkTaxBasis', () => {
  const amounts = { currency: 'EUR', price: 'EUR 60', landed_cost: 'EUR 30', shipping: 'EUR 5', payment_fee_percent: '2%', payment_fee_fixed: 'EUR 0.20', refund_reserve_percent: '0%' };
  it.each([
    ['economics-06: price inclusive, costs exclusive', amounts, { price: 'inclusive', landed_cost: 'exclusive', shipping: 'exclusive' }, true],
    ['all exclusive', amounts, { price: 'exclusive', landed_cost: 'exclusive', shipping: 'exclusive' }, false],
    ['all unstated', amounts, { price: 'unstated', landed_cost: 'unstated', shipping: 'unstated' }, false],
    ['inclusive and unstated is not a mix', amounts, { price: 'inclusive', landed_cost: 'unstated', shipping: 'unstated' }, false],
    ['a basis on an absent amount does not count', { ...amounts, shipping: null }, { price: 'inclusive', landed_cost: 'unstated', shipping: 'exclusive' }, false],
  ] as const)('%s', (_name, input, tax_basis, refuses) => {
    const refusal = checkTaxBasis(EconomicsInput.parse({ ...input, tax_basis }));
    if (!refuses) return expect(refusal).toBeNull();
    expect(refusal).toBe(
      'The supplied amounts mix tax-inclusive and tax-exclusive bases (inclusive: price; exclusive: landed_cost, shipping). ' +
        'Ask for amounts on one consistent tax basis; do not calculate profit or CPA from these values.',
    );
  });
});

describe('extractQuotedNumbers', () => {
  it.each([
    [UNIT_ECONOMICS, ['70', '35', '3', '0.3', '5', '2']],
    [ECONOMICS_07, ['49.9', '18.75', '4.2', '2.5', '0.3', '3']],
    ['Budget is 1,234 this month.', ['1234', '1.234']],
    ['Today is September 5, 2026.', ['5', '2026']],
  ])('%s', (message, numbers) => {
    expect(extractQuotedNumbers([message]).map(String)).toEqual(numbers);
  });
});

describe('checkQuotedInputs', () => {
  const cases: [string, string[], Record<string, unknown>, string | null][] = [
    ['unit-economics: every amount quoted', [UNIT_ECONOMICS], { currency: 'USD', price: '$70', landed_cost: '$35', shipping: '$5', payment_fee_percent: '3%', payment_fee_fixed: '$0.30', refund_reserve_percent: '2%' }, null],
    ['economics-07: values compared by decimal value, not spelling', [ECONOMICS_07], { currency: 'EUR', price: '49.90', landed_cost: '18.75', shipping: '4.2', payment_fee_percent: '2.50', payment_fee_fixed: '0.3', refund_reserve_percent: '3' }, null],
    ['missing-costs: unknowns passed as null', [MISSING_COSTS], { currency: 'USD', price: 'USD 70', landed_cost: 'USD 35', ...NO_COSTS }, null],
    ['missing-costs: an invented landed cost', [MISSING_COSTS], { currency: 'USD', price: 'USD 70', landed_cost: 'USD 30', ...NO_COSTS }, 'landed_cost was not supplied in the quoted inputs; use null for an unknown cost.'],
    ['missing-costs: zero filled in for unchecked costs', [MISSING_COSTS], { currency: 'USD', price: 'USD 70', landed_cost: 'USD 35', ...NO_COSTS, shipping: '0', refund_reserve_percent: '0' }, 'shipping was not supplied in the quoted inputs; use null for an unknown cost. refund_reserve_percent was not supplied in the quoted inputs; use null for an unknown cost.'],
    ['an earlier founder message counts', ['My price is USD 70.', MISSING_COSTS], { currency: 'USD', price: '70', landed_cost: '35', ...NO_COSTS }, null],
    ['a price nobody wrote', [ECONOMICS_06], { currency: 'EUR', price: '55', landed_cost: null, ...NO_COSTS }, 'price was not supplied in the quoted inputs; use null for an unknown price.'],
    ['no founder messages at all', [], { currency: 'USD', price: '70', landed_cost: null, ...NO_COSTS }, 'price was not supplied in the quoted inputs; use null for an unknown price.'],
  ];
  it.each(cases)('%s', (_name, messages, input, refusal) => {
    const read = readEconomicsAmounts(EconomicsInput.parse(input));
    if (!read.ok) throw new Error(read.error);
    expect(checkQuotedInputs(read.amounts, messages)).toBe(refusal);
  });
});
