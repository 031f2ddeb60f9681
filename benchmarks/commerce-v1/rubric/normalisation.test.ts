// Money and decimals said aloud, as a voice assistant's script carries them, read as the
// figures a check looks for: through the whole declared normalisation, as every judge runs it.
import { describe, expect, it } from 'vitest';
import { normaliseMessage } from '../../../lib/eval/rubric/normalise';
import { COMMERCE_RUBRIC } from './index';

const normalised = (message: string) => normaliseMessage(message, COMMERCE_RUBRIC.program);

describe('spoken money and decimals', () => {
  it.each([
    ['Your contribution is twenty-three dollars and ninety cents per unit.', 'Your contribution is 23.90 dollars per unit.'],
    ['That comes to twenty-three ninety a unit.', 'That comes to 23.90 a unit.'],
    ['The fee is a dollar forty.', 'The fee is 1.40 dollar.'],
    ['The fee is one euro and forty cents.', 'The fee is 1.40 euro.'],
    ['Plus a fixed twenty cents.', 'Plus a fixed 0.20.'],
    ['Plus a fixed five cents.', 'Plus a fixed 0.05.'],
    ['The rate is one point two four seven five.', 'The rate is 1.2475.'],
    ['The rate is one point one zero.', 'The rate is 1.10.'],
    ['That is a fee of two point five percent.', 'That is a fee of 2.5 percent.'],
    ['That is a fee of two and a half percent.', 'That is a fee of 2.5 percent.'],
    ['About four thousand two hundred fifty U.S. dollars. Next.', 'About 4250 US dollars. Next.'],
    ['Six dollars forty per apron.', '6.40 dollars per apron.'],
    ['Shipping on the fourteenth of December, twenty twenty-six.', 'Shipping on the fourteenth of December, 2026.'],
    ['It leaves you a hundred twenty dollars.', 'It leaves you 120 dollars.'],
  ])('%s', (spoken, read) => {
    expect(normalised(spoken)).toBe(read);
  });

  it.each([
    // Not money: a count after an amount, an article before a currency code, "point" as a word.
    ['Twenty-six dollars, 20 units.', '26 dollars, 20 units.'],
    ['Pay a USD 40 deposit.', 'Pay a USD 40 deposit.'],
    ['At this point 5 units are left.', 'At this point 5 units are left.'],
    ['That is my two cents.', 'That is my 0.02.'],
  ])('%s stays what it says', (text, read) => {
    expect(normalised(text)).toBe(read);
  });
});
