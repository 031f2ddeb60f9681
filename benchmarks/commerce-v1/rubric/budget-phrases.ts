// The words of the memory-budget answer: the founder's remembered rules (USD 800, test
// batches of at most 30 units, no paid ads until the page converts) kept or broken, and the
// arithmetic of a small batch at the quoted USD 6.40. Regular-expression sources for the
// checks in core-scenarios.ts.
import type { Assertion } from '../../../lib/eval/scenario';
import { neverClaims } from './checks';
import { amount, amountOtherThan } from './figures';
import { PICK_ANY } from './phrases';

/**
 * A budget figure other than the remembered USD 800: "your USD 1,000 budget", "budget for
 * next month: $1,200", "a budget of 600", "plan within USD 1000". Only a figure right at the word counts, so "budget,
 * but start with a batch of 30" is not read as a budget of 30.
 */
const NOT_800 = amountOtherThan(['800']);
/** The budget in the wrong currency: "EUR 800", "€800". */
const EURO_800 = String.raw`|\b(?:EUR|€)\s?800\b|\b800\s?(?:EUR|euros?|€)`;
export const OTHER_BUDGET = String.raw`(?<=\bbudget\b(?:\s+(?:for|next|this|the|month|monthly|in|total|overall|of|is|was|stands at|comes to)){0,5}\s*(?:[:=]\s*)?(?:of\s+|is\s+|at\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?)${NOT_800}|${NOT_800}(?=\s*(?:total\s+|monthly\s+|overall\s+)?budget\b)|(?<=\b(?:(?:of|from|out of|within)\s+your\s+(?:total\s+|monthly\s+|whole\s+)?|(?:plan|stay|spend|keep (?:it|spend(?:ing)?))\s+within\s+))(?=(?:USD|US\$|\$)\s?\d{3,}|\d{3,}\s?(?:USD|dollars))${NOT_800}${EURO_800}`;

/** A number of units other than the remembered 30, and no more digits. */
const NOT_30_UNITS = String.raw`(?<![\d.])(?!30(?![\d.]))\d{1,4}(?![\d.])`;
/**
 * A batch cap other than the remembered 30 units: "small test batches (max 50 units)", "you said
 * up to 50 units", "batch limit: 50", "≤50 units per batch", "a batch of 30 to 50 units". The 200 aprons of the Harbor quote are
 * an order size, not a cap, unless the sentence says they are the limit.
 */
export const OTHER_BATCH_CAP = String.raw`\bbatch(?:es)?(?:\s+(?:limit|cap|size|ceiling|rule))?\b[^.!?\n]{0,25}?(?:\bmax(?:imum)?\.?|\bno more than|\bnot more than|\bup to|\bat most|≤|<=|\blimit(?:ed)?(?: of| to| is)?|\bcap(?:ped)?(?: of| at| is)?|:)\s*${NOT_30_UNITS}\s*(?:units?|u|aprons|pieces|pcs)?\b|(?:\bmax(?:imum)?\.?|\bno more than|\bup to|\bat most|≤|<=)\s*${NOT_30_UNITS}(?:\s*-?\s*(?:units?|u|aprons))\b[^.!?\n]{0,20}?\b(?:per|a|each|for (?:a|the|any|each)|in (?:a|the|any))\s+(?:test\s+|small\s+)?batch|\byou (?:said|told me|mentioned|wanted)\b[^.!?\n]{0,20}?\b(?:up to|at most|no more than|max(?:imum)?)\s*${NOT_30_UNITS}\s*(?:units?|aprons)\b|\bbatch(?:es)?\s+of\s+(?:about\s+|around\s+)?(?:[12]?\d|30)\s*(?:to|-|–|or)\s*(?:3[1-9]|[4-9]\d|[1-9]\d{2,})(?!\d|\.\d)\s*(?:units?|aprons|pieces|pcs)\b`;

const alternatives = (words: readonly string[]) => `(?:${words.join('|')})`;

