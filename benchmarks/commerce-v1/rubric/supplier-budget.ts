// How a supplier answer measures an offer against the founder's budget: within it ("fits",
// "under your USD 300 cap", "Within budget — Alder: Yes"), over it ("USD 30 over", "blows
// through the cap", "-USD 30 ❌"), what is left of it ("USD 100 to spare"), and the order
// totals it compares ("= USD 200", "USD 213 all-in"). Regular-expression sources and
// builders for the supplier group's checks (supplier-scenarios.ts).
import type { Assertion } from '../../../lib/eval/scenario';
import { AMOUNT_EXCUSES, NOT_A_TERM, neverClaims } from './checks';
import { CURRENCY, HEDGE, amountOtherThan, numberOtherThan } from './figures';

/** Ways of naming the budget `budget`: "your budget", "the USD 300 cap", "your $300", "300". */
function budgetNoun(budget: string): string {
  const figure = String.raw`(?:${CURRENCY}\s?)?${budget}(?!\d|\.\d)(?:\s?${CURRENCY})?`;
  return String.raw`(?:(?:the |your |a |my )?(?:total |whole |overall |stated )?(?:${figure} )?(?:budget|cap|limit|ceiling|maximum|max|spending limit)\b|(?:the |your |a |my )?${figure})`;
}

export interface BudgetWords {
  /** Fitting it, said after the offer is named: "fits", "is within your USD 300", "comes in under budget". */
  fits: string;
  /** A table column or JSON key asking whether an offer is within it: "Within USD 300", "fits_budget". */
  criterion: string;
  /** Being over it, said after the offer is named: "USD 30 over", "exceeds", "doesn't fit", "> 300", "-USD 30". */
  over: string;
  /** Being over it, plain enough to need no offer named: "over budget", "within budget: no". */
  overAlone: string;
  /** Being over it in so many words ("over your budget", "too expensive"), the way an answer would wrongly reject an offer. */
  overStated: string;
}

export function budgetWords(budget: string): BudgetWords {
  const noun = budgetNoun(budget);
  const over = String.raw`(?:over|above|beyond|past|outside|exceed(?:s|ing)?|more than|higher than|bigger than|blows? (?:through|past)|breaks?|busts?|goes over|puts? (?:it|you) over)\s+${noun}`;
  return {
    fits: String.raw`\b(?:fits?\b(?!\?)|works\b(?! out)|would work\b|qualifies\b|(?:is |stays |comes in |comes |sits |falls )?(?:within|under|inside|below)\s+${noun}|is affordable\b|(?:is |comes in )?(?:right )?on budget\b|(?:is |looks |'s )?(?:fine|OK|okay)\b)(?!\??\s*:\s*no\b)`,
    criterion: String.raw`fits?(?:\s+${noun})?|(?:within|under|inside|in)\s+${noun}|affordable`,
    over: String.raw`\b${over}|\bover(?: by)?\s*(?:[.!;,)]|$)|\b\d+(?:\.\d+)?\s?(?:${CURRENCY}\s)?over\b|\bover by\b|\bexceed(?:s|ing)?\b|\bmore than you(?:'ve| have)?(?: got)?\b|\bmore than you can (?:spend|afford)\b|\btoo (?:expensive|costly|much|big)\b|(?:\bis|\bit's|'s) out\b|\bruled out\b|\bout of (?:budget|reach|range|the running)\b|\bbusts\b|\bblow(?:s|n|ing)?\b|\bno-go\b|\boff the table\b|\b(?:too )?pricey\b|\b(?:isn't|is not|won't|can't|cannot)\s*(?:[.!;,)(]|$)|\bdoes(?:n't| not)\b(?!\s+(?:include|need|have|matter|require|charge|sell|offer|list|say|state|exist|go below))|\bwon't (?:fit|work)\b|\bcan(?:'t|not) (?:fit|work)\b|\b(?:is|are)(?:n't| not) (?:within|affordable|an option|viable|under|in budget)\b|\bnot within\b|>\s*(?:${CURRENCY}\s?)?${budget}\b|(?:^|[=:(]\s*|\s)-(?:${CURRENCY}\s?)?\d+(?:\.\d+)?\b(?!\.\d|\s*(?:days?|weeks?)\b)|\bNo\b(?=\s*(?:[.(—-]|$|(?:${CURRENCY}\s?)?\d|over\b|exceeds?\b))|\bunaffordable\b|\bcan(?:'t|not) (?:cover|afford|stretch to|pay for)\b|\b(?:beyond|more than) (?:your|the) (?:budget|\$?300)\b|\b\d+ short\b|\bdisqualif\w*|\bfails?\b|\bovershoot(?:s|ing)?\b|\bmiss(?:es)?\s+(?:(?:it|the budget|your budget|the cap)\s+)?by\b|\b(?:budget|cap|ceiling|limit)\s+(?:stops|tops out|maxes out|ends|caps out)\s+at\b`,
    overStated: String.raw`\b${over}|\bover budget\b|\bout of (?:budget|reach)\b|\btoo (?:expensive|costly|pricey)\b|\b(?:can't|cannot|couldn't) afford\b|\bunaffordable\b|\bbreaks the bank\b`,
    overAlone: String.raw`\bover ${noun}|\bover budget\b|\b(?:within|under|fits?)\s+${noun}\s*:\s*no\b|\bexceeds ${noun}|\bmore than ${noun}`,
  };
}

