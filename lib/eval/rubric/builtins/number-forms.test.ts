import { describe, expect, it } from 'vitest';
import { rewriteNumberForms } from './number-forms';

describe('rewriteNumberForms', () => {
  it.each([
    ['USD 4,250.00', 'USD 4250.00'],
    ['EUR 4.250,00', 'EUR 4250.00'],
    ['23,90', '23.90'],
    // A decimal comma in a list, a punctuation comma after it.
    ['gross profit EUR 31,15, contribution EUR 23,90', 'gross profit EUR 31.15, contribution EUR 23.90'],
    // A comma before three digits is a thousands separator, never a decimal.
    ['3,115', '3115'],
    // Typographic spaces group thousands, with or without cents after them.
    ['4\u2009250', '4250'],
    ['4\u2009250,00', '4250.00'],
    // A plain space groups thousands only before cents or beside a currency.
    ['USD 4 250.00', 'USD 4250.00'],
    ['EUR 1 980', 'EUR 1980'],
    ['1 280 USD', '1280 USD'],
    // Elsewhere it separates numbers in a list.
    ['sold 4 250 units', 'sold 4 250 units'],
    ['costs 70 35 5', 'costs 70 35 5'],
  ])('%s → %s', (written, read) => {
    expect(rewriteNumberForms(written)).toBe(read);
  });
});
