// The wording economics-07 (decimal commas, each fee rounded to cents half up) looks for: the
// gross profit and contribution as labels or as their working, a misrounded result restated,
// and the excuses of a figure given for the rounding the founder ruled out.
import type { Label } from './labels';
import { BREAK_EVEN, CONTRIBUTION, GROSS_PROFIT } from './labels';

export const GROSS_PROFIT_OR_GP: Label = { name: 'gross profit', pattern: String.raw`(?:${GROSS_PROFIT.pattern}|\bGP\b)` };
/** Contribution before ads, also as what is left "before ads" ("you're left with €23.90 before ads"). */
export const CONTRIBUTION_OR_BEFORE_ADS: Label = { name: 'contribution before ads', pattern: String.raw`(?:${CONTRIBUTION.pattern}|\bbefore (?:ads|advertising|marketing|acquisition)\b|\bCBA\b)` };
/** A figure offered in place of the result: "call it €24", "make it 23.91", "in practice 24". */
export const RESTATED_AS = String.raw`\b(?:call it|make it|think of it as|treat it as|in practice(?:,)?(?: call it)?)\s+(?:about\s+|roughly\s+|~\s*)?(?:€\s?|EUR\s?)?(?!23\.90?(?!\d))\d+(?:\.\d+)?`;
export const CONTRIBUTION_OR_BREAK_EVEN: Label = { name: 'contribution or break-even CPA', pattern: `(?:${CONTRIBUTION.pattern}|${BREAK_EVEN.pattern})` };
/** The gross profit as its working: "49.90 − 18.75 = 31.15", a table row "49,90 − 18,75 | 31,15". */
// …or said as what the sale keeps once the goods are paid for: "you keep 31.15 after landed cost".
export const PRICE_LESS_LANDED = String.raw`\b49\.90?\s*(?:€|EUR)?\s*-\s*(?:€|EUR)?\s*18\.75\s*(?:€|EUR)?\s*[=:→]\s*(?:€|EUR)?\s*31\.15\b|\b(?:keep|kept|clear|pocket|left with|leaves? you(?: with)?)\s+(?:€|EUR\s?)?31\.15\s*(?:€|EUR|euros?)?\s+(?:after|once you(?:'ve)? paid|over and above)\s+(?:the\s+|your\s+)?(?:landed cost|cost of (?:the )?goods|goods)\b`;
/** The contribution as its working: "31.15 − 4.20 − 1.55 − 1.50 = 23.90", in any order of the deductions, or in words: "… off the gross profit leaves EUR 23.90". */
export const WORKING_TO_23_90 = String.raw`\b(?:31\.15|49\.90?)(?:\s*-\s*(?:€|EUR)?\s*\d+\.\d+\s*(?:€|EUR)?){3,4}\s*[=:→]\s*(?:€|EUR)?\s*23\.90?\b|\b(?:off|from) (?:the )?gross profit\b(?:[^.!?]|\.(?=\d)){0,20}?\bleaves\s+(?:you\s+(?:with\s+)?)?(?:€|EUR)?\s?23\.90?\b`;
/** An intermediate figure of working that goes on to 23.90 in the same sentence. */
export const WORKING_ON_TO_23_90 = { window: 'sentence-after' as const, pattern: /[=:→]\s*(?:€|EUR\s?)?23\.90?\b/ };
/** A figure given for the method the founder ruled out: rounding only at the end, or not at all ("Round only at the end: 23.91"). */
const OTHER_ROUNDING = /\b(?:(?:only |once |just )?at the (?:very )?end|unrounded|without (?:per-fee |per fee )?rounding|round(?:ing|ed|s)? (?:only |just )?once|carr(?:y|ied|ying) (?:the )?(?:unrounded |raw |exact )?(?:fees|decimals|fractions))\b/i;
export const UNDER_THE_OTHER_ROUNDING = [
  { window: 'sentence-before' as const, pattern: OTHER_ROUNDING },
  { window: 'clause-through' as const, pattern: OTHER_ROUNDING },
];
/** The quantity was already given as 23.90 before this figure, not as one of a list: "Contribution: €23.90 (fees: 1.55 and 1.50)". */
export const AFTER_23_90 = { window: 'clause-through' as const, pattern: /(?<![\d.])23\.90?(?!\d)(?!\s*(?:€|EUR)?\s*(?:,|\/|\bor\b|\band\b|\bto\b)\s*(?:€|EUR)?\s*\d)/i };
/** A count, not an amount: "there are 2 defensible answers". */
export const A_COUNT = { window: 'clause-after' as const, pattern: /^\s+(?:[a-z]+\s+)?(?:answers?|options?|ways?|figures?|numbers?|methods?|readings?|results?|roundings?|steps?)\b/i };
/** A figure the sentence calls a slip: "A common slip … produces €23.91". */
export const CALLED_A_SLIP = { window: 'sentence-before' as const, pattern: /\b(?:slip|mistake|error|trap|pitfall|wrong(?:ly)?|incorrect(?:ly)?|naive(?:ly)?|tempting)\b/i };
