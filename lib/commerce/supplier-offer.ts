// Costing of one written supplier offer against the founder's stated need, budget, deadline
// and date: the smallest order that meets the need, and each check, or null with the reason
// when a term it needs is missing. Quote terms, never a secured order.
import Decimal from 'decimal.js';
import { formatMoney } from './decimal-amount';
import type { SupplierOrderTerms, SupplierTerms } from './supplier-order';

const money = (value: Decimal | null) => (value === null ? null : formatMoney(value));

/**
 * One offer's cost of the smallest order that meets the need, and whether it fits the stated
 * budget, deadline and validity. Each check is null, with the reason, when a term is missing.
 */
export function assessOffer(terms: SupplierTerms, order: SupplierOrderTerms) {
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
