import { describe, expect, it } from 'vitest';
import { SUPPLIER_QUOTE } from './fixtures';
import { TOOL_NAMES } from './tool-inputs';
import type { ToolResult } from './tool-result';
import { createToolExecutor, TOOL_DESCRIPTIONS } from './tools';
import { UNIT_ECONOMICS, MISSING_COSTS, ECONOMICS_04, ECONOMICS_06, ECONOMICS_07, ECONOMICS_09, SUPPLIER_01, SUPPLIER_03, SUPPLIER_04, SUPPLIER_08 } from './__fixtures__/seed-prompts';

const VERBATIM = 'Supply one complete, verbatim founder message containing the supplier terms.';
const NO_COSTS = { shipping: null, payment_fee_percent: null, payment_fee_fixed: null, refund_reserve_percent: null };

function outputOf(result: ToolResult): Record<string, any> {
  if (result.status !== 'ok') throw new Error(`${result.status}: ${result.refusal}`);
  return result.output as Record<string, any>;
}

describe('economics tool on the seed prompts', () => {
  it.each([
    ['unit-economics', UNIT_ECONOMICS, { currency: 'USD', price: '$70', landed_cost: '$35', shipping: '$5', payment_fee_percent: '3%', payment_fee_fixed: '$0.30', refund_reserve_percent: '2%' }, { contribution_before_ads: '26.20', break_even_cpa: '26.20' }],
    ['missing-costs', MISSING_COSTS, { currency: 'USD', price: 'USD 70', landed_cost: 'USD 35', ...NO_COSTS }, { gross_margin_percent: '50.00', break_even_cpa: null }],
    ['economics-04', ECONOMICS_04, { currency: 'USD', price: 'USD 20', landed_cost: 'USD 18', shipping: 'USD 4', payment_fee_percent: '0%', payment_fee_fixed: 'USD 0', refund_reserve_percent: '0%' }, { contribution_before_ads: '-2.00', affordable_cpa: '0.00' }],
    ['economics-07', ECONOMICS_07, { currency: 'EUR', price: '49,90', landed_cost: '18,75', shipping: '4,20', payment_fee_percent: '2,5%', payment_fee_fixed: '0,30', refund_reserve_percent: '3%', round_fees_to_cents: true, tax_basis: { price: 'unstated', landed_cost: 'unstated', shipping: 'unstated' } }, { payment_fee: '1.55', refund_reserve: '1.50', gross_profit: '31.15', contribution_before_ads: '23.90' }],
  ])('%s', (_label, prompt, input, results) => {
    const output = outputOf(createToolExecutor({ founderMessages: [prompt] }).execute('economics', input));
    expect(output.results).toMatchObject(results);
    expect(output.basis).toMatch(/exact decimal arithmetic/);
  });

  it('returns the inputs as parsed and names what is undetermined', () => {
    const output = outputOf(createToolExecutor({ founderMessages: [MISSING_COSTS] }).execute('economics', { currency: 'USD', price: 'USD 70', landed_cost: 'USD 35', ...NO_COSTS }));
    expect(output.inputs).toEqual({ price: '70.00', landed_cost: '35.00', ...NO_COSTS });
    expect(output.undetermined.map((entry: { reason: string }) => entry.reason)).toContain(
      'cannot be determined: shipping, payment_fee_percent, payment_fee_fixed and refund_reserve_percent not supplied',
    );
  });

  it('says outright that a loss-making order affords no acquisition spend', () => {
    const output = outputOf(createToolExecutor({ founderMessages: [ECONOMICS_04] }).execute('economics', { currency: 'USD', price: '20', landed_cost: '18', shipping: '4', payment_fee_percent: '0', payment_fee_fixed: '0', refund_reserve_percent: '0' }));
    expect(output.cpa_note).toMatch(/affordable CPA is 0\.00/);
  });
});

