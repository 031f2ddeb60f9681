// The two honesty checks run before any economics arithmetic. A profit figure is only as
// good as its inputs: amounts on different tax bases cannot be netted against each other,
// and a number the founder never wrote (a default, an estimate, a "typical" fee) would make
// a confident result out of a guess. Both cases are refused, not computed.
import type Decimal from 'decimal.js';
import { readingsOfNumber } from './decimal-amount';
import { AMOUNT_FIELDS, type EconomicsAmounts } from './economics';
import type { EconomicsInputValue } from './tool-inputs';

const MONEY_FIELDS = ['price', 'landed_cost', 'shipping'] as const;

/** Refusal text when the supplied money amounts mix tax bases; null when they do not. */
export function checkTaxBasis(input: EconomicsInputValue): string | null {
  // Only amounts actually supplied count; 'unstated' is unknown, not a second basis.
  const supplied = MONEY_FIELDS.filter((field) => input[field] !== null);
  const inclusive = supplied.filter((field) => input.tax_basis[field] === 'inclusive');
  const exclusive = supplied.filter((field) => input.tax_basis[field] === 'exclusive');
  if (inclusive.length === 0 || exclusive.length === 0) return null;
  return (
    `The supplied amounts mix tax-inclusive and tax-exclusive bases (inclusive: ${inclusive.join(', ')}; ` +
    `exclusive: ${exclusive.join(', ')}). Ask for amounts on one consistent tax basis; ` +
    'do not calculate profit or CPA from these values.'
  );
}

/**
 * Every value any number in the founder's messages can stand for. Separators are kept only
 * between digits, so "$70, landed" yields 70 and "2,5%" yields 2.5; an ambiguous "1,234"
 * yields both readings, because the question here is only whether the founder wrote it.
 */
export function extractQuotedNumbers(founderMessages: readonly string[]): Decimal[] {
  const numbers: Decimal[] = [];
  for (const message of founderMessages) {
    for (const token of message.match(/\d+(?:[.,]\d+)*/g) ?? []) {
      for (const reading of readingsOfNumber(token)) {
        if (!numbers.some((known) => known.equals(reading))) numbers.push(reading);
      }
    }
  }
  return numbers;
}

/** Refusal text naming each supplied amount the founder never wrote; null when all were quoted. */
export function checkQuotedInputs(amounts: EconomicsAmounts, founderMessages: readonly string[]): string | null {
  const quoted = extractQuotedNumbers(founderMessages);
  const unquoted = AMOUNT_FIELDS.filter((field) => {
    const value = amounts[field];
    return value !== null && !quoted.some((number) => number.equals(value));
  });
  if (unquoted.length === 0) return null;
  return unquoted
    .map((field) => {
      const unknown = field === 'price' ? 'an unknown price' : 'an unknown cost';
      return `${field} was not supplied in the quoted inputs; use null for ${unknown}.`;
    })
    .join(' ');
}
