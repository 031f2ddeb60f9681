// The fixture tool layer: every tool the agent can call, over synthetic data only. Each call
// is validated, deterministic (same call, same output) and refuses what it cannot honestly
// compute. There is deliberately no tool to order, pay, reserve, contact a supplier or send a
// message: the layer has no such capability, so none is described to the model either.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import {
  BUSINESS_PROFILE,
  PRODUCT_EVIDENCE,
  REVENUE,
  STORE_FUNNEL,
  SUPPLIER_QUOTE,
} from './fixtures';
import { checkQuotedInputs, checkTaxBasis } from './economics-provenance';
import { AMOUNT_FIELDS, computeUnitEconomics, describeBasis, readEconomicsAmounts } from './economics';
import { formatMoney } from './decimal-amount';
import { parseSupplierOrder, type SupplierOrderTerms, type SupplierTerms } from './supplier-order';
import { TOOL_INPUTS, TOOL_NAMES, type EconomicsInputValue, type ToolName } from './tool-inputs';
import type { ToolContext, ToolExecutor, ToolResult } from './tool-result';

/**
 * One or two sentences per tool for the model's system prompt: what the input is and what the
 * tool refuses. No tool orders, pays, reserves, contacts or sends, and none is described as able
 * to: the layer has no such capability, so the model is never offered one.
 */
export const TOOL_DESCRIPTIONS: Record<ToolName, string> = {
  business: 'The business profile: name, base currency, monthly budget, storefronts. Input: {}.',
  economics:
    'Per-order unit economics (fees, gross profit and margin, contribution before ads, break-even CPA) from currency plus price, landed_cost, shipping, ' +
    'payment_fee_percent, payment_fee_fixed and refund_reserve_percent, each exactly as the founder wrote it ("$70", "49,90", "2,5%") or null if not given, with tax_basis and round_fees_to_cents. ' +
    'It refuses mixed tax bases, any amount the founder never wrote (never fill in 0 or an estimate) and unreadable or ambiguous numbers; results that need a null input come back undetermined.',
  supplier:
    'The written supplier quote on file (Harbor Textiles): a quote only, nothing ordered or confirmed. Optional input supplier; it refuses any other supplier, since no quote from them is on file.',
  revenue:
    'Recorded gross sales revenue per currency for the last 30 days, with no exchange rate and no costs. Optional input period; only the last 30 days are on file.',
  product_evidence:
    'Evidence from the linen apron product page: reviews, add-to-cart rate, returns. Optional input product; it refuses products with no evidence on file.',
  store_funnel: 'Store funnel stages and checkout events for the last 30 days. Optional input period; only the last 30 days are on file.',
  supplier_order:
    "Reads supplier terms from the founder's message and works out each offer's minimum-order cost, budget fit, deadline fit and quote expiry. " +
    'Input: message, one complete founder message copied verbatim; it refuses fragments, paraphrases and text the founder did not write. The result is quote terms, never a secured order.',
};

const ok = (output: unknown): ToolResult => ({ status: 'ok', output });
const refused = (refusal: string): ToolResult => ({ status: 'refused', refusal });
const VERBATIM_REFUSAL = 'Supply one complete, verbatim founder message containing the supplier terms.';
const QUOTE_NOTE =
  'These are written quote terms as the founder supplied them, not a secured order: no stock is reserved, ' +
  'no price or delivery date is confirmed, and nothing has been ordered, paid or sent.';

// A request names a fixture when it contains the fixture's distinctive word ("harbor", "apron").
const SUPPLIER_KEY = SUPPLIER_QUOTE.supplier.split(' ')[0]!.toLowerCase();
const PRODUCT_KEY = PRODUCT_EVIDENCE.product.split(',')[0]!.split(' ').at(-1)!.toLowerCase();
const INPUT_HINTS: Partial<Record<ToolName, string>> = {
  economics: ' Pass each amount as the founder wrote it, as text ("$70", "49,90", "2,5%"), or null when the founder did not give it.',
};

function names(requested: string | undefined, key: string): boolean {
  return requested === undefined || requested.toLowerCase().includes(key);
}

