// The fixture tool layer: every tool the agent can call, over synthetic data only. Each call
// is validated, deterministic (same call, same output) and refuses what it cannot honestly
// compute. There is deliberately no tool to order, pay, reserve, contact a supplier or send a
// message: the layer has no such capability, so none is described to the model either.
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
import { parseSupplierOrder } from './supplier-order';
import { assessOffer } from './supplier-offer';
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
