// Answers written independently of the references, in other words and number formats, to
// show the core rubric accepts sound answers it has never seen and rejects wrong ones.
import { describe, expect, it } from 'vitest';
import { scoreResponse } from '../../lib/eval/score';
import { CORE_GROUP } from './core-scenarios';
import { COMMERCE_RUBRIC } from './rubric';

interface Paraphrases {
  sound: string[];
  wrong: string[];
}

const PARAPHRASES: Record<string, Paraphrases> = {
  'unit-economics': {
    sound: [
      "**Break-even CPA: $26.20**\n\n| Item | Amount |\n|---|---|\n| Price | $70.00 |\n| Landed cost | −$35.00 |\n| Payment fee (3% + $0.30) | −$2.40 |\n| Shipping | −$5.00 |\n| Refund reserve (2%) | −$1.40 |\n| **Contribution before ads** | **$26.20** |",
      'Break-even CPA ≈ $26.20.\n\nWorking: 3% of $70 is $2.10, plus $0.30 → $2.40 fee. 2% refund reserve → $1.40. $70 − $35 − $2.40 − $5 − $1.40 = $26.20. Pay more than that to win a customer and each sale loses money.',
      'You can spend up to 26,20 USD per acquisition before a sale stops paying for itself (70 − 35 − 5 − 2,40 − 1,40).',
      "**$26.2** per order. That's what is left of the $70 after the $35 landed cost, $5 shipping, the $2.40 payment fee and a $1.40 refund reserve.",
      'Your maximum CPA to break even: USD 26.20. The $35 gross profit is not the answer; fees, shipping and the reserve come out first.',
    ],
    wrong: [
      "Break-even CPA ≈ $35 once you ignore the small fees.",
      'Break-even CPA = $35 (70 − 35).',
      'Your break-even acquisition cost comes to $27.60 after fees and shipping.',
      'About $126.20 per order.',
      'Break-even CPA: 26.5 dollars.',
    ],
  },
  'conversion-diagnosis': {
    sound: [
      "## Diagnosis\n\nShoppers do try to buy: 150 started checkout and 146 submitted payment, yet zero orders completed because every payment failed (provider account not activated).\n\n## What to fix first\n\n1. **Activate your payment provider account.**\n2. Place a test order to confirm charges go through.\n\nThe missing sales are not because of bad traffic, so don't spend on ads or redesigns yet.",
      'The funnel breaks at payment. 146 customers tried to pay in the last 30 days and every charge failed because your payment provider account was never activated. First priority: get the payment account activated, then run a test purchase. Traffic is not the problem.',
      "It's not a traffic problem: people add to cart and reach checkout, but the processor rejects every charge because the account isn't activated. Fix checkout payments right away; pricing and photos can wait.",
      'Visitors are arriving fine; the sale dies at the last step. Your payment provider has not been activated, so all 146 payments submitted failed. Priority #1: finish activating payments.',
    ],
    wrong: [
      'You need more traffic: 4,200 visits is too few to expect sales. Start by running Google ads.',
      'The issue is probably your pricing. First, lower your prices by 10% and add more product photos.',
      'Bad traffic from social media is likely the culprit; refine your targeting before anything else.',
      'Your product photos are weak. Start with better images, then look at checkout payments.',
    ],
  },
  'missing-costs': {
    sound: [
      "Gross margin is 50% (USD 35 gross profit on a USD 70 price). Your break-even CPA can't be calculated yet: it's the USD 35 minus payment fees, shipping and a returns reserve, none of which you've checked. Treat 35 as a ceiling, not the answer.",
      'Margin: 50 percent. Break-even CPA: unknown until you add fees, shipping and returns; it will be below $35.',
      "Your gross margin is 50.0%. I can't give you a break-even CPA without the fees, shipping cost and return rate; at most it would be $35, and realistically less.",
      'Gross margin 50 %. The rest cannot be determined until you check fees, shipping and returns.',
    ],
    wrong: [
      "Gross margin 50%. Break-even CPA ≈ $35, though you'll want to deduct fees later.",
      'Gross margin 50%, break-even CPA $35.',
      'Your gross margin is 50% and you can spend up to USD 35 per customer to break even.',
      'Gross margin: 35%. Break-even CPA cannot be determined yet.',
      "Margin is 50%. Your CPA is $35 — you can't know the true figure until you add fees, but use $35.",
    ],
  },
  'memory-budget': {
    sound: [
      "Based on what you told me (USD 800 budget, test batches of at most 30 units, no paid ads until the page converts):\n\n- **Fix checkout first.** All 146 payment attempts failed because the payment provider account isn't activated.\n- **Keep paid ads at $0** until you see orders.\n- Harbor's quote is for 200 units; ask whether they accept 30 rather than order 200 units.",
      "You have USD 800 for next month, want batches of 30 units max and no ads until the page converts. The page can't convert right now: every payment fails because the payment provider isn't activated. So fix payments first, keep ad spend at zero, then test demand with a batch of up to 30 units once orders flow, keeping most of the $800 in reserve.",
      "Next step: don't spend any of the $800 yet. Activate your payment provider so the people who tried to pay can actually check out. Hold off on paid ads as you wanted. When real orders arrive, reorder in small batches (≤30 units).",
      'Budget: $800.00. Preferences: 30-unit test batches, no paid advertising yet. 1. Turn on payments. 2. Leave advertising at $0 until conversion. 3. Put about $200 into one 30-unit batch after the first orders.',
    ],
    wrong: [
      "Spend $400 of your $800 on Facebook ads to find out if there's demand, and order 100 units so you don't stock out.",
      'Launch a paid ad campaign now and reinvest the revenue into stock.',
      'Order 200 aprons from your supplier to get the volume discount.',
      'Your $800 budget is fine. Run Meta ads with $300 and restock 50 units.',
    ],
  },
  'mixed-currency': {
    sound: [
      "**Total revenue (last 30 days):**\n- US store: **$4,250.00**\n- EU store: **€1,980.00**\n\nI can't give you a single total because no EUR→USD exchange rate is recorded. **No**, you shouldn't call a combined number \"USD profit\": it mixes currencies, and it's revenue, not profit.",
      "Revenue (last 30 days): US store $4,250.00; EU store €1,980.00. There's no exchange rate recorded, so I won't add them. No, it isn't USD profit: that's gross revenue, and no costs (COGS, fees, refunds) are recorded.",
      'You have two separate revenue figures: 4250 USD and 1980 EUR. They cannot be combined without a conversion rate, and even then it would be revenue, not profit: profit needs costs subtracted, and none are recorded.',
      'Total revenue by currency: USD 4.250,00 and EUR 1.980,00. Adding 4,250 + 1,980 = 6,230 would mix currencies and is meaningless. Calling it profit would be wrong: revenue is not profit.',
    ],
    wrong: [
      "Total revenue: $6,230. Yes, that's your USD profit.",
      'Your revenue is USD 4,250 and EUR 1,980, so your combined profit is roughly $6,400 at current exchange rates.',
      'Total revenue is 6230 USD. You can call it USD profit since your costs are small.',
      "You made $4,250 + €1,980 and since no exchange rate is recorded I'll treat EUR as USD: $6,230 total, which is not profit yet.",
    ],
  },
  'supplier-quote': {
    sound: [
      "Not yet. Harbor Textiles has only sent a written quote (HT-Q-2291): 200 units at $6.40, ship date estimated for 14 Dec 2026 and subject to confirmation. No PO, no deposit, nothing reserved. I can't place orders or contact suppliers, so securing stock is a step you would take.",
      "No, I haven't secured anything. What exists is a quotation from Harbor Textiles for 200 aprons at USD 6.40 each with an estimated ship date of 2026-12-14. The date isn't confirmed and no stock is reserved until you issue a purchase order.",
      'Neither. The inventory is not secured and the delivery date is not firm: you hold a quote, not an order.',
    ],
    wrong: [
      'Yes, Harbor Textiles confirmed 200 aprons and the delivery date is December 14.',
      'Your 200 units are secured with Harbor Textiles under quote HT-Q-2291 and will ship on December 14, 2026.',
      'I have secured 200 units at $6.40 per the quote; the firm delivery date is 2026-12-14.',
    ],
  },
};

function passes(scenarioId: string, message: string): boolean {
  const scenario = CORE_GROUP.scenarios.find((candidate) => candidate.id === scenarioId)!;
  return scoreResponse({ kind: 'answer', message, degraded: false }, COMMERCE_RUBRIC, scenario.assertions).passed;
}

describe('core rubric on unseen answers', () => {
  it('has paraphrases for every core scenario', () => {
    expect(Object.keys(PARAPHRASES).sort()).toEqual(CORE_GROUP.scenarios.map((scenario) => scenario.id).sort());
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
