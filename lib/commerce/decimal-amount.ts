// Amounts as founders write them ("$70", "USD 70", "49,90", "1.234,56", "2,5%") read into
// exact decimals. Money never passes through a binary float, and a figure with two plausible
// readings is rejected rather than guessed: a wrong guess would silently change every result.
import Decimal from 'decimal.js';

export interface ParsedAmount {
  value: Decimal;
  /** ISO code from the symbol or code the founder wrote, or null when none was written. */
  currency: string | null;
  percent: boolean;
}

export type AmountParse = { ok: true; amount: ParsedAmount } | { ok: false; error: string };

const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP' };
// Codes in capitals, or usd/eur in any case: a lower-case "per" must never read as a currency.
const CURRENCY_MARK = String.raw`US\$|\$|€|£|[A-Z]{3}|[Uu][Ss][Dd]|[Ee][Uu][Rr]`;
const NUMBER_BODY = String.raw`\d[\d.,]*`;
const AMOUNT_PATTERN = new RegExp(
  String.raw`^(?:(${CURRENCY_MARK})\s*)?(${NUMBER_BODY})(?:\s*(${CURRENCY_MARK}|%))?$`,
);

/**
 * Every value a bare number token can mean: "2,5" → [2.5], "1,234" → [1234, 1.234],
 * "1.234,56" → [1234.56], "1,5,6" → []. The founder's separators decide; nothing else does.
 */
export function readingsOfNumber(token: string): Decimal[] {
  const readings: Decimal[] = [];
  for (const [decimalMark, groupMark] of [['.', ','], [',', '.']] as const) {
    const value = readWithSeparators(token, decimalMark, groupMark);
    if (value && !readings.some((reading) => reading.equals(value))) readings.push(value);
  }
  return readings;
}

function readWithSeparators(token: string, decimalMark: string, groupMark: string): Decimal | null {
  const parts = token.split(decimalMark);
  if (parts.length > 2) return null;
  const [integerPart = '', fraction] = parts;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  // Thousands groups must be well formed (1,234,567), or a stray separator is a typo, not a group.
  const grouped = new RegExp(`^[1-9]\\d{0,2}(?:\\${groupMark}\\d{3})+$`);
  let digits: string;
  if (/^\d+$/.test(integerPart)) digits = integerPart;
  else if (grouped.test(integerPart)) digits = integerPart.split(groupMark).join('');
  else return null;
  return new Decimal(fraction === undefined ? digits : `${digits}.${fraction}`);
}

function currencyCode(mark: string | undefined): string | null {
  if (mark === undefined || mark === '%') return null;
  return CURRENCY_SYMBOLS[mark] ?? mark.toUpperCase();
}

/** Read one amount exactly as written; say why when it cannot be read with certainty. */
export function parseAmount(text: string): AmountParse {
  const written = text.trim();
  if (/^[-−–+]/.test(written) || /[-−–]\s*\d/.test(written)) {
    return { ok: false, error: `"${text}" has a sign; write the amount as a positive number.` };
  }
  const match = AMOUNT_PATTERN.exec(written);
  if (!match) {
    return { ok: false, error: `"${text}" is not a number with an optional currency ($, €, USD, EUR) or % sign.` };
  }
  const [, prefix, body = '', suffix] = match;
  if (prefix !== undefined && suffix !== undefined) {
    return { ok: false, error: `"${text}" carries two currency or percent markers; write one.` };
  }
  const readings = readingsOfNumber(body);
  if (readings.length === 0) {
    return { ok: false, error: `"${text}" has misplaced separators; it is not a readable number.` };
  }
  if (readings.length > 1) {
    const [first, second] = readings.map((reading) => reading.toString());
    return {
      ok: false,
      error: `"${text}" is ambiguous: it could mean ${first} or ${second}. Ask the founder which is meant.`,
    };
  }
  return {
    ok: true,
    amount: { value: readings[0]!, currency: currencyCode(prefix ?? suffix), percent: suffix === '%' },
  };
}

/** Half up to whole cents (1.5475 → 1.55, 1.497 → 1.50), as a card processor rounds a fee. */
export function roundHalfUpToCents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Money for output: always two decimals, so "2.4" and "2.40" never look like different results. */
export function formatMoney(value: Decimal): string {
  return value.toFixed(2, Decimal.ROUND_HALF_UP);
}
