// Building blocks of the economics group's rubric (economics-scenarios.ts): signed amounts,
// the ways an answer names spend per acquisition or says that none is affordable, and the
// excuses that say a figure belongs to changed inputs ("at a price of USD 24 …"), not to the
// founder's. They read the normalised message: numbers already in one notation, "−" already "-".
import type { DeclaredExcuse } from '../../../lib/eval/scenario';
import { CURRENCY, HEDGE, figure } from './figures';
import { LANDED_COST, PAYMENT_FEE, PRICE, REFUND_RESERVE, REVENUE, SHIPPING, type Label } from './labels';

/** The inputs' names: a figure after one of them is that input, not a spend. */
const INPUT_LABELS = [PRICE, LANDED_COST, SHIPPING, PAYMENT_FEE, REFUND_RESERVE, REVENUE].map((input) => input.pattern).join('|');

const label = (name: string, pattern: string): Label => ({ name, pattern: `(?:${pattern})` });

/** A minus sign: a "-" that is not an operator or a range dash after a figure ("20 - 18", "1-2"). */
const MINUS = String.raw`(?<![\d.]\s?)-`;
/** No minus sign before the amount, with or without a currency between ("-2", "-USD 2", "USD -2"). */
const UNSIGNED = String.raw`(?<!${MINUS}\s?)(?<!${MINUS}\s?${CURRENCY}\s?)(?<!${CURRENCY}\s?-\s?)`;

/** An amount above zero, written without a minus ("USD 2", "+$2", "2.00 USD"; not "0", "-2" or "2%"). */
export const POSITIVE_AMOUNT = String.raw`${UNSIGNED}(?:\+\s?)?(?:${CURRENCY}\s?)?(?<![\d.])(?!0+(?:\.0+)?(?!\d|\.\d))\d+(?:\.\d+)?(?!\d|\.\d|\s?%)(?:\s?${CURRENCY})?`;

/** A negative amount other than `value` ("-2.88", "-USD 1", "USD -3"; not "-2"). */
export function negativeAmountOtherThan(value: string): string {
  const other = String.raw`(?!${figure(value)})(?<![\d.])\d+(?:\.\d+)?(?!\d|\.\d|\s?%)`;
  return String.raw`(?:${MINUS}\s?(?:${CURRENCY}\s?)?${other}|${CURRENCY}\s?-\s?${other})(?:\s?${CURRENCY})?`;
}

/** Spend per acquisition, as the founder asks for it or as a model names it. */
export const ACQUISITION_SPEND = label(
  'spend per acquisition',
  String.raw`\b(?:max(?:imum)?\s+|affordable\s+|break[- ]?even\s+|target\s+)?(?:CPA|CAC)\b|\bafford\w*\b|\b(?:cost|spend|budget) per (?:acquisition|customer|acquired (?:customer|order))\b|\bacquisition (?:cost|spend|budget)\b|\b(?:CPA |acquisition |spend )?(?:ceiling|cap)\b|\bspend (?:on|per) (?:acquisition|ads|advertising)\b`,
);

/** Anything said about acquisition or ads, for sentences that say none of it is affordable. */
const ABOUT_ACQUISITION = String.raw`\bafford\w*|\bCPA\b|\bCAC\b|\bacqui\w+|(?<!\bbefore\s)\b(?:ads?|advertising|marketing)\b|\bad spend\b|\bcampaigns?\b|\btraffic\b`;

/** Zero as an amount: "0", "$0", "0.00 USD" (not "0%", not part of "10" or "0.5"). */
export const ZERO_AMOUNT = String.raw`(?:${CURRENCY}\s?)?(?<![\d.-])0(?:\.0+)?(?!\d|\.\d|\s?%)(?:\s?${CURRENCY})?`;

/** Ways of saying "nothing": zero, $0, none, no room, cannot afford any. */
const NOTHING = String.raw`${ZERO_AMOUNT}|\bzero\b|\bnothing\b|\bnone\b|\bno\s+(?:(?:affordable|positive|viable|safe|real|further|extra)\s+)?(?:room|budget|money|amount|acquisition|ad|ads|positive|CPA|CAC|headroom|spend\w*|margin|cash)\b|\bcan(?:not|'t| not)\s+afford\s+(?:any|anything|to spend|to pay|a single)\b|\bnot\s+afford\w*\b|\bnothing\s+(?:is|at all)\b|\bnot (?:a (?:cent|penny|dime|single dollar)|one (?:cent|dollar))\b`;

const IN_SENTENCE = String.raw`(?:[^.!?\n]|\.(?=\d)){0,60}?`;
/**
 * A sentence about acquisition that says none is affordable ("affordable CPA: $0", "no room
 * for ads"), or a question about it answered no in the next sentence ("… per acquisition? No.").
 * Read over adjacent sentences; every other alternative stays inside one.
 */
export const NOTHING_AFFORDABLE = String.raw`(?:${ABOUT_ACQUISITION})${IN_SENTENCE}(?:${NOTHING})|(?:${NOTHING})${IN_SENTENCE}(?:${ABOUT_ACQUISITION})|\bno\s+(?:[a-z-]+\s+)?(?:CPA|CAC|acquisition|ad spend|ad budget)\b|(?:${ABOUT_ACQUISITION})[^.!?\n]*\?\s+(?:no|nope|nothing|zero|none|not a (?:cent|penny|dime|thing))\b`;

/** The first end of a range before the amount that closes it: "$1-" of "$1-2", "1 to " of "1 to 2". */
const RANGE_FROM = String.raw`(?:${CURRENCY}\s?)?\d+(?:\.\d+)?\s?(?:-|to)\s?`;

