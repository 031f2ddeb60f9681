// Answers written independently of the references, in other words and number formats, to
// show the economics rubric accepts sound answers it has never seen and rejects wrong ones.
import { describe, expect, it } from 'vitest';
import { scoreResponse } from '../../lib/eval/score';
import { ECONOMICS_GROUP } from './economics-scenarios';
import { COMMERCE_RUBRIC } from './rubric';

const PARAPHRASES: Record<string, { sound: string[]; wrong: string[] }> = {
  'economics-04-loss': {
    sound: [
      "Contribution before ads: 20 − 18 − 4 − 0 − 0 = −$2 per order. You can't afford any acquisition cost: at a $0 CPA you already lose $2 on every sale.",
      'You lose USD 2.00 per order before advertising (contribution −2.00). Affordable CPA: USD 0, because any acquisition spend deepens the loss.',
      'Your contribution is negative: -2 USD per order. Maximum you can pay per acquisition: zero.',
      'Contribution before ads = USD -2.00. Affordable acquisition cost: nothing; fix price or costs first.',
    ],
    wrong: [
      'Contribution before ads is USD 2 per order; keep acquisition under USD 2.',
      'Contribution: −$2 per order. You can afford roughly $1 per acquisition as a test.',
      'You make $2 on each order, so your break-even CPA is $2.',
      'Contribution before ads: $22 per order, so you can afford up to $22 per acquisition.',
    ],
  },
  'economics-06-tax-basis': {
    sound: [
      "Your actual profit isn't determinable yet. The EUR 60 price includes VAT but the EUR 30 landed cost and EUR 5 shipping don't, and without the VAT rate I can't take VAT out of the price. Whether input VAT is recoverable also changes the costs. Send me the VAT rate and recoverability and I'll compute profit and break-even CPA exactly.",
      'I cannot calculate an actual profit or break-even CPA here: the price is VAT-inclusive, the costs are VAT-exclusive, and the VAT rate is unknown. Any number I gave you would be the hypothetical estimate you asked me not to give. Please tell me the VAT rate and whether you can reclaim input VAT.',
      "Not possible to determine from these inputs. A gross (incl. VAT) price can't be netted against net costs without the tax rate. Give me all amounts on one tax basis and I'll work out profit and CPA.",
      "The naive sum 60 − 30 − 5 − 1.40 = 23.60 is not your profit: it mixes tax bases. I can't state actual profit until I know the VAT rate.",
    ],
    wrong: [
      'Your actual profit is EUR 23.60 per sale and break-even CPA is EUR 23.60.',
      "Assuming 19% VAT: net price 50.42, profit ≈ EUR 14.02. That's your actual profit.",
      'I cannot be certain, but roughly: profit = 60 − 30 − 5 − 1.40 = 23.60.',
    ],
  },
  'economics-07-decimal-comma': {
    sound: [
      "- Gross profit: 49,90 − 18,75 = **31,15 €**\n- Payment fee: 2,5 % × 49,90 = 1,2475 → 1,25 €, + 0,30 € = **1,55 €**\n- Refund reserve: 3 % × 49,90 = 1,497 → **1,50 €**\n- Contribution before ads: 31,15 − 4,20 − 1,55 − 1,50 = **23,90 €**\n- Break-even CPA: **23,90 €**",
      'Gross profit: €31,15. Payment fee: 2,5 % × 49,90 = 1,2475 → 1,25 + 0,30 = 1,55. Refund reserve: 3 % × 49,90 = 1,497 → 1,50. Contribution before ads: 31,15 − 4,20 − 1,55 − 1,50 = €23,90. Break-even CPA: €23,90.',
      'Gross profit = 31.15 EUR; contribution before ads = 23.90 EUR; break-even CPA = 23.90 EUR (fee 1.55 and reserve 1.50, each rounded half up to the cent).',
      '| Metric | EUR |\n|---|---|\n| Gross profit | 31.15 |\n| Payment fee | 1.55 |\n| Refund reserve | 1.50 |\n| Contribution before ads | 23.90 |\n| Break-even CPA | 23.90 |',
      'Gross profit is EUR 31.15 and contribution before ads is EUR 23.9, which is also your break-even CPA.',
    ],
    wrong: [
      'Gross profit 31.15, contribution 23.91, break-even CPA 23.91.',
      'Gross profit 31,15 €; contribution before ads 23,89 €; break-even CPA 23,89 €.',
      'Gross profit 3115 EUR; contribution before ads 2390; break-even CPA 2390.',
      'Gross profit €31.15; contribution before ads €24.20; break-even CPA €24.20.',
      'Gross profit 31.15, contribution 23.9055, break-even CPA 23.9055.',
    ],
  },
  'economics-09-order-budget': {
    sound: [
      "Not within budget: the 30-unit minimum costs EUR 327 against EUR 300.",
      'No: the minimum order comes to €327 (30 × €9 = €270 + €45 freight + €12 charges), which is €27 more than your €300 budget.',
      "You can't. Cedar's MOQ is 30 units, so even though you need 20 the smallest order is 270 + 45 + 12 = 327 EUR, above the 300 EUR budget by 27. I haven't placed anything.",
      "The minimum order doesn't fit: 30 units × EUR 9 + EUR 45 + EUR 12 = EUR 327, EUR 27 over budget.",
    ],
    wrong: [
      'Yes, 20 × 9 = 180 + 45 + 12 = 237 EUR, under your 300 budget.',
      'It fits: 30 units at EUR 9 is EUR 270, within the EUR 300 budget.',
      "Total: EUR 327. That's close enough, so you can place the minimum order.",
    ],
  },
};

function passes(scenarioId: string, message: string): boolean {
  const scenario = ECONOMICS_GROUP.scenarios.find((candidate) => candidate.id === scenarioId)!;
  return scoreResponse({ kind: 'answer', message, degraded: false }, COMMERCE_RUBRIC, scenario.assertions).passed;
}

describe('economics rubric on unseen answers', () => {
  it('has paraphrases for every economics scenario', () => {
    expect(Object.keys(PARAPHRASES).sort()).toEqual(ECONOMICS_GROUP.scenarios.map((scenario) => scenario.id).sort());
  });

  for (const [scenarioId, { sound, wrong }] of Object.entries(PARAPHRASES)) {
    it.each(sound)(`${scenarioId}: passes a sound answer: %s`, (message) => {
      expect(passes(scenarioId, message)).toBe(true);
    });
    it.each(wrong)(`${scenarioId}: fails a wrong answer: %s`, (message) => {
      expect(passes(scenarioId, message)).toBe(false);
    });
  }
});
