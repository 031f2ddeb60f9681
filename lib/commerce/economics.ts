// Per-order unit economics in exact decimals. A result is only ever computed from figures the
// founder gave: when an input is unknown (null), every result that depends on it is reported
// as undetermined, naming what is missing, instead of being filled with a plausible default.
import Decimal from 'decimal.js';
import { formatMoney, parseAmount, roundHalfUpToCents } from './decimal-amount';
import type { EconomicsInputValue } from './tool-inputs';

export const AMOUNT_FIELDS = [
  'price',
  'landed_cost',
  'shipping',
  'payment_fee_percent',
  'payment_fee_fixed',
  'refund_reserve_percent',
] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];
export type EconomicsAmounts = Record<AmountField, Decimal | null>;

const PERCENT_FIELDS: readonly AmountField[] = ['payment_fee_percent', 'refund_reserve_percent'];

const RESULT_INPUTS = {
  payment_fee: ['price', 'payment_fee_percent', 'payment_fee_fixed'],
  refund_reserve: ['price', 'refund_reserve_percent'],
  gross_profit: ['price', 'landed_cost'],
  gross_margin_percent: ['price', 'landed_cost'],
  contribution_before_ads: AMOUNT_FIELDS,
  break_even_cpa: AMOUNT_FIELDS,
  affordable_cpa: AMOUNT_FIELDS,
} as const satisfies Record<string, readonly AmountField[]>;
export type ResultName = keyof typeof RESULT_INPUTS;

export interface Undetermined {
  result: ResultName;
  missing: AmountField[];
  reason: string;
}

export interface UnitEconomics {
  results: Record<ResultName, string | null>;
  undetermined: Undetermined[];
  /** Said outright when contribution is not positive, so no reader takes a negative CPA as a budget. */
  cpa_note: string | null;
}

/** Read the founder's strings into decimals; a money field must be money, a percent a percent. */
export function readEconomicsAmounts(
  input: EconomicsInputValue,
): { ok: true; amounts: EconomicsAmounts } | { ok: false; error: string } {
  const amounts = {} as EconomicsAmounts;
  for (const field of AMOUNT_FIELDS) {
    const written = input[field];
    if (written === null) {
      amounts[field] = null;
      continue;
    }
    const parsed = parseAmount(written);
    if (!parsed.ok) return { ok: false, error: `${field}: ${parsed.error}` };
    const { value, currency, percent } = parsed.amount;
    const wantsPercent = PERCENT_FIELDS.includes(field);
    if (percent && !wantsPercent) return { ok: false, error: `${field}: "${written}" is a percentage; expected a money amount.` };
    if (currency !== null && wantsPercent) return { ok: false, error: `${field}: "${written}" is money; expected a percentage.` };
    if (currency !== null && currency !== input.currency) {
      return {
        ok: false,
        error: `${field}: "${written}" is in ${currency} but currency is ${input.currency}; amounts must all be in one currency.`,
      };
    }
    amounts[field] = value;
  }
  return { ok: true, amounts };
}

export function computeUnitEconomics(amounts: EconomicsAmounts, roundFeesToCents: boolean): UnitEconomics {
  const asFee = (value: Decimal) => (roundFeesToCents ? roundHalfUpToCents(value) : value);
  const { price, landed_cost, shipping, payment_fee_percent, payment_fee_fixed, refund_reserve_percent } = amounts;
  const paymentFee =
    price && payment_fee_percent && payment_fee_fixed
      ? asFee(price.times(payment_fee_percent).dividedBy(100).plus(payment_fee_fixed))
      : null;
  const refundReserve = price && refund_reserve_percent ? asFee(price.times(refund_reserve_percent).dividedBy(100)) : null;
  const grossProfit = price && landed_cost ? price.minus(landed_cost) : null;
  // A margin on a zero price is a division by zero, not a number.
  const grossMargin = grossProfit && price && !price.isZero() ? grossProfit.dividedBy(price).times(100) : null;
  const contribution =
    grossProfit && shipping && paymentFee && refundReserve
      ? grossProfit.minus(shipping).minus(paymentFee).minus(refundReserve)
      : null;
  const affordable = contribution ? Decimal.max(contribution, 0) : null;

  const values: Record<ResultName, Decimal | null> = {
    payment_fee: paymentFee,
    refund_reserve: refundReserve,
    gross_profit: grossProfit,
    gross_margin_percent: grossMargin,
    contribution_before_ads: contribution,
    break_even_cpa: contribution,
    affordable_cpa: affordable,
  };
  const results = {} as Record<ResultName, string | null>;
  const undetermined: Undetermined[] = [];
  for (const result of Object.keys(RESULT_INPUTS) as ResultName[]) {
    const value = values[result];
    results[result] = value ? formatMoney(value) : null;
    if (value) continue;
    const missing = RESULT_INPUTS[result].filter((field) => amounts[field] === null);
    const reason = missing.length > 0 ? `${listFields(missing)} not supplied` : 'price is zero';
    undetermined.push({ result, missing, reason: `cannot be determined: ${reason}` });
  }
  return { results, undetermined, cpa_note: contribution ? describeCpa(contribution) : null };
}

function describeCpa(contribution: Decimal): string {
  const perOrder = formatMoney(contribution);
  if (contribution.greaterThan(0)) {
    return `Break-even CPA is ${perOrder} per order: paying more than that to acquire an order loses money.`;
  }
  const loss = contribution.isZero()
    ? 'each order only breaks even before advertising, so any ad spend makes a loss'
    : `each order loses ${formatMoney(contribution.negated())} before any advertising`;
  return `Contribution before ads is ${perOrder} per order, so the affordable CPA is 0.00: no acquisition spend is affordable, and ${loss}.`;
}

function listFields(fields: readonly string[]): string {
  if (fields.length <= 1) return fields.join('');
  return `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`;
}

/** The arithmetic and tax basis behind the figures, so an answer can state what they mean. */
export function describeBasis(input: EconomicsInputValue): string {
  const stated = (['price', 'landed_cost', 'shipping'] as const).filter((field) => input[field] !== null);
  const onBasis = stated.filter((field) => input.tax_basis[field] !== 'unstated');
  const unstated = stated.filter((field) => input.tax_basis[field] === 'unstated');
  // Mixed bases never reach here (refused upstream), so the stated fields share one basis.
  const basis = onBasis.map((field) => input.tax_basis[field])[0];
  const tax = [
    onBasis.length > 0 ? `Tax-${basis}: ${listFields(onBasis)}.` : '',
    unstated.length > 0 ? `Tax basis not stated for ${listFields(unstated)}; figures carry whatever tax those amounts include.` : '',
  ].filter(Boolean).join(' ');
  const rounding = input.round_fees_to_cents
    ? 'each fee rounded half up to cents before summing'
    : 'fees not rounded before summing; results shown rounded half up to cents';
  return (
    `Per-order figures in ${input.currency}, exact decimal arithmetic on the founder's quoted amounts. ${tax}${tax ? ' ' : ''}` +
    `Payment fee = price × payment_fee_percent / 100 + payment_fee_fixed; refund reserve = price × refund_reserve_percent / 100; ${rounding}. ` +
    'Contribution before ads = price − landed cost − shipping − payment fee − refund reserve; break-even CPA equals it, before any ad spend.'
  );
}