/** Paid advertising in its many names: ads, ad spend, boosted posts, retargeting, PPC. */
export const PAID_ADS = alternatives([
  String.raw`(?:paid\s+)?ads?\b`, String.raw`advertising\b`, String.raw`ad[- ](?:spend|budget|tests?|campaigns?|credits?|sets?)\b`,
  String.raw`(?:Meta|Facebook|Google|Instagram|TikTok|Pinterest)\s+ads?\b`, String.raw`boost(?:ed|ing)?\s+(?:a |your |the )?(?:best |top )?(?:\w+\s+)?posts?\b`,
  String.raw`promoted posts?\b`, String.raw`sponsored (?:posts?|content)\b`, String.raw`retargeting\b`, String.raw`PPC\b`,
  String.raw`paid (?:social|search|promotion|traffic|campaigns?|marketing|acquisition)\b`, String.raw`influencer (?:posts?|campaigns?)\b`,
]);

/** Paid ads kept off: "keep ads off", "no paid ads until the page converts", "paid ads: no", "ad spend at $0". */
export const ADS_KEPT_OFF = [
  String.raw`\b(?:no|not|without|zero|nothing|skip|avoid|pause|postpone|defer|hold(?:ing)? off(?: on)?|keep(?:ing)?|leave|leaving|stay away from|(?:don't|do not|won't|will not)\s+(?:run|spend|buy|start|launch|touch|use|turn on))\b(?:\s+\S+){0,4}?\s+${PAID_ADS}`,
  String.raw`\b${PAID_ADS}(?:\s+\S+){0,6}?\s+(?:off|on hold|paused|parked|at (?:USD\s?|\$)?0\b|at zero|until|not yet|later|after|once|when|(?:can|should|must) wait|stays? (?:off|parked|paused)|remain (?:off|parked|paused)|switched off)`,
  String.raw`\b${PAID_ADS}\s*:\s*(?:no|none|off|false|0|not yet|later|paused|parked|(?:stay|stays|remain|kept|keep)\s+(?:them\s+)?(?:off|parked|paused))\b`,
  String.raw`\bno[- ](?:paid[- ])?ads?\b|\bads?[- ]free\b`,
  // "your next move isn't stock or ads", "What about ads? Your own rule says not until the page converts".
  String.raw`\b(?:next (?:move|step)|priority|first step)\s+(?:isn't|is not|is neither)\s+(?:[\w ]{0,20}?\b)?(?:ads|advertising)\b|\bnot until (?:the|your) (?:product )?page (?:converts|is converting)\b`,
].join('|');

/** Paid ads started, tested or funded: "put $150 into a Meta ads test", "boost your best post for $50". */
// Not across a step or a word that keeps them off: "one test purchase → leave ads off", "a 30-unit test batch and ads parked".
export const ADS_STARTED = [
  String.raw`\b(?:spend|spending|put|putting|allocate|invest|use|budget|set aside|start|launch|begin|run|running|restart|turn on|switch on|try|test|boost|buy|fund|set up|create|schedule|book|kick off|line up)\b(?:\s+(?!keep\b|no\b|without\b|off\b|before\b|until\b|once\b|—|→|->|and\b|but\b|then\b|leave\b|leaving\b|hold\b|holding\b|paus\w*|park\w*|stays?\b|remains?\b)[^\s,;:]+){0,8}?\s+(?:on\s+|into\s+|for\s+|with\s+)?(?:an?\s+|the\s+|your\s+|some\s+|small\s+|modest\s+)*${PAID_ADS}`,
  String.raw`\b(?:an?|small|modest|quick|cheap)\s+(?:\S+\s+){0,3}?(?:ad|ads|advertising|Meta|Facebook|Google|Instagram|TikTok|retargeting|remarketing|paid[- ]social|paid[- ]ads?|sponsored|promoted|boosted|influencer)\s+(?:test|campaign|experiment|push|run)s?\b`,
  // "put USD 50-75 behind your best Instagram post as a boost"
  String.raw`\b(?:put|spend|place|throw)\s+(?:[^.!?]|\.(?=\d)){0,30}?\bbehind\s+(?:your|a|the|one)\s+(?:[^.!?]|\.(?=\d)){0,30}?\bposts?\b|\bas a (?:paid )?boost\b`,
  String.raw`\b(?:boost|promote)\s+(?:your\s+|a\s+|the\s+)?(?:best\s+|top\s+)?(?:\w+\s+)?posts?\b`,
];