/** An amount written as money, with a currency before or after it (a count of days is not). */
const MONEY = String.raw`(?=${CURRENCY}|\d+(?:\.\d+)?\s?${CURRENCY})`;

/** What is left of the budget: "USD 100 to spare", "leaving USD 100", "40 of headroom". */
const LEFT_AFTER = String.raw`(?:of\s+(?:the\s+|your\s+)?budget\s+(?=to spare|left|remaining|unspent|spare)|of\s+)?(?:(?:budget\s+)?headroom|to spare|spare|left(?:\s+over)?|leftover|remaining|in hand|unspent|of (?:room|slack|buffer|cushion)|(?:room|slack|buffer|cushion)|under (?:your |the )?(?:(?:USD\s?|US\$|\$)\d+\s+)?budget|below (?:your |the )?(?:(?:USD\s?|US\$|\$)\d+\s+)?budget)\b`;
/** Counts of units or days, and differences, are not money left or a total. */
const NOT_MONEY = String.raw`(?!\s*(?:units?|days?|weeks?|pieces|pcs|items|%|a unit|per unit|\/unit|each|apiece|cheaper|more|less|extra|lower|higher|over|under|short|above|below)\b)`;

/**
 * Never states an amount of money other than `except` as what is left of the budget:
 * "leaves you USD 140", "USD 30 in hand", "= 30.00 USD headroom".
 */
export function noHeadroomOtherThan(options: { id: string; except: readonly string[]; says: string }): Assertion {
  const wrong = String.raw`${MONEY}${amountOtherThan(options.except)}`;
  return neverClaims({
    id: options.id,
    // …or a table's or a key's value: "Headroom — Birch: 60", "headroom usd: 60".
    // …or the result of its working: "headroom 300 - 260 = 60".
    pattern: new RegExp(String.raw`\b(?:leav(?:es|ing)|leave|left)\s+(?:you\s+|us\s+)?(?:with\s+)?(?:${HEDGE}\s+)?${wrong}${NOT_MONEY}|${wrong}\s+${LEFT_AFTER}|\b(?:budget\s+)?(?:headroom|left over|leftover|to spare|remaining budget|budget left)\b[^.!?\d:]{0,24}:\s*(?:${HEDGE}\s+)?${amountOtherThan(options.except)}${NOT_MONEY}|\b(?:headroom|left over|leftover|remaining)\b[^.!?=:]{0,30}=\s*(?:${HEDGE}\s+)?${amountOtherThan(options.except)}${NOT_MONEY}(?!\s*[-−+×*\/])`, 'i'),
    says: options.says,
    // A leftover under a condition ("if you order from Birch, it leaves USD 40") is the arithmetic of an option, not a claim.
    excuses: [...AMOUNT_EXCUSES, 'hypothetical'],
  });
}

/** Where a result is given: "= 200", "comes to 200", "200 all-in", "totals 200". */
const RESULT = String.raw`(?:=|≈|\bcomes? (?:out )?to\b|\bbrings? (?:it|that|the total|the order|you) (?:up )?to\b|\btotal(?:s|ling|ing)?\b(?:\s+(?:of|at|is))?|\bin total\b|\ball[- ]in\b(?:\s+(?:of|at|is))?)`;
/** Where a result is given only when it is money: "costs USD 240", "is USD 240", "fits at USD 240", "for USD 240". */
const RESULT_IF_MONEY = String.raw`(?:\bcosts?\b|\bis\b|\bfor\b|\bpay\b|\b(?:fits|comes in|lands|works out|priced) at\b)`;