describe('every refusal path', () => {
  const economics06 = { currency: 'EUR', price: 'EUR 60', landed_cost: 'EUR 30', shipping: 'EUR 5', payment_fee_percent: '2%', payment_fee_fixed: 'EUR 0.20', refund_reserve_percent: '0%', tax_basis: { price: 'inclusive', landed_cost: 'exclusive', shipping: 'exclusive' } };
  it.each([
    ['economics-06: mixed tax basis', [ECONOMICS_06], 'economics', economics06, 'refused', /^The supplied amounts mix tax-inclusive and tax-exclusive bases .*Ask for amounts on one consistent tax basis; do not calculate profit or CPA from these values\.$/],
    ['economics: an unquoted landed cost', [MISSING_COSTS], 'economics', { currency: 'USD', price: 'USD 70', landed_cost: 'USD 30', ...NO_COSTS }, 'refused', /^landed_cost was not supplied in the quoted inputs; use null for an unknown cost\.$/],
    ['economics: zero filled in for an unchecked cost', [MISSING_COSTS], 'economics', { currency: 'USD', price: 'USD 70', landed_cost: 'USD 35', ...NO_COSTS, shipping: '0' }, 'refused', /^shipping was not supplied in the quoted inputs/],
    ['economics: an ambiguous number', ['I sell at 1,234 and it costs 500.'], 'economics', { currency: 'USD', price: '1,234', landed_cost: '500', ...NO_COSTS }, 'invalid-input', /^price: "1,234" is ambiguous/],
    ['economics: a number it cannot read', [UNIT_ECONOMICS], 'economics', { currency: 'USD', price: 'seventy', landed_cost: null, ...NO_COSTS }, 'invalid-input', /^price: "seventy" is not a number/],
    ['economics: an amount sent as a JSON number', [UNIT_ECONOMICS], 'economics', { currency: 'USD', price: 70, landed_cost: null, ...NO_COSTS }, 'invalid-input', /^Invalid input for economics: price: /],
    ['economics: a missing field', [UNIT_ECONOMICS], 'economics', { currency: 'USD', price: '70' }, 'invalid-input', /landed_cost: /],
    ['economics: a lower-case currency', [UNIT_ECONOMICS], 'economics', { currency: 'usd', price: '70', landed_cost: null, ...NO_COSTS }, 'invalid-input', /currency: /],
    ['business: an unexpected key', [], 'business', { account: 'x' }, 'invalid-input', /^Invalid input for business: input: .*account/],
    ['business: no input object', [], 'business', undefined, 'invalid-input', /^Invalid input for business: input: /],
    ['supplier: an empty supplier name', [], 'supplier', { supplier: '' }, 'invalid-input', /^Invalid input for supplier: supplier: /],
    ['revenue: a period that is not text', [], 'revenue', { period: 30 }, 'invalid-input', /^Invalid input for revenue: period: /],
    ['store_funnel: an unexpected key', [], 'store_funnel', { store: 'EU' }, 'invalid-input', /^Invalid input for store_funnel: input: .*store/],
    ['product_evidence: an unexpected key', [], 'product_evidence', { sku: 'A1' }, 'invalid-input', /sku/],
    ['supplier: a supplier with no quote on file', [], 'supplier', { supplier: 'Birch' }, 'refused', /^No quote on file from "Birch"\. The only supplier quote on file is from Harbor Textiles/],
    ['product_evidence: a product with no evidence', [], 'product_evidence', { product: 'tea towels' }, 'refused', /^No product evidence on file for "tea towels"/],
    ['supplier_order: a fragment', [SUPPLIER_01], 'supplier_order', { message: 'Supplier Alder: USD 8 per unit, minimum 20 units, USD 40 total freight.' }, 'refused', new RegExp(`^${VERBATIM}$`)],
    ['supplier_order: a paraphrase', [SUPPLIER_03], 'supplier_order', { message: SUPPLIER_03.replace('USD 260', 'USD 250') }, 'refused', new RegExp(`^${VERBATIM}$`)],
    ['supplier_order: text the founder never sent', [UNIT_ECONOMICS], 'supplier_order', { message: 'Supplier Oak: USD 2 per unit, minimum 10 units, USD 5 total freight.' }, 'refused', new RegExp(`^${VERBATIM}$`)],
    ['supplier_order: a founder message with no supplier terms', [UNIT_ECONOMICS], 'supplier_order', { message: UNIT_ECONOMICS }, 'refused', /^No supplier terms were found in that message\./],
    ['supplier_order: an empty message', [SUPPLIER_01], 'supplier_order', { message: '' }, 'invalid-input', /message: /],
    ['an unknown tool', [], 'place_order', {}, 'unknown-tool', /^Unknown tool "place_order"\. Available tools: business, economics/],
  ] as const)('%s', (_name, founderMessages, tool, input, status, refusal) => {
    const result = createToolExecutor({ founderMessages }).execute(tool, input);
    expect(result.status).toBe(status);
    if (result.status !== 'ok') expect(result.refusal).toMatch(refusal);
  });
});