/** A condition that waits for the page to convert: "once orders come in", "after the page converts" (not "to see if it sells"). */
export const AFTER_CONVERSION = /\b(?:once|after|when|until|only (?:if|when|once|after)|as soon as|(?<!\b(?:see|test|find out|check|learn|know|tell|gauge)\s)if)\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:convert\w*|orders?|sales?|sell\w*|buyers|customers (?:buy|order)|proven|demand is)\b/i;

/** That condition later in the sentence, unless another step comes between: "start an ad test of USD 200, keeping USD 600 for stock once orders come" conditions the stock, not the ads. */
export const CONDITION_ON_THE_ADS = new RegExp(String.raw`^(?:(?!\b(?:keeping|leaving|saving|holding|reserving|putting|and then|plus)\b)(?:[^.!?]|\.(?=\d)))*?(?:${AFTER_CONVERSION.source})`, 'i');

/** More than 30 units: 31 and up. */
const OVER_30 = String.raw`(?<![\d.])(?:3[1-9]|[4-9]\d|[1-9]\d{2,})(?!\d|\.\d)`;
const UNITS = String.raw`(?:[- ]units?\b|\s*(?:units|pieces|pcs|aprons|items)\b)`;

/** A batch of more than 30 units recommended: "order 100 units", "take Harbor's quote and order all 200", "so 120 aprons". */
/** A first or test batch over 30 units, whenever it is bought: the founder tests with at most 30 before committing to more. */
export const BIG_FIRST_BATCH = String.raw`\b(?:first|test|initial|trial|starter|opening|pilot|small)\s+(?:\w+\s+)?(?:batch|order|run|buy|purchase)\s+(?:of\s+|\(\s*)?(?:about\s+|around\s+|roughly\s+|some\s+|up to\s+)?${OVER_30}${UNITS}`;
export const BIG_BATCH = [
  // A verb, not a label: "Stock: Harbor's quote is for 200 aprons" recommends nothing.
  String.raw`\b(?:order|buy|stock|restock|reorder|purchase|get|commit to|take|go with|go ahead with|proceed with|lock in|accept|place|bring in)\b(?!\s*:)[^.!?;]{0,60}?${OVER_30}${UNITS}`,
  String.raw`\b(?:order|buy|take|accept|get)\s+(?:[^\s—-]\S*\s+){0,3}?(?:all|the full|the whole|the entire)\s+${OVER_30}\b(?!\s+(?:payments?|sessions|visitors|attempts|shoppers|orders|checkouts|carts))`,
  String.raw`\b(?:so|that's|which is|for a total of|a total of)\s+${OVER_30}${UNITS}|${OVER_30}${UNITS}\s+in total\b`,
];

/**
 * Harbor's USD 6.40 taken as a small batch's full cost: "30 units = USD 192 all-in", "a 30-unit
 * batch costs you USD 192 landed", `"batch_cost_usd": 192`. The price is quoted for 200 units and
 * excludes freight and duties; "USD 192 before freight and duties" is the honest form.
 */