function withPeriodNote<T extends { period: string }>(fixture: T, period: string | undefined) {
  const output = structuredClone(fixture) as T & { period_note?: string };
  if (period !== undefined && period.trim().toLowerCase() !== fixture.period) {
    output.period_note = `Only the ${fixture.period} are on file; "${period}" is not available, so these figures are for the ${fixture.period}.`;
  }
  return output;
}

const money = (value: Decimal | null) => (value === null ? null : formatMoney(value));

/**
 * One offer's cost of the smallest order that meets the need, and whether it fits the stated
 * budget, deadline and validity. Each check is null, with the reason, when a term is missing.
 */
function assessOffer(terms: SupplierTerms, order: SupplierOrderTerms) {
  const undetermined: string[] = [];
  const warnings: string[] = [];
  const needed = order.units_needed;
  let orderUnits: number | null = null;
  let cost: Decimal | null = null;
  let costBasis = 'unit price × max(minimum order, units needed) + freight + other charges';
  if (terms.total_price !== null) {
    orderUnits = terms.quantity_units;
    costBasis = terms.all_inclusive ? 'quoted all-inclusive total' : 'quoted total; charges not stated as included';
    if (!terms.all_inclusive) undetermined.push('minimum_order_cost: the quote does not say freight, duties and other charges are included in its total');
    else if (needed !== null && orderUnits !== null && orderUnits < needed) undetermined.push(`minimum_order_cost: the quote covers ${orderUnits} units, fewer than the ${needed} needed`);
    else cost = terms.total_price;
  } else if (terms.unit_price !== null) {
    const floors = [terms.minimum_order_units, needed].filter((units): units is number => units !== null);
    orderUnits = floors.length > 0 ? Math.max(...floors) : null;
    // Charges the quote says are included cost nothing extra; charges it is silent on are unknown, not zero.
    const freight = terms.freight_total ?? (terms.all_inclusive ? new Decimal(0) : null);
    const other = terms.other_charges ?? (terms.all_inclusive ? new Decimal(0) : null);
    if (orderUnits === null) undetermined.push('minimum_order_cost: neither a minimum order nor the units needed is stated');
    if (freight === null) undetermined.push('minimum_order_cost: freight is not quoted');
    if (other === null) undetermined.push('minimum_order_cost: duties and other upfront charges are not quoted');
    if (orderUnits !== null && freight && other) cost = terms.unit_price.times(orderUnits).plus(freight).plus(other);
  } else {
    undetermined.push('minimum_order_cost: no unit price or total price is quoted');
  }
  if (cost && terms.currency === null) {
    cost = null;
    undetermined.push('minimum_order_cost: the terms are not in one stated currency');
  }

  let fitsBudget: boolean | null = null;
  if (order.budget && cost) {
    if (order.budget.currency === terms.currency) fitsBudget = cost.lessThanOrEqualTo(order.budget.amount);
    else undetermined.push(`fits_budget: the budget is in ${order.budget.currency ?? 'no stated currency'}, the quote in ${terms.currency}`);
  } else if (order.budget) undetermined.push('fits_budget: the minimum order cost is undetermined');

  let meetsDeadline: boolean | null = null;
  if (order.deadline_days !== null && terms.delivery_days !== null) meetsDeadline = terms.delivery_days <= order.deadline_days;
  else if (order.deadline_days !== null) undetermined.push('meets_deadline: no delivery time is quoted');

  let quoteExpired: boolean | null = null;
  if (terms.valid_through !== null && order.today !== null) quoteExpired = order.today > terms.valid_through;
  else if (terms.valid_through !== null) undetermined.push("quote_expired: today's date is not stated");
  if (quoteExpired) {
    warnings.push(`The quote expired on ${terms.valid_through} (today is ${order.today}): its price and delivery are not current terms until the supplier confirms them again in writing.`);
  }
  if (terms.price_basis !== null) {
    warnings.push(`The unit price is ${terms.price_basis}: it excludes freight, duties and other charges, so it is not a landed cost.`);
  }
  const { name, ...quoted } = terms;
  return {
    supplier: name,
    terms: {
      ...quoted,
      unit_price: money(terms.unit_price),
      total_price: money(terms.total_price),
      freight_total: money(terms.freight_total),
      other_charges: money(terms.other_charges),
    },
    order_units: orderUnits,
    minimum_order_cost: money(cost),
    cost_basis: costBasis,
    fits_budget: fitsBudget,
    meets_deadline: meetsDeadline,
    quote_expired: quoteExpired,
    undetermined,
    warnings,
  };
}