/** A key that counts shoppers, orders, units or days, just before its "=": its value is not an order total. */
const COUNT_KEY = /\b(?:sessions|visits|views|add to cart|carts?|checkouts?(?: started)?|(?:payments?|payment attempts?) (?:submitted|failed)|submitted|failed|orders? completed|completed|attempts|units|qty|quantity|days|count)\s*$/i;

/**
 * Never gives an order total other than `except` — the prompt's figures and the right
 * results of the working: "= USD 220", "fits at USD 240", "roughly USD 213 all-in", "adding USD 15 for duties, about USD 215". A term
 * followed by an operator is the working, not a result; units, unit prices and differences
 * ("USD 2 cheaper") are not totals, nor is a bare number after "is" or "for" (a date, a count).
 */
export function noTotalOtherThan(options: { id: string; except: readonly string[]; says: string; otherSuppliers: readonly string[] }): Assertion {
  const wrong = amountOtherThan(options.except);
  const hedged = String.raw`\s*:?\s*(?:${HEDGE}\s+)*`;
  return neverClaims({
    id: options.id,
    pattern: new RegExp(String.raw`${RESULT}${hedged}${wrong}${NOT_A_TERM}${NOT_MONEY}|${RESULT_IF_MONEY}${hedged}${MONEY}${wrong}${NOT_A_TERM}${NOT_MONEY}|${wrong}${NOT_MONEY}\s+(?:all[- ]in|in total)\b|\b(?:adding|plus|with)\b[^.!?;]{0,60}?,\s*(?:${HEDGE}\s+)*${wrong}${NOT_A_TERM}${NOT_MONEY}`, 'i'),
    says: options.says,
    unless: [
      // The value of a count, not of a sum: "payment_submitted=146, orders_completed=0".
      { window: 'clause-before', pattern: COUNT_KEY },
      // Another supplier's quote, not one of the two offers compared: "the Harbor quote would come to USD 1280".
      { window: 'sentence-before', pattern: new RegExp(String.raw`\b(?:${options.otherSuppliers.join('|')})\b`, 'i') },
    ],
  });
}

/**
 * A number of days other than `days` said to be `what` ("6 days past your deadline", "4 days
 * ago"): the arithmetic of dates and lead times, checked whatever the wrong number is.
 */
export function daysOtherThan(days: string, what: string): string {
  return String.raw`(?<![\d.])(?!${days}\b)\d+(?:\.\d+)?\s*(?:more\s+|full\s+|calendar\s+)?days?\s+(?:${what})`;
}

/**
 * An offer's goods subtotal given as what its order costs, with no freight in the sentence:
 * "Alder fits at $160 for its 20-unit minimum" (it is 160 + 40 freight = 200).
 */
export const GOODS_AS_ORDER_COST = String.raw`\b(?:min(?:imum)?[ -]order(?: total| cost)?|order total|upfront total)(?: usd)?\s*[:=]\s*(?:USD\s?|US\$|\$)?160(?:\.0+)?(?![\d.])(?![^.!?,]*(?:\bfreight\b|\+|\bplus\b|\bgoods\b))|\b(?:Alder\b[^.!?\d]{0,40}?\b(?:fits|costs?|comes (?:in|to)|is|at|for|totals?|all[- ]in)\b[^.!?\d]{0,12}?(?:USD\s?|US\$|\$)?160|Birch\b[^.!?\d]{0,40}?\b(?:costs?|comes (?:in|to)|totals?|all[- ]in)\b[^.!?\d]{0,12}?(?:USD\s?|US\$|\$)?300)(?:\.0+)?(?![\d.])(?!(?:[^.!?]|\.(?=\d))*(?:\bfreight\b|\bshipping\b|\+|\bplus\b|\bgoods\b|\bproduct\b|\bbefore\b|\bexcluding\b))`;


/**
 * Never gives an overrun other than `amount`: "USD 20 over budget", "over your budget by $20",
 * "exceeds the cap by 20", "a shortfall of 20", "20 dollars more than you've got".
 */