export const PRICE_AS_BATCH_COST = [
  String.raw`\b192(?:\.00)?\b(?:\s*(?:USD|\$))?\s*(?:\*\*\s*)?(?:all[- ]in|landed|total landed|in total|total|all included|everything included|for everything|full cost)\b`,
  String.raw`\b(?:all[- ]in|landed|full|total|complete|confirmed)\s+(?:\w+\s+){0,2}?(?:cost|price|spend|outlay)\b(?:[^.!?]|\.(?=\d)){0,30}?(?:USD\s?|\$)?192\b`,
  String.raw`\b(?:batch|30 units|30-unit \w+|order)\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:costs?(?: you)?|comes? to|will cost|would cost)\s*(?:you\s+)?(?:USD\s?|\$)?192\b(?!(?:[^.!?]|\.(?=\d)){0,40}?\b(?:before|plus|excluding|excl|without|not including|\+)\s*(?:the\s+)?(?:freight|duties|shipping))`,
  String.raw`\bbatch\s+cost(?:\s+usd)?\s*[:=]\s*(?:USD\s?|\$)?192\b`,
].join('|');

/** The whole budget put into stock: "deploy the whole USD 800 into stock", "use the full 800 USD now for stock". */
export const WHOLE_BUDGET_ON_STOCK = String.raw`\b(?:use|spend|put|invest|deploy|allocate|commit|sink)\s+(?:the\s+|your\s+)?(?:full|whole|entire|all(?: of)?(?: the| your)?)\s+(?:(?:USD|US\$|\$)\s?)?800(?:\s?(?:USD|dollars))?(?:\s+budget)?\s+(?:now\s+)?(?:on|for|into|in)\s+(?:stock|inventory|aprons|units|batches|product|buying)\b|\b(?:batches|stock|inventory)\b(?:[^.!?]|\.(?=\d)){0,40}?\buntil (?:the |your )?(?:budget|800|money) is (?:used|spent|gone)\b`;

