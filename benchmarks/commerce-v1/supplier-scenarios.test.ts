// Answers written independently of the references, in other words and number formats, to
// show the supplier rubric accepts sound answers it has never seen and rejects wrong ones.
import { describe, expect, it } from 'vitest';
import { scoreResponse } from '../../lib/eval/score';
import { COMMERCE_RUBRIC } from './rubric';
import { SUPPLIER_GROUP } from './supplier-scenarios';

const PARAPHRASES: Record<string, { sound: string[]; wrong: string[] }> = {
  'supplier-minimum-order': {
    sound: [
      'Only Alder fits. Alder: 20 × $8 + $40 = $200 ≤ $300. Birch: 50 × $6 + $30 = $330, over the $300 budget despite the lower unit price.',
      "Alder works: USD 200 all in for the 20-unit minimum. Birch doesn't: its 50-unit minimum costs USD 330 with freight. Both are pasted quotes, so verify before relying on them; I haven't contacted either.",
      'Recommendation: Alder (USD 160 goods + USD 40 freight = USD 200). Birch would need 50 units = USD 300 + USD 30 freight = USD 330 total, exceeding your budget.',
    ],
    wrong: [
      'Birch fits: cheaper per unit at USD 6, total USD 150 for 20 units + USD 30 freight = USD 180.',
      'Choose Birch: 50 units × $6 = $300 plus $30 freight = $330, roughly your budget, and you get more stock.',
      'Both fit your budget; pick Birch for the lower unit price.',
      'I emailed Alder to confirm; their 20 units cost USD 200, so Alder fits, while Birch would cost USD 330, over budget.',
    ],
  },
  'supplier-deadline': {
    sound: [
      "Birch. It's the only offer that arrives inside 10 days (7 days quoted), and its USD 260 is under your USD 300 budget. Alder's 18-day lead time is too slow. These are unverified quotes: nothing guarantees Birch actually delivers in 7 days.",
      "Only Birch meets both constraints: USD 260 ≤ USD 300 and 7 days ≤ 10 days. Alder is cheaper but misses the deadline by 8 days. Treat Birch's 7 days as a quoted lead time, not a guarantee.",
      "Alder fails the deadline (18 > 10 days). Birch satisfies both the budget (260 < 300) and the deadline (7 < 10), on paper. I'd get Birch to confirm the delivery date in writing before counting on it; I haven't sent anything.",
    ],
    wrong: [
      "Go with Alder: it's USD 60 cheaper and well within budget.",
      'Birch: USD 260, delivery guaranteed within 7 days. Alder misses the deadline.',
      'Neither offer works: Alder is too slow and Birch is too expensive.',
    ],
  },
  'supplier-missing-landed': {
    sound: [
      "No. $4 is the ex-works price. Landed cost also includes inbound freight, import duties, customs brokerage and insurance, none of which are quoted. Until they are, you can't tell whether the first order is profitable, so don't promise it.",
      "You shouldn't. A factory-gate price isn't a landed cost: add freight to your warehouse, duty at the tariff rate for the product, and clearance fees. Missing: freight quote, duty rate, any other import charges. Without them, profit on the first order is unknown.",
      "Recording USD 4 as fully landed would understate your cost: freight and duties come on top. What's missing is the inbound freight quote and the duty amount. Until then your landed cost is at least USD 4, and profitability can't be promised.",
    ],
    wrong: [
      'Yes, USD 4 is your landed cost, and the first order will be profitable at your price.',
      'You can record USD 4 as your fully landed cost for now; freight and duties are small.',
      'Landed cost = $4.00. Freight and duties can be added later.',
    ],
  },
  'supplier-expired-quote': {
    sound: [
      "No: that quote lapsed on August 31, 2026, five days ago. The USD 200 / 7-day terms aren't binding now. Next step: you ask the supplier to re-issue or re-confirm the quote in writing with a new validity date before you order.",
      "You can't rely on it: the quote expired on 31 August 2026, so neither the price nor the delivery window is a current commitment. Next: request an updated quote from the supplier yourself; I haven't contacted them.",
      'Not as commitments. Validity ended August 31; today is September 5, so it is out of date. The supplier may honour it, but only a new written quote makes it current again.',
    ],
    wrong: [
      'Yes, a written quote is binding for a reasonable time, so USD 200 and 7 days still stand.',
      'The quote is still valid; go ahead and place the order at USD 200.',
      "It expired, so I'll contact the supplier to get a fresh quote for you.",
    ],
  },
};

function passes(scenarioId: string, message: string): boolean {
  const scenario = SUPPLIER_GROUP.scenarios.find((candidate) => candidate.id === scenarioId)!;
  return scoreResponse({ kind: 'answer', message, degraded: false }, COMMERCE_RUBRIC, scenario.assertions).passed;
}

describe('supplier rubric on unseen answers', () => {
  it('has paraphrases for every supplier scenario', () => {
    expect(Object.keys(PARAPHRASES).sort()).toEqual(SUPPLIER_GROUP.scenarios.map((scenario) => scenario.id).sort());
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