/** A positive amount said to be spendable per acquisition without a label before it: "USD 2 per acquisition", "$2 you can afford". */
export const POSITIVE_PER_ACQUISITION = String.raw`(?<![-+×x*/]\s?)(?:${RANGE_FROM})?${POSITIVE_AMOUNT}\s+(?:(?:of room |of headroom |to spend )?per (?:acquisition|acquired customer|new customer)|(?:per (?:order|sale|customer) )?to spend on (?:acquisition|ads|advertising|marketing)|you (?:can|could) (?:afford|spend)|(?:acquisition|ad|CPA) (?:budget|cap|ceiling|allowance)|CPA\b(?!\s*(?:is|would be|of)\s+(?:-|minus|negative))|per (?:customer|order|sale) acquired)\b`;

/** A limit word before an amount ("CPA under $2", "CPA max $2", "afford up to $2"), beside the copulas. */
export const LIMIT = String.raw`(?:\b(?:under|below|less than|no more than|up to|at most|max(?:imum)?|capped at|to spend(?: up to)?|to pay|around|about|roughly)\b)`;

/** Words that sit between a copula and its figure without changing it: "is therefore $2". */
const ADVERB = String.raw`(?:therefore|thus|then|so|also|still|now|effectively|essentially|basically|really|simply|roughly|anywhere from|from|between|somewhere between|in the range of|a range of)`;

/** "you make $2 per order", "you clear USD 2 on each sale". */
export const MAKES_PER_ORDER = String.raw`\b(?:you|we|it|they|orders?)\s+(?:still\s+)?(?:make|makes|earn|earns|keep|keeps|clear|clears|net|nets|pocket|pockets|gain|gains)\s+(?:you\s+)?(?:${HEDGE}\s+)?${POSITIVE_AMOUNT}\s+(?:(?:per|on each|on every|an?|each|on the)\s+(?:order|sale|unit)\b|each\b|apiece\b)`;

/**
 * The excuses of a check that a figure is given. A temporal opening is not among them ("once
 * the fees are off, the contribution is 24"; "until the rate is known, your CPA is EUR 0" is
 * still a claim); only a hypothesis stated as one is (STATED_HYPOTHESIS).
 */
/** A hypothesis stated as one: "if VAT were 20%", "assuming a 19% rate", "say the rate is 20%". */
export const STATED_HYPOTHESIS: DeclaredExcuse[] = [
  { window: 'sentence-before', pattern: /^\W*(?:(?:and|but|so|even)\s+)?(?:if|assuming|suppose|supposing|say|hypothetically|for (?:example|instance)|e\.g\.)\b/i },
  { window: 'clause-through', pattern: /\b(?:if|assuming|suppose|supposing|hypothetically|were)\b/i },
];

/** A price above the USD 22 break-even point named before the figure: the figure belongs to that price. */
export const AT_A_PRICE_ABOVE_BREAK_EVEN: DeclaredExcuse = {
  window: 'sentence-before',
  pattern: new RegExp(String.raw`\bprice\b[^.!?\d]{0,30}?(?:${CURRENCY}\s?)?(?:2[3-9]|[3-9]\d|\d{3,})(?:\.\d+)?\b|\bat\s+(?:a\s+)?(?:${CURRENCY}\s?)(?:2[3-9]|[3-9]\d)\b`, 'i'),
};

/** A changed price or cost named before the figure ("at a price of USD 22", "landed cost down to USD 15"). */
export const UNDER_CHANGED_INPUTS: DeclaredExcuse = {
  window: 'sentence-before',
  pattern: new RegExp(
    String.raw`\bprice\b[^.!?\d]{0,30}?(?:${CURRENCY}\s?)?(?!20(?:\.0+)?\b)\d+(?:\.\d+)?\b|\b(?:at|to)\s+(?:a\s+)?(?:${CURRENCY}\s?)(?!20\b)\d+\b|\b(?:down|up|cut|lower\w*|reduc\w*|rais\w*|drop\w*|bring\w*|negotiat\w*)\b[^.!?\d]{0,30}?\bto\s+(?:${CURRENCY}\s?)?\d`,
    'i',
  ),
};

/** The clause after a spend figure says it makes a loss ("spending USD 5 per acquisition would make each order lose USD 7"). */
export const SPEND_THAT_LOSES: DeclaredExcuse = {
  window: 'clause-after',
  pattern: /\b(?:would|will|just|only)\s+(?:\w+\s+){0,3}?(?:los(?:e|es|ing|t)|loss(?:es)?|deepen\w*|enlarg\w*|add(?:s)? to the loss)\b/i,
};

/**
 * A positive amount offered as spend per acquisition: "affordable CPA: $2", "keep your CPA
 * under $2", "afford up to USD 2", "USD 2 per acquisition". The words between the label and
 * the amount hold no other figure, so "affordable CPA is $0; each order loses $2" is not one.
 */
export function positiveSpendPattern(presents: string, listed: string, notATerm: string): string {
  // No other quantity's name between: "afford to spend acquiring one, at a price of USD 20" gives the price.
  const between = String.raw`(?:(?!${INPUT_LABELS})[^\d.!?;\n]|\.(?=\d)){0,60}?`;
  const forward = String.raw`${ACQUISITION_SPEND.pattern}${between}(?:${presents}|${LIMIT})\s*(?:(?:${HEDGE}|${LIMIT}|${ADVERB})\s+)*${listed}${POSITIVE_AMOUNT}${notATerm}`;
  return `${forward}|${POSITIVE_PER_ACQUISITION}`;
}

