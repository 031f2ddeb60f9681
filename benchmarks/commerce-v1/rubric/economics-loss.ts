// The wording economics-04 (a USD 20 price against USD 22 of costs per order) looks for:
// a loss of 2 per order, spending on ads anyway, a contribution other than −2 and a
// break-even point short of the USD 22 price. Group building blocks: economics-phrases.ts.
import { CURRENCY, amount, amountOtherThan, numberOtherThan } from './figures';
import { POSITIVE_AMOUNT, ZERO_AMOUNT, negativeAmountOtherThan } from './economics-phrases';

/** "$2 underwater", "underwater by USD 2", "2 in the hole". */
export const UNDERWATER_BY_2 = String.raw`${amount('2')}\s+(?:underwater|in the hole)\b|\b(?:underwater|in the hole) by ${amount('2')}`;
/** Spending on ads anyway while each order loses money: "a small test budget", "run a test campaign to learn". */
export const SPEND_ANYWAY = /\b(?:small|modest|limited|little|tiny|minimal)\s+(?:test(?:ing)?\s+)?(?:ad\s+)?(?:budget|spend|campaigns?|tests?)\b(?!\s+(?:order|purchase|transaction|charge|payment|checkout))|\btest(?:ing)? (?:budget|campaigns?|cap|spend)\b|\bspend (?:a little|a bit|something|some money) on (?:ads|acquisition|advertising|marketing)\b|\b(?:still|anyway)\b(?:[^.!?]|\.(?=\d)){0,30}\b(?:run|spend|advertis\w*|buy (?:ads|traffic)|test)\b|\b(?:run|keep running|start|launch|spend on) (?:some |a few )?(?:ads|campaigns?|advertising)\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:anyway|to learn|to gather|for data|regardless)\b/i;
/** Break-even put short of the USD 22 price or the USD 2 cut: "raise the price to $21 and you're at zero", "shave USD 1 off shipping and you break even". */
const BELOW_22 = String.raw`(?:${CURRENCY}\s?)?(?<![\d.])(?:1?\d|2[01])(?:\.\d+)?(?![\d.])(?:\s?${CURRENCY})?`;
/** Any amount but the thresholds: a price above 22, shipping below 2, landed cost below 16. */
const otherThan = (value: string) => String.raw`${numberOtherThan(value)}(?!\s*[-+×x*/]\s*\d)(?:\s?${CURRENCY})?`;
const NOT_22 = otherThan('22');
/** Words between a cost and its threshold that name no other cost: not "landed cost plus shipping below USD 20" (a joint threshold) nor "shipping, landed cost under USD 16". */
const ALONE = String.raw`(?:(?!\b(?:landed|shipping|price|plus|and|or|combined|together)\b)[^.!?\d]){0,30}?`;
const NOT_2 = otherThan('2');
const NOT_16 = otherThan('16');
const BELOW_2 = String.raw`(?:${CURRENCY}\s?)?(?<![\d.])(?:1(?:\.\d+)?|0?\.\d+)(?![\d.])(?:\s?${CURRENCY})?`;
const BREAKS_EVEN = String.raw`\b(?:break(?:s|ing)? even|breakeven|break-even|at zero|zero before|covers? (?:your |its )?costs|(?:back )?(?:to|into|in) (?:a )?positive(?: contribution| territory)?|stop(?:s)? losing|into the black|profitable)\b`;
/** A contribution that is not −2: zero, any positive amount, or a loss of another size. */
export const OTHER_THAN_MINUS_2 = String.raw`(?:${POSITIVE_AMOUNT}|${ZERO_AMOUNT}|${negativeAmountOtherThan('2')})`;
/** Prices from USD 22.50 to USD 30 in half dollars, each leaving its excess over 22 for acquisition. */
const PRICES_ABOVE_22 = Array.from({ length: 16 }, (_, step) => 22.5 + step / 2);
/** A price as a pattern that takes every way of writing it: 24, 24.0, 24.00; 22.5, 22.50. */
const decimal = (value: number) => (Number.isInteger(value) ? String.raw`${value}(?:\.0+)?` : String.raw`${Math.floor(value)}\.50?`);
export const WRONG_BREAK_EVEN_POINT = new RegExp(
  [
    // (Not the definition in brackets: "Break-even price (contribution = 0): 22.00".)
    String.raw`\bbreak[- ]?even price\b[^.!?\d(]{0,20}?(?:is|:|=|of|at)\s*${BELOW_22}`,
    String.raw`\bprice\b[^.!?\d]{0,20}?\b(?:to|of|at|above|over|past|beyond)\s+(?:at least\s+)?${BELOW_22}(?:[^.!?]|\.(?=\d)){0,40}?${BREAKS_EVEN}`,
    String.raw`${BREAKS_EVEN}[^.!?\d]{0,30}?\bprice\b[^.!?\d]{0,10}?\b(?:to|of|at)\s+${BELOW_22}`,
    String.raw`\b(?:shav|cut|trim|reduc|lower|sav|tak|knock|drop|bring)\w*\s+(?:\w+\s+){0,3}?(?:by\s+)?${BELOW_2}\s+(?:off|from|of|less)\b(?:[^.!?]|\.(?=\d)){0,60}?${BREAKS_EVEN}`,
    String.raw`\b(?:shav|cut|trim|reduc|lower|drop)\w*\s+(?:\w+\s+){0,3}?by\s+${BELOW_2}(?:[^.!?]|\.(?=\d)){0,60}?${BREAKS_EVEN}`,
    // The threshold put anywhere but 22 (or the shipping and landed-cost thresholds anywhere but 2 and 16):
    // "the price must rise above USD 24", "break-even price: $24", "shipping has to fall below USD 3".
    String.raw`\b(?:break[- ]?even|threshold|minimum|floor)\s+price\b[^.!?\d(]{0,20}?(?:is|:|=|of|at|above|over)\s*(?:${CURRENCY}\s?)?${NOT_22}`,
    String.raw`\bprice\s+(?:must|needs? to|has to|would (?:have|need) to|should|would need to)\s+(?:rise|go|be|climb|move|get|increase)(?:\s+up)?\s+(?:to\s+)?(?:above|over|past|beyond|more than|at least)\s+(?:${CURRENCY}\s?)?${NOT_22}`,
    String.raw`(?<!\b(?:plus|and|or|with)\s+)\bshipping\s+(?:must|needs? to|has to|would (?:have|need) to|should)\s+(?:fall|drop|come down|go|be)\s+(?:to\s+)?(?:below|under|less than)\s+(?:${CURRENCY}\s?)?${NOT_2}`,
    String.raw`(?<!\b(?:plus|and|or|with)\s+)\blanded(?: cost)?\s+(?:must|needs? to|has to|would (?:have|need) to|should)\s+(?:fall|drop|come down|go|be)\s+(?:to\s+)?(?:below|under|less than)\s+(?:${CURRENCY}\s?)?${NOT_16}`,
    // Terse forms: "Fix: Price above $24", "until the price clears USD 24", "get shipping below $3".
    String.raw`\bpric(?:e|es|ing)\b${ALONE}(?:\babove|\bover|\bpast|\bbeyond|\bclears?|\bexceeds?|\bmore than|>)\s*(?:(?:about|around|roughly|approximately|~)\s*)?(?:${CURRENCY}\s?)?${NOT_22}`,
    String.raw`(?<!\b(?:plus|and|or|with)\s+)\bshipping\b${ALONE}(?:\bbelow|\bunder|\bless than|<)\s*(?:${CURRENCY}\s?)?${NOT_2}`,
    String.raw`(?<!\b(?:plus|and|or|with)\s+)\blanded(?: cost)?\b${ALONE}(?:\bbelow|\bunder|\bless than|<)\s*(?:${CURRENCY}\s?)?${NOT_16}`,
    // Room for acquisition at exactly USD 22, where contribution is zero: "At USD 22 you would have USD 2 to spend", "Price to $22 → $2/order".
    String.raw`\b(?:at|to)\s+(?:${CURRENCY}\s?)?22(?:\.0+)?(?![\d.])(?:\s?${CURRENCY})?(?!\s*(?:or|and)\s+(?:more|above|up|over|higher|beyond)\b)(?:[^.!?]|\.(?=\d)){0,60}?(?:\b(?:headroom|room|something to spend|to spend on|afford|budget for|money for|can start (?:ads|spending|advertising)|(?:can|could) (?:begin|start) (?:funding|paying for|spending on|buying) (?:acquisition|ads|advertising|customers))\b|(?:${CURRENCY}\s?)?[1-9]\d*(?:\.\d+)?(?:\s?${CURRENCY})?\s*(?:of contribution|contribution|\/\s?order|per order|to spend)|\b(?:profitable|in (?:the )?profit|positive territory|making money|in the black)\b)`,
    // The same at the cost thresholds, where contribution is zero: "At a landed cost of USD 16 you'd have USD 2 per order to put towards acquisition".
    String.raw`\b(?:landed cost|landed|shipping)\s+(?:of|at|to|down to)\s+(?:${CURRENCY}\s?)?(?:16|2)(?:\.0+)?(?![\d.])(?:\s?${CURRENCY})?(?:[^.!?]|\.(?=\d)){0,40}?(?:${CURRENCY}\s?)?[1-9]\d*(?:\.\d+)?(?:\s?${CURRENCY})?\s*(?:(?:per|an|a|\/)\s?order\s+)?(?:to spend|to put (?:towards|toward|into) (?:acquisition|ads)|for (?:acquisition|ads|advertising|CPA)|of (?:room|headroom)|available for)`,
    // The working of the threshold given a result other than zero: "22 - 18 - 4 = USD 2".
    String.raw`\b22(?:\.0+)?\s*[-−]\s*18(?:\.0+)?\s*[-−]\s*4(?:\.0+)?\s*=\s*(?:${CURRENCY}\s?)?(?!0(?:\.0+)?(?!\d|\.\d))\d`,
    // A price above 22 leaving anything but its excess over 22: "raise the price to USD 24, you'd have USD 4 per order to spend" (it is 2).
    // (Half-dollar prices too: "at USD 22.50 you'd have USD 2.50 per order to spend" — it is 0.50.)
    ...PRICES_ABOVE_22.map(
      (price) =>
        String.raw`(?:\bprice\s+(?:to|of|at)|\bat)\s+(?:${CURRENCY}\s?)?${decimal(price)}(?![\d.])(?:[^.!?]|\.(?=\d)){0,40}?(?:${CURRENCY}\s?)?(?<![\d.])(?!${decimal(price - 22)}(?!\d|\.\d))\d+(?:\.\d+)?(?![\d.])(?:\s?${CURRENCY})?\s*(?:(?:per|an|a|\/)\s?order\s+)?(?:to spend|for (?:acquisition|ads|advertising|CPA)|of (?:room|headroom)|available for)`,
    ),
  ].join('|'),
  'i',
);

