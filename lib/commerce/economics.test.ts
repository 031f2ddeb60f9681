import { describe, expect, it } from 'vitest';
import { computeUnitEconomics, describeBasis, readEconomicsAmounts, type ResultName } from './economics';
import { EconomicsInput } from './tool-inputs';

// Inputs are what a careful agent passes for each seed prompt; expected values are by hand.
const CASES: {
  name: string;
  input: Record<string, unknown>;
  results: Partial<Record<ResultName, string | null>>;
  undetermined?: string[];
  cpaNote?: RegExp;
}[] = [
  {
    name: 'unit-economics: 70 / 35 / 3% + 0.30 / 5 / 2%',
    input: { currency: 'USD', price: '$70', landed_cost: '$35', shipping: '$5', payment_fee_percent: '3%', payment_fee_fixed: '$0.30', refund_reserve_percent: '2%' },
    // fee 70 × 3% + 0.30 = 2.40; reserve 70 × 2% = 1.40; 70 − 35 − 5 − 2.40 − 1.40 = 26.20
    results: { payment_fee: '2.40', refund_reserve: '1.40', gross_profit: '35.00', gross_margin_percent: '50.00', contribution_before_ads: '26.20', break_even_cpa: '26.20', affordable_cpa: '26.20' },
    undetermined: [],
    cpaNote: /Break-even CPA is 26\.20 per order/,
  },
  {
    name: 'missing-costs: 70 / 35, fees, shipping and returns unknown',
    input: { currency: 'USD', price: 'USD 70', landed_cost: 'USD 35', shipping: null, payment_fee_percent: null, payment_fee_fixed: null, refund_reserve_percent: null },
    results: { gross_profit: '35.00', gross_margin_percent: '50.00', payment_fee: null, refund_reserve: null, contribution_before_ads: null, break_even_cpa: null, affordable_cpa: null },
    undetermined: ['payment_fee', 'refund_reserve', 'contribution_before_ads', 'break_even_cpa', 'affordable_cpa'],
  },
  {
    name: 'economics-04: 20 / 18 / 4 / 0% + 0 / 0% loses 2.00 an order',
    input: { currency: 'USD', price: 'USD 20', landed_cost: 'USD 18', shipping: 'USD 4', payment_fee_percent: '0%', payment_fee_fixed: 'USD 0', refund_reserve_percent: '0%' },
    results: { payment_fee: '0.00', refund_reserve: '0.00', gross_profit: '2.00', gross_margin_percent: '10.00', contribution_before_ads: '-2.00', break_even_cpa: '-2.00', affordable_cpa: '0.00' },
    undetermined: [],
    cpaNote: /is -2\.00 per order, so the affordable CPA is 0\.00: no acquisition spend is affordable, and each order loses 2\.00/,
  },
  {
    name: 'economics-07: decimal commas, fees rounded half up to cents',
    input: { currency: 'EUR', price: '49,90', landed_cost: '18,75', shipping: '4,20', payment_fee_percent: '2,5%', payment_fee_fixed: '0,30', refund_reserve_percent: '3%', round_fees_to_cents: true },
    // fee 49.90 × 2.5% + 0.30 = 1.5475 → 1.55; reserve 49.90 × 3% = 1.497 → 1.50; 49.90 − 18.75 − 4.20 − 1.55 − 1.50 = 23.90
    results: { payment_fee: '1.55', refund_reserve: '1.50', gross_profit: '31.15', contribution_before_ads: '23.90', break_even_cpa: '23.90', affordable_cpa: '23.90' },
    undetermined: [],
  },
  {
    name: 'economics-07 without rounding keeps exact fees and only rounds for display',
    input: { currency: 'EUR', price: '49.90', landed_cost: '18.75', shipping: '4.20', payment_fee_percent: '2.5', payment_fee_fixed: '0.30', refund_reserve_percent: '3' },
    // 49.90 − 18.75 − 4.20 − 1.5475 − 1.497 = 23.9055 → 23.91
    results: { payment_fee: '1.55', refund_reserve: '1.50', contribution_before_ads: '23.91' },
  },
  {
    name: 'contribution of exactly zero affords no ad spend',
    input: { currency: 'USD', price: '10', landed_cost: '6', shipping: '4', payment_fee_percent: '0', payment_fee_fixed: '0', refund_reserve_percent: '0' },
    results: { contribution_before_ads: '0.00', affordable_cpa: '0.00' },
    cpaNote: /affordable CPA is 0\.00.*only breaks even/,
  },
  {
    name: 'a zero price has no margin',
    input: { currency: 'USD', price: '0', landed_cost: '5', shipping: null, payment_fee_percent: null, payment_fee_fixed: null, refund_reserve_percent: null },
    results: { gross_profit: '-5.00', gross_margin_percent: null },
  },
];

