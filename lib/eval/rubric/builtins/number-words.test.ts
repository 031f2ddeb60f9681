import { describe, expect, it } from 'vitest';
import { rewriteNumberWords } from './number-words';

describe('rewriteNumberWords', () => {
  it.each([
    ['thirty units', '30 units'],
    ['three hundred and twenty-seven euros', '327 euros'],
    ['two thousand three hundred and five', '2305'],
    ['twelve hundred', '1200'],
    // After a thousand, hundreds said in pairs.
    ['four thousand two fifty dollars', '4250 dollars'],
    ['one thousand nine eighty-five', '1985'],
    // A lone "one" and "zero" stay words.
    ['no one', 'no one'],
    ['zero', 'zero'],
    // Two numbers side by side, the second of two digits, are a price said aloud.
    ['that same twenty-three ninety', 'that same 23.90'],
    ['rounded to one twenty-five', 'rounded to 1.25'],
    // Two numbers joined by "and" stay two numbers, and so do other runs that are not one number.
    ['forty-five and twelve', '45 and 12'],
    ['five five', '5 5'],
    ['forty and one', '40 and one'],
  ])('%s → %s', (words, digits) => {
    expect(rewriteNumberWords(words)).toBe(digits);
  });
});