describe('supplier_order on the seed prompts', () => {
  const offers = (prompt: string) =>
    outputOf(createToolExecutor({ founderMessages: ['An earlier message.', prompt] }).execute('supplier_order', { message: `\n  ${prompt}  ` })).offers as Record<string, any>[];
  const summary = (offer: Record<string, any>) => [offer.supplier, offer.minimum_order_cost, offer.fits_budget, offer.meets_deadline, offer.quote_expired];

  it.each([
    // Alder 20 × 8 + 40 = 200 ≤ 300; Birch max(50, 20) × 6 + 30 = 330 > 300.
    ['supplier-01', SUPPLIER_01, [['Alder', '200.00', true, null, null], ['Birch', '330.00', false, null, null]]],
    // Alder 200 within budget but 18 days > 10; Birch 260 within budget and 7 days ≤ 10.
    ['supplier-03', SUPPLIER_03, [['Alder', '200.00', true, false, null], ['Birch', '260.00', true, true, null]]],
    // Factory-gate price only: no order cost without freight, duties and a quantity.
    ['supplier-04', SUPPLIER_04, [['unnamed supplier', null, null, null, null]]],
    // Valid through 2026-08-31, today 2026-09-05: expired.
    ['supplier-08', SUPPLIER_08, [['unnamed supplier', null, null, null, true]]],
    // max(30, 20) × 9 + 45 + 12 = 327 > 300.
    ['economics-09', ECONOMICS_09, [['Cedar', '327.00', false, null, null]]],
  ])('%s', (_label, prompt, expected) => {
    expect(offers(prompt).map(summary)).toEqual(expected);
  });

  it('reports what is missing and why a quote is not a landed cost (supplier-04)', () => {
    const [offer] = offers(SUPPLIER_04);
    expect(offer!.terms).toMatchObject({ unit_price: '4.00', freight_total: null, other_charges: null });
    expect(offer!.undetermined).toEqual([
      'minimum_order_cost: neither a minimum order nor the units needed is stated',
      'minimum_order_cost: freight is not quoted',
      'minimum_order_cost: duties and other upfront charges are not quoted',
    ]);
    expect(offer!.warnings.join(' ')).toMatch(/at the factory gate.*not a landed cost/);
  });

  it('flags an expired quote and marks every result as no commitment (supplier-08)', () => {
    const output = outputOf(createToolExecutor({ founderMessages: [SUPPLIER_08] }).execute('supplier_order', { message: SUPPLIER_08 }));
    expect(output.offers[0].terms.valid_through).toBe('2026-08-31');
    expect(output.today).toBe('2026-09-05');
    expect(output.offers[0].warnings[0]).toMatch(/expired on 2026-08-31/);
    expect(output.is_commitment).toBe(false);
    expect(output.note).toMatch(/not a secured order/);
  });
});

describe('fixture tools', () => {
  const tools = createToolExecutor({ founderMessages: [] });
  it.each([
    ['business', {}, 'business_name'],
    ['supplier', {}, 'quote_reference'],
    ['supplier', { supplier: 'Harbor Textiles' }, 'quote_reference'],
    ['revenue', {}, 'by_currency'],
    ['product_evidence', { product: 'linen apron' }, 'reviews'],
    ['store_funnel', {}, 'stages'],
  ])('%s %j', (tool, input, key) => {
    expect(outputOf(tools.execute(tool, input))).toHaveProperty(key);
  });

  it('says when a requested period is not on file', () => {
    expect(outputOf(tools.execute('revenue', { period: 'last year' })).period_note).toMatch(/Only the last 30 days are on file/);
    expect(outputOf(tools.execute('store_funnel', { period: 'last 30 days' }))).not.toHaveProperty('period_note');
  });

  it('is deterministic, and a caller mutating an output cannot change the next one', () => {
    const first = outputOf(tools.execute('supplier', {}));
    first.supplier = 'changed';
    expect(tools.execute('supplier', {})).toEqual({ status: 'ok', output: SUPPLIER_QUOTE });
    const call = () => JSON.stringify(createToolExecutor({ founderMessages: [SUPPLIER_01] }).execute('supplier_order', { message: SUPPLIER_01 }));
    expect(call()).toBe(call());
  });

  it('describes every tool, and no tool can act', () => {
    expect(Object.keys(TOOL_DESCRIPTIONS).sort()).toEqual([...TOOL_NAMES].sort());
    for (const action of ['order', 'pay', 'contact', 'send', 'email']) {
      expect(tools.execute(action, {}).status).toBe('unknown-tool');
    }
  });
});