describe('computeUnitEconomics on the seed prompts', () => {
  it.each(CASES)('$name', ({ input, results, undetermined, cpaNote }) => {
    const parsedInput = EconomicsInput.parse(input);
    const read = readEconomicsAmounts(parsedInput);
    if (!read.ok) throw new Error(read.error);
    const economics = computeUnitEconomics(read.amounts, parsedInput.round_fees_to_cents);
    expect(economics.results).toMatchObject(results);
    if (undetermined) expect(economics.undetermined.map((entry) => entry.result)).toEqual(undetermined);
    if (cpaNote) expect(economics.cpa_note).toMatch(cpaNote);
  });

  it('names the missing inputs of each undetermined result', () => {
    const read = readEconomicsAmounts(EconomicsInput.parse(CASES[1]!.input));
    if (!read.ok) throw new Error(read.error);
    const { undetermined, cpa_note } = computeUnitEconomics(read.amounts, false);
    expect(undetermined.find((entry) => entry.result === 'break_even_cpa')).toEqual({
      result: 'break_even_cpa',
      missing: ['shipping', 'payment_fee_percent', 'payment_fee_fixed', 'refund_reserve_percent'],
      reason: 'cannot be determined: shipping, payment_fee_percent, payment_fee_fixed and refund_reserve_percent not supplied',
    });
    expect(undetermined.find((entry) => entry.result === 'refund_reserve')?.reason).toBe(
      'cannot be determined: refund_reserve_percent not supplied',
    );
    expect(cpa_note).toBeNull();
  });

  it('says why a zero price has no margin', () => {
    const read = readEconomicsAmounts(EconomicsInput.parse(CASES[6]!.input));
    if (!read.ok) throw new Error(read.error);
    const margin = computeUnitEconomics(read.amounts, false).undetermined.find((entry) => entry.result === 'gross_margin_percent');
    expect(margin?.reason).toBe('cannot be determined: price is zero');
  });
});

describe('readEconomicsAmounts refuses figures it cannot read as the right kind', () => {
  const base = { currency: 'USD', price: '70', landed_cost: '35', shipping: '5', payment_fee_percent: '3', payment_fee_fixed: '0.30', refund_reserve_percent: '2' };
  it.each([
    [{ price: '1,234' }, /^price: "1,234" is ambiguous/],
    [{ shipping: 'five' }, /^shipping: "five" is not a number/],
    [{ landed_cost: '35%' }, /^landed_cost: "35%" is a percentage; expected a money amount/],
    [{ payment_fee_percent: '$3' }, /^payment_fee_percent: "\$3" is money; expected a percentage/],
    [{ shipping: 'EUR 5' }, /^shipping: "EUR 5" is in EUR but currency is USD/],
  ])('%j', (override, message) => {
    const read = readEconomicsAmounts(EconomicsInput.parse({ ...base, ...override }));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });
});

describe('describeBasis', () => {
  it('states currency, tax basis and rounding', () => {
    const basis = describeBasis(EconomicsInput.parse({ ...CASES[3]!.input, tax_basis: { price: 'inclusive', landed_cost: 'inclusive', shipping: 'unstated' } }));
    expect(basis).toMatch(/in EUR/);
    expect(basis).toMatch(/Tax-inclusive: price and landed_cost\./);
    expect(basis).toMatch(/Tax basis not stated for shipping/);
    expect(basis).toMatch(/each fee rounded half up to cents before summing/);
  });
});
