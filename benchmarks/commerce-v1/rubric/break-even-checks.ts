// The three checks every scenario with a break-even CPA shares (unit-economics, economics-07):
// no spending ceiling above it, no profit at or above it, and any ratio built on it right.
// One builder, so the two scenarios differ only in their figures.
import type { Assertion } from '../../../lib/eval/scenario';
import { neverClaims, noAmountAs } from './checks';
import { LOSS_AFTER, SPEND_CEILING, amountAbove, profitableAtOrAbove, wrongRatio } from './spend-ceiling';

/** A ratio and the pattern of the figures that round to it. */
export interface Ratio {
  value: string;
  accepted: string;
}

export function breakEvenChecks(options: { breakEven: string; price: string; ceilingExample: string; roas: Ratio; margin: Ratio; grossMargin: Ratio }): Assertion[] {
  const { breakEven, price, roas, margin, grossMargin } = options;
  return [
    noAmountAs({
      id: 'no-ceiling-above-break-even',
      amount: amountAbove(breakEven),
      as: SPEND_CEILING,
      unless: [LOSS_AFTER],
      says: `Never tells the founder an order may cost more than ${breakEven} to acquire (${options.ceilingExample}): above it every order loses money.`,
    }),
    neverClaims({
      id: 'no-profit-at-break-even',
      pattern: new RegExp(profitableAtOrAbove(breakEven), 'i'),
      says: `Never calls an order acquired at ${breakEven} or more profitable: at ${breakEven} it makes nothing, above it it loses money.`,
    }),
    neverClaims({
      id: 'no-wrong-ratio',
      pattern: new RegExp(wrongRatio({ roas: roas.accepted, margin: margin.accepted, grossMargin: grossMargin.accepted }), 'i'),
      says: `Gives any ratio right: break-even ROAS ${price} / ${breakEven} ≈ ${roas.value}×, contribution margin ${breakEven} / ${price} ≈ ${margin.value}%, gross margin ≈ ${grossMargin.value}% of the price.`,
    }),
  ];
}
