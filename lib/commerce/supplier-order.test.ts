import { describe, expect, it } from 'vitest';
import { parseSupplierOrder, type SupplierTerms } from './supplier-order';
import { SUPPLIER_01, SUPPLIER_03, SUPPLIER_04, SUPPLIER_08, ECONOMICS_09 } from './__fixtures__/seed-prompts';

const NONE: Omit<SupplierTerms, 'name'> = {
  currency: null, unit_price: null, total_price: null, quantity_units: null, minimum_order_units: null,
  freight_total: null, other_charges: null, all_inclusive: false, delivery_days: null, valid_through: null, price_basis: null,
};

/** Terms with Decimals shown as strings, so expectations read as the prompt does. */
function shown(message: string) {
  const parsed = parseSupplierOrder(message);
  return {
    ...parsed,
    budget: parsed.budget && { currency: parsed.budget.currency, amount: parsed.budget.amount.toString() },
    suppliers: parsed.suppliers.map((terms) =>
      Object.fromEntries(Object.entries(terms).map(([key, value]) => [key, typeof value === 'object' && value !== null ? value.toString() : value])),
    ),
  };
}

describe('parseSupplierOrder on the seed prompts', () => {
  it.each([
    ['supplier-01', SUPPLIER_01, {
      budget: { currency: 'USD', amount: '300' }, units_needed: 20, deadline_days: null, today: null, notes: [],
      suppliers: [
        { ...NONE, name: 'Alder', currency: 'USD', unit_price: '8', minimum_order_units: 20, freight_total: '40', all_inclusive: true },
        { ...NONE, name: 'Birch', currency: 'USD', unit_price: '6', minimum_order_units: 50, freight_total: '30', all_inclusive: true },
      ],
    }],
    ['supplier-03', SUPPLIER_03, {
      budget: { currency: 'USD', amount: '300' }, units_needed: 20, deadline_days: 10, today: null, notes: [],
      suppliers: [
        { ...NONE, name: 'Alder', currency: 'USD', total_price: '200', quantity_units: 20, all_inclusive: true, delivery_days: 18 },
        { ...NONE, name: 'Birch', currency: 'USD', total_price: '260', quantity_units: 20, all_inclusive: true, delivery_days: 7 },
      ],
    }],
    ['supplier-04', SUPPLIER_04, {
      budget: null, units_needed: null, deadline_days: null, today: null, notes: [],
      suppliers: [{ ...NONE, name: 'unnamed supplier', currency: 'USD', unit_price: '4', price_basis: 'at the factory gate' }],
    }],
    ['supplier-08', SUPPLIER_08, {
      budget: null, units_needed: null, deadline_days: null, today: '2026-09-05', notes: [],
      suppliers: [{ ...NONE, name: 'unnamed supplier', currency: 'USD', total_price: '200', quantity_units: 20, delivery_days: 7, valid_through: '2026-08-31' }],
    }],
    ['economics-09', ECONOMICS_09, {
      budget: { currency: 'EUR', amount: '300' }, units_needed: 20, deadline_days: null, today: null, notes: [],
      suppliers: [{ ...NONE, name: 'Cedar', currency: 'EUR', unit_price: '9', minimum_order_units: 30, freight_total: '45', other_charges: '12' }],
    }],
  ])('%s', (_label, message, expected) => {
    expect(shown(message)).toEqual(expected);
  });
});

describe('parseSupplierOrder on variants', () => {
  it.each([
    ['a multi-word name, freight written before its figure, a unit minimum',
      'Supplier Harbor Textiles: USD 6.40 per unit, 200-unit minimum, freight USD 120, duties USD 35. Budget: USD 2,000.50.',
      { name: 'Harbor Textiles', unit_price: '6.4', minimum_order_units: 200, freight_total: '120', other_charges: '35' }],
    ['terms continued in the next sentence', 'Supplier Alder quotes USD 8 per unit, MOQ of 20 units. Freight is USD 40 in total.',
      { name: 'Alder', unit_price: '8', minimum_order_units: 20, freight_total: '40' }],
    ['weeks of lead time and an ISO validity date', 'Supplier Oak: €5,50 per unit, lead time of 2 weeks, valid until 2026-10-01.',
      { name: 'Oak', currency: 'EUR', unit_price: '5.5', delivery_days: 14, valid_through: '2026-10-01' }],
    ['a validity date without a year is not completed', 'Supplier Elm: USD 3 per unit, valid through August 31.',
      { name: 'Elm', unit_price: '3', valid_through: null }],
    ['an impossible date is not read', 'Supplier Elm: USD 3 per unit, valid through February 30, 2026.',
      { name: 'Elm', valid_through: null }],
    ['an unnamed supplier in other words', 'Quote from my vendor: USD 4 per unit, MOQ 100 units.',
      { name: 'unnamed supplier', unit_price: '4', minimum_order_units: 100 }],
    ['two currencies leave the currency unknown', 'Supplier Fir: USD 3 per unit, EUR 40 total freight.',
      { name: 'Fir', currency: null, unit_price: '3', freight_total: '40' }],
  ])('%s', (_name, message, expected) => {
    expect(shown(message).suppliers[0]).toMatchObject(expected);
  });

  it('keeps each supplier in one sentence apart and merges repeated mentions', () => {
    const parsed = shown('Supplier Alder: USD 8 per unit. Supplier Birch: USD 6 per unit. Supplier Alder also charges USD 40 total freight.');
    expect(parsed.suppliers.map((terms) => [terms.name, terms.unit_price, terms.freight_total])).toEqual([
      ['Alder', '8', '40'],
      ['Birch', '6', null],
    ]);
  });

  it('reads a budget with thousands separators and a deadline in weeks', () => {
    const parsed = shown('My budget is USD 1,250.00 and I need 100 units within 3 weeks. Supplier Ash: USD 9 per unit.');
    expect([parsed.budget, parsed.units_needed, parsed.deadline_days]).toEqual([{ currency: 'USD', amount: '1250' }, 100, 21]);
  });

  it('leaves an ambiguous figure unread and says so', () => {
    const parsed = shown('Supplier Ash: USD 1,500 for 200 units, all-inclusive.');
    expect(parsed.suppliers[0]).toMatchObject({ total_price: null, quantity_units: null });
    expect(parsed.notes).toEqual(['USD 1,500: "1,500" is ambiguous: it could mean 1500 or 1.5. Ask the founder which is meant.']);
  });

  it('notes a supplier figure it cannot attach to a term', () => {
    expect(shown('Supplier Ash quoted USD 500 for the lot.').notes).toEqual(['Ash: "USD 500" is not attached to a recognised term.']);
  });

  it.each([
    'Why am I getting visits but no sales, and what should I fix first?',
    'My supplier quote from 2025 is attached somewhere.',
  ])('finds no supplier terms in %j', (message) => {
    expect(shown(message).suppliers).toEqual([]);
  });

  it('reads units needed stated inside a supplier sentence', () => {
    expect(shown('Supplier Alder quotes USD 8 per unit and I need 20 units.').units_needed).toBe(20);
  });
});
