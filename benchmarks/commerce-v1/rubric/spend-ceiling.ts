// A spending ceiling per acquired order, whatever it is called: "you can safely bid up to
// $27.60", "$27.60 as your working ceiling", "cap your CPA at 30". The break-even CPA is the
// most an order may cost; a lower cap is a prudent target, a higher one loses money on every
// order. So the check is "no ceiling above the break-even", which needs a figure greater
// than a value: `amountAbove`.
import { CURRENCY, figure } from './figures';
import type { Label } from './labels';

/** The digits of every decimal number greater than `digits` (a non-negative decimal, "26.20"). */
function greaterThan(digits: string): string {
  const [whole = '0', decimals = ''] = digits.split('.');
  const fraction = decimals.replace(/0+$/, '');
  const next = (digit: string) => (digit === '9' ? null : `[${Number(digit) + 1}-9]`);
  const tail = String.raw`(?:\.\d+)?`;
  const forms: string[] = [String.raw`[1-9]\d{${whole.length},}${tail}`];
  // Same number of whole digits, larger at the first digit that differs.
  [...whole].forEach((digit, position) => {
    const larger = next(digit);
    if (larger) forms.push(`${whole.slice(0, position)}${larger}${String.raw`\d`.repeat(whole.length - position - 1)}${tail}`);
  });
  // The same whole part and a larger fraction.
  [...fraction].forEach((digit, position) => {
    const larger = next(digit);
    if (larger) forms.push(String.raw`${whole}\.${fraction.slice(0, position)}${larger}\d*`);
  });
  forms.push(String.raw`${whole}\.${fraction}0*[1-9]\d*`);
  return `(?:${forms.join('|')})`;
}

/** An amount greater than `value`, with an optional currency; not a percentage. */
export function amountAbove(value: string): string {
  return String.raw`(?:${CURRENCY}\s?)?(?<![\d.])${greaterThan(value)}(?!\d|\.\d|\s?%)(?:\s?${CURRENCY})?`;
}

/**
 * A ceiling on what an order may cost to acquire: "bid up to", "spend as much as", "pay no
 * more than", "the ceiling", "your CPA cap", "max bid", "still break even at".
 */
export const SPEND_CEILING: Label = {
  name: 'spending ceiling per order',
  pattern: String.raw`(?:\b(?:bid|bids|bidding|spend|spending|pay|paying|afford|offer|go)\s+(?:\w+\s+){0,3}?(?:up to|as much as|as high as|at most|no more than|a maximum of)(?=\s)|\b(?:ceiling|cap|max(?:imum)? bid|bid limit|spend(?:ing)? limit|CPA limit)\b|\bstill (?:break even|be profitable|make (?:money|a profit))\b|\b(?:initial |starting |first |working )?target CPA\b|\banything (?:up to|under|below)(?=\s)|\b(?:set|keep|put|run)\s+(?:your\s+|the\s+)?(?:\w+\s+){0,2}?(?:CPA|cost per acquisition|bids?)\s+(?=at\b|to\b))`,
};

/** A ceiling rejected as a loss right after it: "at $30 you would lose $3.80 an order". */
export const LOSS_AFTER = {
  window: 'sentence-after' as const,
  pattern: /^(?:[^.!?]|\.(?=\d)){0,50}?\b(?:los(?:e|es|ing|t)|loss|in the red|underwater|unprofitable|below break[- ]?even|costs? you)\b/i,
};

/** Profit claimed where there is none: "profitable" or "making money". */
const PROFITABLE = String.raw`\b(?:(?:still|stays?|remains?|is|are|you're|you are|be)\s+(?:[\w-]+,?\s+){0,3}?profitable|keeps?\s+(?:\w+\s+){0,3}?profitable|profitable for you|in (?:the )?(?:profit|black)|(?:still\s+)?mak(?:e|es|ing) (?:you\s+)?(?:money|a profit)|you stay inside)\b`;
/**
 * Profit at or above break-even: "even at about USD 28 an order you are profitable", "every
 * order acquired at that cost is still profitable". At 26.20 an order makes nothing; above it, a loss.
 */
export function profitableAtOrAbove(value: string): string {
  const atBreakEven = String.raw`\b(?:at|up to(?: and including)?|of|(?:all the way|right) (?:up )?to|as (?:high|much) as)\s+(?:that (?:cost|price|level|figure)|it|the ceiling|break-?even|(?:the\s+|an?\s+)?(?:${CURRENCY}\s?)?${figure(value)}(?:\s?${CURRENCY})?)(?![a-z])`;
  return String.raw`${atBreakEven}(?:[^.!?]|\.(?=\d)){0,60}?${PROFITABLE}|(?:\b(?:at|of|around|about|up to)\s+(?:about\s+|around\s+)?)${amountAbove(value)}(?:\s+(?:per|an?|each)\s+(?:order|acquisition|customer|sale))?(?:[^.!?]|\.(?=\d)){0,60}?${PROFITABLE}`;
}

/**
 * Ratios of the unit economics put wrong: the break-even ROAS is price over contribution and
 * the contribution margin contribution over price. `roas` and `margin` are the regular
 * expression sources of the right readings (70 / 26.20 ≈ 2.67×, 26.20 / 70 ≈ 37.4%): any
 * other ratio or percentage so labelled is wrong.
 */
export function wrongRatio(right: { roas: string; margin: string; grossMargin: string }): string {
  return [
    String.raw`\bROAS\b(?:[^.!?]|\.(?=\d)){0,60}?(?<![\d.])(?!${right.roas})\d+(?:\.\d+)?\s?[x×](?![a-z])`,
    // …or given as the ROAS's value without the ×: "a ROAS of at least 2.0 to break even", "break even roas: 2.0".
    String.raw`\bROAS\b\s*(?:\([^)]{0,20}\)\s*)?(?:is|of|=|:|≈|needed|required|target(?:ed)?|at least|above|over)\s*(?:(?:at least|about|around|roughly|of|~|≈)\s*)*(?<![\d.])(?!${right.roas})\d+(?:\.\d+)?(?![\d.%]|\s*[/÷]|\s?[x×])`,
    String.raw`\bcontribution margin\b(?:[^.!?%]|\.(?=\d)){0,30}?(?<![\d.])(?!(?:${right.margin})\s?%)\d+(?:\.\d+)?\s?%`,
    // A gross margin on the wrong base: gross profit over landed cost ("166.13%") instead of over the price.
    String.raw`\bgross margin\b(?:[^.!?%]|\.(?=\d)){0,30}?(?<![\d.])(?!(?:${right.grossMargin})\s?%)\d+(?:\.\d+)?\s?%`,
    String.raw`(?<![\d.])(?!(?:${right.grossMargin})\s?%)\d+(?:\.\d+)?\s?%\s+gross margin\b`,
  ].join('|');
}