/**
 * The loss as a share of price, or the gross margin, put wrong: −USD 2 on USD 20 is −10%, and
 * the gross margin (20 − 18) / 20 is +10%. "That is −20% of the price", "a 20% gross margin",
 * "a −10% gross margin".
 */
export const WRONG_LOSS_SHARE = [
  String.raw`(?:-\s?|minus\s|negative\s)(?<![\d.])(?!10(?:\.0+)?\s?%)\d+(?:\.\d+)?\s?%\s+(?:of (?:the |your )?(?:price|revenue|sales|every sale|each sale)|(?:contribution )?margin)\b`,
  String.raw`\blose\s+(?<![\d.])(?!10(?:\.0+)?\s?%)\d+(?:\.\d+)?\s?%\s+of\b`,
  // The margin named first: "a contribution margin of -11.1%", "margin of about minus 11 percent"; or after: "an 11.1% contribution margin loss".
  String.raw`\bmargin\b[^.!?%\d]{0,20}?(?:is|of|:|=|at)\s*(?:about\s+|around\s+|roughly\s+|approximately\s+|~\s*|≈\s*)?(?:-\s?|minus\s|negative\s)(?!10(?:\.0+)?\s?(?:%|percent\b))\d+(?:\.\d+)?\s?(?:%|percent\b)`,
  String.raw`(?<![\d.])(?!10(?:\.0+)?\s?%)\d+(?:\.\d+)?\s?%\s+(?:contribution\s+)?margin loss\b`,
  // The loss over the landed cost, the wrong base: "-2 ÷ 18", "(-2)/(18)".
  String.raw`\(?\s*(?:-|minus\s)\s?2(?:\.00)?\s*\)?\s*(?:\/|÷)\s*\(?\s*(?:USD\s?|\$)?18(?:\.00)?\b(?!\s*[-+])`,
  String.raw`(?:\bgross margin\b[^.!?%\d]{0,20}?(?:is|of|:|=|at|percent:?)?\s*(?:(?:-\s?|minus\s|negative\s)\d|(?<![\d.])(?!10(?:\.0+)?\s?%|10\b)\d)|(?:(?:-\s?|minus\s|negative\s)\d+(?:\.\d+)?|(?<![\d.])(?!10(?:\.0+)?\s?%)\d+(?:\.\d+)?)\s?%\s+gross margin\b)`,
].join('|');

/** The loss over many orders scaled wrong: at −USD 2 an order, 100 orders lose USD 200, not USD 20. */
export const WRONG_LOSS_SCALE = [10, 20, 25, 30, 50, 100, 200, 250, 500, 1000].map((orders) => {
  const right = String(orders * 2);
  const wrong = amountOtherThan([right]);
  return String.raw`\b${orders}\s+orders?\b(?:(?!\b\d)(?:[^.!?]|\.(?=\d))){0,50}?\b(?:lose|losing|loses|cost you|costs you)\s+(?:you\s+)?${wrong}|\b${orders}\s+orders?\b(?:(?!\b\d)(?:[^.!?]|\.(?=\d))){0,50}?(?:an?\s+)?-?\s?${wrong}\s+(?:loss|lost|in losses)\b`;
}).join('|');