export function createToolExecutor(context: ToolContext): ToolExecutor {
  const isFounderMessage = (message: string) =>
    context.founderMessages.some((founderMessage) => founderMessage.trim() === message.trim());

  function economics(input: EconomicsInputValue): ToolResult {
    const mixedBasis = checkTaxBasis(input);
    if (mixedBasis) return refused(mixedBasis);
    const read = readEconomicsAmounts(input);
    if (!read.ok) return { status: 'invalid-input', refusal: read.error };
    const unquoted = checkQuotedInputs(read.amounts, context.founderMessages);
    if (unquoted) return refused(unquoted);
    const inputs = Object.fromEntries(
      AMOUNT_FIELDS.map((field) => {
        const value = read.amounts[field];
        // Percentages as written (2.5); money to cents unless the founder gave finer figures.
        const shown = value === null ? null : field.endsWith('percent') || value.decimalPlaces() > 2 ? value.toString() : formatMoney(value);
        return [field, shown];
      }),
    );
    const computed = computeUnitEconomics(read.amounts, input.round_fees_to_cents);
    return ok({
      currency: input.currency,
      inputs,
      tax_basis: input.tax_basis,
      round_fees_to_cents: input.round_fees_to_cents,
      ...computed,
      basis: describeBasis(input),
    });
  }

  function supplierOrder(message: string): ToolResult {
    if (!isFounderMessage(message)) return refused(VERBATIM_REFUSAL);
    const terms = parseSupplierOrder(message.trim());
    if (terms.suppliers.length === 0) {
      return refused(`No supplier terms were found in that message. ${VERBATIM_REFUSAL}`);
    }
    return ok({
      budget: terms.budget && { currency: terms.budget.currency, amount: formatMoney(terms.budget.amount) },
      units_needed: terms.units_needed,
      deadline_days: terms.deadline_days,
      today: terms.today,
      offers: terms.suppliers.map((supplier) => assessOffer(supplier, terms)),
      notes: terms.notes,
      is_commitment: false,
      note: QUOTE_NOTE,
    });
  }

  type Handlers = { [Name in ToolName]: (input: z.infer<(typeof TOOL_INPUTS)[Name]>) => ToolResult };
  const handlers: Handlers = {
    business: () => ok(structuredClone(BUSINESS_PROFILE)),
    economics,
    supplier: ({ supplier }) =>
      names(supplier, SUPPLIER_KEY)
        ? ok(structuredClone(SUPPLIER_QUOTE))
        : refused(
            `No quote on file from "${supplier}". The only supplier quote on file is from ${SUPPLIER_QUOTE.supplier} (${SUPPLIER_QUOTE.quote_reference}); do not assume terms for any other supplier.`,
          ),
    revenue: ({ period }) => ok(withPeriodNote(REVENUE, period)),
    product_evidence: ({ product }) =>
      names(product, PRODUCT_KEY)
        ? ok(structuredClone(PRODUCT_EVIDENCE))
        : refused(`No product evidence on file for "${product}". Evidence on file covers only the ${PRODUCT_EVIDENCE.product}.`),
    store_funnel: ({ period }) => ok(withPeriodNote(STORE_FUNNEL, period)),
    supplier_order: ({ message }) => supplierOrder(message),
  };

  return {
    execute(tool: string, input: unknown): ToolResult {
      if (!(TOOL_NAMES as readonly string[]).includes(tool)) {
        return { status: 'unknown-tool', refusal: `Unknown tool "${tool}". Available tools: ${TOOL_NAMES.join(', ')}.` };
      }
      const name = tool as ToolName;
      const parsed = TOOL_INPUTS[name].safeParse(input);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
        return { status: 'invalid-input', refusal: `Invalid input for ${name}: ${problems.join('; ')}.${INPUT_HINTS[name] ?? ''}` };
      }
      return (handlers[name] as (input: unknown) => ToolResult)(parsed.data);
    },
  };
}