export function noOverrunOtherThan(options: { id: string; amount: string; share?: string; says: string }): Assertion {
  const wrong = numberOtherThan(options.amount);
  // The overrun as a share of the budget, on any other base: "USD 30, or 9.1%, over budget" (30 / 330; it is 30 / 300 = 10%).
  const share = options.share ? [String.raw`(?<![\d.])${numberOtherThan(options.share)}\s?%,?\s+(?:over|above|beyond|past|in excess of)\s+(?:(?:your|the)\s+)?(?:(?:${CURRENCY}\s?)?\d+\s+)?(?:budget|cap|limit)\b`] : [];
  const money = String.raw`(?:(?:${CURRENCY})\s?${wrong}|${wrong}\s?(?:${CURRENCY}))`;
  return neverClaims({
    id: options.id,
    pattern: new RegExp(
      [
        // Not "USD 330 over 50 units" (a division) nor "$330 - 300" (a term of the working).
        String.raw`${money}${NOT_A_TERM}\s+(?:over|above|more than|short|beyond|too much|in excess)\b(?!\s+\d+\s*(?:units?|aprons|pieces|items|pcs)\b)`,
        String.raw`(?:${CURRENCY}\s?)?${wrong}(?:\s?${CURRENCY})?\s+(?:over|above|in excess of)\s+(?:your\s+|the\s+)?(?:(?:${CURRENCY}\s?)?\d+\s+)?(?:budget|cap|limit|ceiling)\b`,
        String.raw`\b(?:over|above|exceed\w*|overshoot\w*|blows? (?:through|past) \S+|misses)\s+(?:(?:your|the)\s+)?(?:(?:${CURRENCY}\s?)?\d+(?:\.\d+)?\s+)?(?:budget\s+|cap\s+|ceiling\s+|limit\s+)?by:?\s+(?:${HEDGE}\s+)?(?:${CURRENCY}\s?)?${wrong}${NOT_A_TERM}(?!\s*(?:%|percent|days?|units?))`,
        String.raw`\b(?:shortfall|overrun|overspend|over by|over budget by)(?:\s+(?:of|is))?\s*:?\s*(?:${CURRENCY}\s?)?${wrong}${NOT_A_TERM}(?!\s*(?:%|percent|days?|units?))`,
        ...share,
      ].join('|'),
      'i',
    ),
    says: options.says,
  });
}

/** What a unit costs: "USD 12 per unit", "per unit usd: 12.50", "USD 13.50 each", "$10/unit". */
const PER_UNIT = String.raw`(?:per (?:unit|apron|piece|item|towel)|(?:a|an) (?:unit|apron|piece)|each|apiece|\/\s?(?:unit|apron|pc|piece|ea))\b`;

/** Never gives a unit price other than `except`: "USD 200 for 20 units, that is USD 12 per unit", "200 aprons @ USD 6.04" (with @ or ×; "20 units at USD 200" may be a total). */
export function noPerUnitOtherThan(options: { id: string; except: readonly string[]; says: string }): Assertion {
  const wrong = amountOtherThan(options.except);
  return neverClaims({
    id: options.id,
    pattern: new RegExp(
      String.raw`${wrong}${NOT_A_TERM}\s*${PER_UNIT}|${PER_UNIT}(?:\s+(?:price|cost))?(?:\s+(?:USD|EUR))?\s*(?:[:=]|\bis\b|\bof\b|\bcomes to\b|\bworks out (?:to|at)\b)\s*(?:${HEDGE}\s+)?${wrong}${NOT_A_TERM}|\bunit (?:price|cost)\s*(?:[:=]|\bis\b|\bof\b)\s*(?:${HEDGE}\s+)?${wrong}${NOT_A_TERM}|(?<=\b\d+\s+(?:linen\s+)?(?:aprons?|units?|pieces|pcs)\s+(?:@|×)\s*)${wrong}${NOT_A_TERM}(?!\s*(?:=|total|in total|altogether|for (?:the lot|all)))`,
      'i',
    ),
    says: options.says,
  });
}

/** A deadline missed by other than `days`: "misses the deadline by 11 days", "11 days too late". */
export function missedByOtherThan(days: string): string {
  return String.raw`\b(?:miss(?:es|ing|ed)?|overshoot\w*|exceed\w*|blows? (?:through|past)|overrun\w*)\s+(?:(?:your|the|its|a)\s+)?(?:10[- ]day\s+)?(?:deadline|window|limit|cut-?off|target)?\s*by\s+(?:${HEDGE}\s+)?${numberOtherThan(days)}\s*(?:full\s+|calendar\s+)?days?\b|\bdays? (?:late|past (?:the )?deadline|over)\s*[:=]\s*${numberOtherThan(days)}\b`;
}