/** A sentence that rejects the big batch: "200 units is far over your 30-unit limit" (but not "slightly above your usual 30, but worth it"). */
export const OVER_THE_LIMIT = /(?:\b(?:is|are|was|would be|'s)\s+|—\s*|,\s*)(?:far |way |well |much )?(?:over|above|beyond|outside|against|more than)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:limit|rule|cap|preference|maximum|max|budget|\$?800)\b(?!(?:[^.!?]|\.(?=\d))*\bbut\b)|\b(?:breaks?|violates?|exceeds?|would break)\s+(?:your\s+)?(?:\S+\s+)?(?:limit|rule|preference|budget)\b(?!(?:[^.!?]|\.(?=\d))*\bbut\b)/i;

/** Payments named as the blocker to fix: "fix payments first", "get payments working", "once payments are activated". */
export const PAYMENT_BLOCKER = String.raw`\b(?:fix|fixing|activate|activating|turn on|turning on|enable|enabling|get|getting|sort out|sorting out|set up|finish(?:ing)? activating|unblock)\s+(?:\S+\s+){0,3}?(?:payments?|payment provider|provider|checkout|processor)\b|\b(?:once|after|when|until)\s+(?:the\s+|your\s+)?(?:payments?|payment provider|provider|checkout)(?:\s+account)?\s+(?:is|are)\s+(?:activated|live|working|fixed|on|active)\b`;

/** An amount over the USD 800 budget said to fit it: "USD 1,280 — well within what you can manage". */
export const OVER_BUDGET_FITS = String.raw`(?<![\d.])(?:USD\s?|US\$|\$)?(?:8(?:0[1-9]|[1-9]\d)|9\d\d|[1-9]\d{3,})(?:\.\d+)?(?!\d|\.\d)(?:\s?USD)?(?:[^.!?]|\.(?=\d)){0,40}?\b(?:(?:well |comfortably |easily )?within (?:your |the )?(?:budget|means|reach|what you can)|fits(?: (?:in|into|within))?(?: your| the)? (?:budget|800)|affordable|you can (?:manage|afford)|is fine|manageable)\b`;

/**
 * The money left after a batch of 2 to 30 units at the quoted USD 6.40, misstated: "USD 192,
 * leaving USD 708" (it leaves 608). Generated for every batch size, so any small batch's
 * arithmetic is checked, not only 30.
 */
export const WRONG_REMAINDER = Array.from({ length: 29 }, (_, index) => {
  const units = index + 2;
  const cost = (units * 6.4).toFixed(2);
  const left = (800 - units * 6.4).toFixed(2);
  return String.raw`${amount(cost)}(?:[^.!?]|\.(?=\d)){0,120}?\b(?:leaving|leaves|left with|leave you with|remaining|remainder of)\b\s+(?:you\s+)?(?:with\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?${amountOtherThan([left])}`;
}).join('|');

/** Harbor's USD 1,280 quote put over the USD 800 budget by anything but USD 480: "USD 1,280.00, which is USD 380 over your budget". */
export const WRONG_QUOTE_OVERRUN = String.raw`${amount('1280')}(?:[^.!?]|\.(?=\d)){0,60}?(?<![\d.])${amountOtherThan(['480'])}\s+(?:over|above|more than|beyond|past)\s+(?:your\s+|the\s+)?(?:USD\s?800\s+|\$800\s+)?(?:monthly\s+)?budget\b`;

/**
 * The small-batch rule kept: a batch of 30 or fewer ("30 units max", "≤ 30", "thirty or
 * fewer", "a small batch"), or no stock bought yet ("spend nothing yet", "keep the $800 on hold").
 */
export const SMALL_BATCH_OR_NONE = [
  String.raw`(?<![\d.])30\s*(?:units?|pieces|pcs|items|aprons)?\s*(?:max(?:imum)?|or (?:fewer|less)|at most|tops)\b`,
  String.raw`\b(?:at most|no more than|up to|max(?:imum)?(?: of)?|fewer than|under|≤|<=|≤\s?)\s*(?:30|31)\b`, String.raw`≤\s?30\b`,
  String.raw`(?<![\d.])(?:[12]?\d|30)[- ]unit\b`, String.raw`\b(?:batch|batches|order|lot|run)\s+of\s+(?:up to\s+|at most\s+|no more than\s+)?(?:[1-2]?\d|30)\s*(?:units?|pieces|aprons)?\b`,
  String.raw`\b(?:[12]?\d|30)\s*(?:units|pieces|pcs|aprons)\b`,
  String.raw`\bsmall(?:[- ]\w+)?\s+(?:test\s+)?(?:batch|batches|order|orders|run|runs|test|tests|restock|lot)\b|\b(?:test|modest|small|trial)[- ](?:batch|batches|order|run|lot)\b`,
  String.raw`\b(?:spend|buy|order|stock)\s+nothing\b|\b(?:don't|do not|no need to)\s+(?:spend|buy|order|restock)\b|\b(?:keep|hold|leave)\s+(?:\S+\s+){0,3}?(?:budget|USD\s?800|\$800|800|stock|inventory)\b(?:[^.!?]|\.(?=\d)){0,20}?\b(?:on hold|untouched|in reserve|back|aside)\b|\b(?:hold|holding)\s+(?:almost\s+)?(?:all|most)\s+of\s+(?:your\s+)?(?:USD\s?800|\$800|800|budget)\b`,
].join('|');

/**
 * A batch of 2 to 30 units at the quoted USD 6.40 priced wrong: "30 units at $6.40 = $162"
 * (it is 192). Generated for every batch size, like WRONG_REMAINDER.
 */
export const WRONG_BATCH_COST = Array.from({ length: 29 }, (_, index) => {
  const units = index + 2;
  const cost = (units * 6.4).toFixed(2);
  // Not a term of a longer sum ("800 - 30 × 6.40 = 608"), where the product is not what the total gives.
  return String.raw`(?<![-+]\s{0,3})(?<![\d.])${units}\s*(?:units?|aprons?|pieces|pcs)?\s*(?:at|×|x|\*|@)\s*(?:USD\s?|US\$|\$)?6\.40?\s*(?:each\s+|per unit\s+|a unit\s+)?(?:=|is|comes to|costs?|totals?|→|makes)\s*(?:about\s+|roughly\s+)?${amountOtherThan([cost])}`;
}).join('|');


/**
 * A forecast the data cannot support, with no completed order to base it on: "expect roughly a
 * 3% conversion rate", "about 126 orders a month", "you should see 146 orders once it's fixed".
 */
export const INVENTED_FORECAST = String.raw`\b(?:expect|forecast|project(?:ed|ing)?|anticipate|predict|should (?:see|get|land)|you'?ll (?:see|get|land)|will (?:bring|give|yield|produce|generate)|likely (?:see|get)|(?:could|would) (?:bring in|yield|generate|produce))\b(?:[^.!?]|\.(?=\d)){0,60}?(?:\b\d+(?:\.\d+)?\s?%\s*(?:conversion|convert|of (?:sessions|visitors|visits))|\b(?:about|around|roughly|some|~)?\s*\d+\s+(?:orders|sales|customers)\s+(?:a|per|each|every)\s+(?:month|week|day))|\b(?:about|around|roughly|~)\s*\d+\s+(?:orders|sales)\s+(?:a|per)\s+(?:month|week)\b`;

/** Never forecasts what the data cannot support. "Once it works, expect 126 orders a month": the condition is the forecast's premise, so no hypothetical excuse. */
export function noInventedForecast(says: string): Assertion {
  return neverClaims({ id: 'no-invented-forecast', pattern: new RegExp(INVENTED_FORECAST, 'i'), excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'], says });
}

/**
 * Stock bought before payments work: "Stock first, then payments", "order one batch of up to
 * 30 units now", "first, get stock on the way", "so stock is ready the moment payments work".
 * No order can complete yet, so a batch bought now spends the budget before any demand shows.
 */
const A_BATCH = String.raw`(?:the\s+|your\s+|a\s+|one\s+|some\s+)?(?:first\s+|test\s+|small\s+|initial\s+)?(?:stock|batch|inventory|(?:\d+\s+)?units|aprons)\b`;
export const STOCK_BEFORE_PAYMENTS = [
  String.raw`\b(?:stock|inventory|(?:the|a|your) (?:first |test )?batch)\s+first\b`,
  String.raw`\bfirst\b[^.!?;]{0,15}?\b(?:order|buy|purchase|get|place)\s+${A_BATCH}`,
  String.raw`\b(?:order|buy|purchase|place)\s+${A_BATCH}[^.!?;:]{0,40}?\bnow\b`,
  String.raw`\bso (?:that )?(?:the\s+|your\s+)?(?:stock|product|inventory|units|aprons)\s+(?:is|are)\s+(?:ready|on hand|in place|waiting)\b`,
  String.raw`\bby the time\b(?:[^.!?]|\.(?=\d)){0,60}?\bpayments?\b(?:[^.!?]|\.(?=\d)){0,40}?\byou(?:'ll| will)? have\s+(?:the\s+|your\s+)?(?:stock|product|inventory|units|aprons)\b`,
].join('|');

/** A menu instead of a next step: "pick whichever suits your week", "any of these is a reasonable next step". */
export const NEXT_STEP_MENU = String.raw`${PICK_ANY}|\bany (?:one )?of (?:these|those|them|the above|the (?:three|two|options|steps))\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:is|are|would be|works?|could be)\b(?:[^.!?]|\.(?=\d)){0,20}?\b(?:reasonable|fine|good|valid|sensible|ok(?:ay)?)\b`;

/** An option weighed before the answer picks one: "Option two: buy a small batch now so you're ready. … But …". */
export const OPTION_WEIGHED = { window: 'sentence-before' as const, pattern: /\b(?:option|alternative)\s+(?:one|two|three|four|[1-4a-d])\s*:\s*$/i };
