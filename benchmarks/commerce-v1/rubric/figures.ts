// How a figure is recognised in a normalised message. The normalisation has already written
// every number one way (no thousands separators, a decimal point), so a figure is its digits
// with optional trailing zeros, standing alone: 26.20 reads "26.2", "26.20" and "26.200", but
// not 126.20, 26.205 or 2620.

/** A currency word or sign, before or after an amount. */
// (A currency word whole: "35 dollars minus fees" is not "35 dollar" then "s minus".)
export const CURRENCY = String.raw`(?:USD|EUR|US\$|\$|€|(?:dollars?|euros?|bucks)(?![a-z]))`;

/** Words that hedge an amount without changing it. */
export const HEDGE = String.raw`(?:about|around|roughly|approximately|approx\.?|~|≈|only|just|some|at most|up to|nearly|almost|close to|a maximum of|maximum|max\.?)`;

/**
 * A whole amount of three or four digits as it reads once said aloud in pairs: "three
 * twenty-seven" is 327 and "nineteen eighty" is 1980, but the normalisation reads a spoken pair
 * as a price ("twenty-three ninety" → 23.90), so those arrive as 3.27 and 19.80. Only where the
 * last two digits make a spoken pair (10–99): "three hundred" is said as such.
 */
function saidInPairs(whole: string): string | null {
  const pair = whole.slice(-2);
  return /^[1-9]\d{2,3}$/.test(whole) && Number(pair) >= 10 ? String.raw`${whole.slice(0, -2)}\.${pair}` : null;
}

/** The digits of `value` ("26.20", "327", "0") as a standalone figure. */
export function figure(value: string): string {
  const [whole = '', decimals = ''] = value.replace(/^-/, '').split('.');
  const significant = decimals.replace(/0+$/, '');
  const spoken = significant ? null : saidInPairs(whole);
  const body = significant ? String.raw`${whole}\.${significant}0*` : String.raw`${whole}(?:\.0+)?${spoken ? `|${spoken}` : ''}`;
  return String.raw`(?<![\d.])(?:${body})(?!\d|\.\d)`;
}

/** `value` as an amount: an optional currency before or after ("$26.20", "26.20 EUR", "USD 26.2"). */
export function amount(value: string): string {
  return String.raw`(?:${CURRENCY}\s?)?${figure(value)}(?:\s?${CURRENCY})?`;
}

/** Any amount at all (not a percentage). */
export const ANY_AMOUNT = String.raw`(?:${CURRENCY}\s?)?(?<![\d.])\d+(?:\.\d+)?(?!\d|\.\d|\s?%)(?:\s?${CURRENCY})?`;

/** Any amount except the given values (not a percentage): what a wrong answer would state instead. With no values, any amount. */
export function amountOtherThan(values: readonly string[]): string {
  if (values.length === 0) return ANY_AMOUNT;
  return String.raw`(?:${CURRENCY}\s?)?(?!(?:${values.map(figure).join('|')}))(?<![\d.])\d+(?:\.\d+)?(?!\d|\.\d|\s?%)(?:\s?${CURRENCY})?`;
}

/** A number other than `value`, standing alone, with no currency ("20", "20.00"; not 120, 2.0 or 200). */
export function numberOtherThan(value: string): string {
  return String.raw`(?<![\d.])(?!${figure(value)})\d+(?:\.\d+)?(?!\d|\.\d)`;
}

/** Any of the values, each as an amount. */
export function amounts(values: readonly string[]): string {
  return `(?:${values.map(amount).join('|')})`;
}

/**
 * `value` written as a loss: "-2", "- USD 2", "USD -2", "-$2", "minus 2", "negative 2",
 * "(2.00)", "a loss of 2", "lose $2", "2 in the red".
 */
export function negativeAmount(value: string): string {
  const digits = figure(value);
  return String.raw`(?:-|\bminus\s|\bnegative\s)\s*(?:${CURRENCY}\s?)?${digits}|${CURRENCY}\s?-\s?${digits}|\((?:${CURRENCY}\s?)?${digits}\)|\b(?:loss|lose|losing|loses|lost|losses|shortfall|deficit|drain)\b(?:\s+\S+){0,4}?\s+(?:${CURRENCY}\s?)?${digits}|${digits}(?:\s?${CURRENCY})?\s+(?:in the red|(?:of )?loss|short|below (?:zero|break[- ]?even))`;
}

/** The values as a reader would list them: "35, 30 or 27.60". */
export function listOf(values: readonly string[], conjunction = 'or'): string {
  return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} ${conjunction} ${values.at(-1)}`;
}
