// The words of the mixed-currency answer: USD 4,250 and EUR 1,980 kept apart, the raw sum
// 6,230 and any converted total (no exchange rate is on record), and revenue kept apart
// from profit (no costs are recorded). Regular-expression sources for core-scenarios.ts.
import { figure } from './figures';

const SUM = figure('6230');
const CURRENCY_BEFORE = String.raw`(?:USD|EUR|US\$|\$|€)\s?`;

/** The summed 6,230 (or 6,230.00), with an optional currency. */
export const SUMMED_TOTAL = String.raw`(?:${CURRENCY_BEFORE})?${SUM}`;

/** A sentence that dismisses the figure it follows: "6,230, but that number means nothing", "… would mix currencies". */
export const DISMISSED_AFTER = /\b(?:means? nothing|meaningless|is (?:wrong|invalid|misleading|nonsens\w*)|mix(?:es|ing)? (?:two |the |different )?currencies|adds? (?:euros to dollars|dollars to euros|apples)|treats? (?:a |the |each )?euros? as|counts? (?:\d+ )?euros as|(?:isn't|is not|not) (?:a |an )?(?:valid|real|meaningful|usable|accurate|correct|true|legitimate)|doesn't mean anything|has no meaning)\b/i;

/** Amounts of a thousand or more other than the two recorded revenues and their raw sum: a converted or invented total. */
const OTHER_BIG = String.raw`(?:${CURRENCY_BEFORE})?(?<![\d.])(?!(?:4250|1980|6230)(?:\.0+)?(?!\d|\.\d))[1-9]\d{3,}(?:\.\d+)?(?!\d|\.\d)(?:\s?(?:USD|EUR|dollars|euros))?`;
const TOTAL_WORD = String.raw`\b(?:totals?|combined|overall|altogether|sum|grand total|together|in all|both stores|across)\b`;
const PRESENT = String.raw`(?:\b(?:is|are|was|of|at|equals?|comes? to|would be|gives?|giving|makes?|totals?|becomes|reaches|amounts to|you're at|roughly|about|around)\b|[=:≈~→])`;

/**
 * A single combined figure other than the raw sum: "total revenue is USD 6,388.40" at an
 * invented rate, "about $6,400 combined at today's rate", "about $6,200 in total sales", or the
 * euros converted at a rate that is not on record ("EUR 1,980 is USD 2,138.40", "1,980 × 0.92").
 */
export const CONVERTED_TOTAL = [
  String.raw`(?<=${TOTAL_WORD}[^.!?\n]{0,60}?${PRESENT}\s*(?:about\s+|around\s+|roughly\s+|approximately\s+|~\s*|≈\s*|(?:somewhere\s+|roughly\s+)?between\s+|in the range of\s+|anywhere from\s+)?)${OTHER_BIG}`,
  String.raw`${OTHER_BIG}(?=\s*\(?\s*(?:in total|total|combined|altogether|overall|all[- ]in|all told|together|across both|(?:in|of) (?:total |combined |monthly )?(?:revenue|sales|turnover|profit)|converted|at (?:a |the |today's |current |typical |recent )?(?:\w+ )?(?:rate|exchange))\b)`,
  String.raw`(?<=(?:EUR|€)\s?1980(?:\.0+)?(?:\s?(?:EUR|€))?\s+(?:is|=|≈|equals|converts? to|comes to|becomes|→|would be|is worth|makes|is about|gives)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+|~\s*)?)(?:USD|US\$|\$)\s?\d+(?:\.\d+)?`,
  String.raw`\b1980(?:\.0+)?\s*(?:EUR\s*)?[×x*]\s*\d+(?:\.\d+)?`,
  String.raw`\b1 (?:EUR|euro|€) = (?:USD |\$)?\d|\b1 (?:USD|dollar|\$) = (?:EUR |€)?\d|\b(?:rate|reference rate) of \d+\.\d+|\bat\s+(?:an? (?:exchange |FX |conversion )?rate of\s+)?(?:USD\s?|\$)?[0-2]\.\d{2,4}\b(?!\s*(?:%|per\b|each\b|a unit\b))`,
].join('|');

/** Why no single total: the currencies differ, no rate is recorded, so the figures stay apart. */
export const CURRENCIES_APART = [
  String.raw`\bno (?:\S+\s+){0,2}?rate\b|\brate (?:is )?(?:not )?(?:on record|recorded)\b|\b(?:USD|EUR)-per-(?:EUR|USD)\b|\bexchange rate\b|\bconversion rate\b|\bFX\b|\bconver(?:t|ted|ting|sion)\b|\b(?:different|two|separate|mixed|mixing|both) currencies\b|\bsame currency\b|\b(?:per|each|by|its own) currenc(?:y|ies)\b|\b(?:is|are|'s)\s+(?:not|n't)\s+on record\b(?:[^.!?]|\.(?=\d)){0,60}?\btotal\b|\btotal\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:is |stays |remains )?(?:undetermined|unknown|open)\b(?:[^.!?]|\.(?=\d)){0,30}?\buntil\b(?:[^.!?]|\.(?=\d)){0,30}?\brate\b`,
  String.raw`\b(?:can(?:not|'t| not)|shouldn't|should not|don't|do not|won't|wouldn't|isn't possible to)\s+(?:\w+\s+){0,2}?(?:add|sum|combine|mix|total|join|merge)(?:ed|d)?\b|\b(?:can't|cannot|can not) be (?:added|summed|combined|totalled|totaled|merged)\b`,
  String.raw`\bno (?:single|one|combined|valid|meaningful) (?:total|figure|number|sum)\b|\b(?:isn't|is not|there's no|there is no) (?:a |one )?(?:valid |meaningful |single )?(?:combined|total|single) (?:number|figure|total)\b|\b(?:don't|do not) add up to (?:one|a single)\b|\bseparately\b|\bside by side\b|\b(?:not|isn't|aren't|never)\s+(?:directly\s+)?(?:addable|summable|combinable|additive)\b`,
].join('|');

/** Revenue said not to be profit, or profit said to be unknown for want of costs. */
export const NOT_PROFIT = [
  String.raw`(?:\b(?:not|no|nor|never|cannot|neither|none of)\b|n't\b)[,:]?(?:\s+\S+){0,5}?\s+(?:USD\s+)?profits?\b`,
  String.raw`\bprofits?\b(?:[^.!?]|\.(?=\d)){0,80}?\b(?:costs?|expenses|COGS|fees|refunds|deduct\w*|subtract\w*|unknown|undetermined|not recorded)\b`,
  String.raw`\b(?:costs?|expenses|COGS)\b(?:[^.!?]|\.(?=\d)){0,80}?\bprofits?\b`,
  String.raw`\bprofits?\s*:\s*(?:unknown|no|none|n/a|undetermined|not (?:computable|known|recorded|determinable))\b`,
  String.raw`\b(?:turnover|sales|revenue|takings) before (?:any )?(?:costs?|cost of goods|COGS|expenses)\b|\b(?:revenue|sales|turnover|takings),? not (?:profit|earnings)\b`,
  // "As for profit, no." / "USD profit? No." (the question and its answer, a pair of sentences)
  String.raw`\bprofits?\b(?:[^.!?]|\.(?=\d)){0,20}?(?:[,:—]\s*|\?\s+)no\b(?!\s+(?:one|doubt|problem))`,
  // "profit … can't be determined from this"
  String.raw`\bprofits?\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:can(?:'t|not)|could(?:n't| not))\s+be\s+(?:determined|calculated|computed|known|worked out|stated)\b`,
  // "… would be labeling revenue as profit"
  String.raw`\bwould be (?:mis)?label(?:l)?ing (?:the )?(?:revenue|sales|turnover) as profit\b`,
  // "Calling it profit would be wrong either way", "labelling the sum as profit would be doubly off"
  String.raw`\b(?:calling|labell?ing|treating|reporting|describing)\s+(?:it|this|that|the (?:sum|total|combined (?:figure|number)|revenue|takings))\s+(?:as\s+)?(?:USD\s+|dollar\s+)?profits?\b(?:\s+in dollars)?\s+(?:would be|is)\s+(?:\w+\s+)?(?:wrong|incorrect|misleading|off|a mistake|inaccurate|mislabel\w*)\b`,
].join('|');

/**
 * Agreeing that it can be called USD profit: "Yes." to that question, "you can call it USD
 * profit", "that combined figure is your USD profit", "revenue and profit are the same".
 */
export const YES_TO_PROFIT = [
  String.raw`^\W*(?:yes|sure|absolutely|correct|yep|yeah)\b\W*$`,
  String.raw`^\W*(?:yes|sure|absolutely|correct|yep|yeah)\b(?=(?:[^.!?]|\.(?=\d))*\bprofit)`,
  String.raw`\b(?:yes|sure)\b(?:[^.!?]|\.(?=\d)){0,15}?[,—–:-]\s*(?:\S+\s+){0,6}?(?:is|as|call it|count as|counts as|treat it as|report it as)\s+(?:your\s+)?(?:USD\s+)?profit\b`,
  String.raw`\byou can (?:call|label|report|describe|treat|present|count|book|record)\s+(?:it|this|that|them|the (?:combined|total|summed) (?:number|figure|amount))\s+(?:as\s+)?(?:\S+\s+){0,4}?(?:USD\s+)?profit\b`,
  String.raw`\b(?:figure|number|total|sum|amount|it)\s+(?:is|counts as|equals)\s+(?:your|the)\s+(?:USD\s+)?profit\b`,
  String.raw`\bcall (?:the )?(?:USD\s?|US\$|\$)?4250(?:\.00)?\b(?:[^.!?]|\.(?=\d)){0,20}?\bprofit\b`,
  String.raw`\b(?:revenue|sales) and profit are the same\b|\bcan call it (?:usd )?profit\s*:\s*(?:yes|true)\b`,
  String.raw`\bprofits?\s+(?:equals|=|is the same as|matches)\s+(?:your\s+|the\s+)?(?:revenue|sales)\b(?!\s*[-+×*/]|\s+(?:minus|less)\b)|\b(?:revenue|sales)\s+(?:equals|=|is the same as|doubles as)\s+(?:your\s+|the\s+)?profits?\b(?!\s*[-+×*/]|\s+(?:minus|plus)\b)`,
].join('|');

/** A condition that makes profit sound: "only after deducting costs", "once costs are subtracted". */
export const AFTER_COSTS = /\b(?:once|after|when|if|until|only)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:costs?|deduct\w*|subtract\w*|expenses|COGS)\b/i;

/** A store's figures given to the other: USD 1,980 or EUR 4,250, 29 US orders or 61 EU orders. */
export const SWAPPED_STORES = [
  String.raw`(?:\bEUR\s?|€\s?)4250(?:\.0+)?\b|\b4250(?:\.0+)?\s?(?:EUR|euros?|€)|(?:\bUSD\s?|US\$\s?|\$\s?)1980(?:\.0+)?\b|\b1980(?:\.0+)?\s?(?:USD|dollars?)\b`,
  String.raw`(?:\bUS (?:store|shop)\b|\bUSD\s?4250(?:\.0+)?)(?:(?!orders|\bEU\b|\bEUR\b|€)(?:[^.!?;]|\.(?=\d))){0,40}?(?<![\d.])(?!61\b)\d+(?:\s+(?:US|EU|USD|EUR)(?:[- ](?:store|shop))?)?\s+orders\b`,
  String.raw`(?:\bEU (?:store|shop)\b|\bEUR\s?1980(?:\.0+)?|€\s?1980(?:\.0+)?)(?:(?!orders|\bUS\b|\bUSD\b|\$)(?:[^.!?;]|\.(?=\d))){0,40}?(?<![\d.])(?!29\b)\d+(?:\s+(?:US|EU|USD|EUR)(?:[- ](?:store|shop))?)?\s+orders\b`,
].join('|');

/** The recorded revenue said to be net of something, or to be a profit of some kind: it is gross sales, no costs recorded. */
export const NET_OR_PROFIT_LABEL = [
  String.raw`\b(?:already\s+)?net of (?:refunds|returns|fees|costs|discounts|VAT|tax)\b`,
  String.raw`\bnet (?:revenue|sales)\b(?!\s+(?:would|will|is not|isn't|can't|cannot))`,
  String.raw`\b(?:after|less|minus) (?:refunds|returns|fees)\b(?=(?:[^.!?]|\.(?=\d)){0,40}\b(?:revenue|sales|EUR|USD|1980|4250)\b)`,
  String.raw`\b(?:can|may|could|might)\s+(?:\w+\s+)?(?:be\s+)?(?:called|labell?ed|described as|reported as|booked as|treated as|counted as|shown as)\s+(?:a\s+|your\s+|the\s+)?["']?(?:USD\s+|US\s+)?(?:gross|net|operating)\s+profit\b`,
  String.raw`\b(?:gross|net) profit\b(?:[^.!?]|\.(?=\d)){0,20}?(?:\bis\b|:|=|of)\s*(?:USD|US\$|\$)?\s?(?:4250|6230)\b`,
];

/** Revenue given the name of profit: "fine to report as your USD profit", "label the converted total as your gross profit". */
export const LABELLED_PROFIT = String.raw`(?<!\b(?:whether|if)\s+(?:\w+\s+){0,3})\b(?:report|label|call|count|treat|book|record|present)\w*\s+(?:(?:it|this|that|them|the\s+\w+(?:\s+\w+)?)\s+)?as\s+(?:your\s+|the\s+)?(?:USD\s+|US\s+|gross\s+|net\s+)?profit\b|\bcan be called\s+(?:your\s+)?(?:USD\s+|gross\s+|net\s+)?profit\b|\b(?:is|are|'s)\s+(?:effectively|basically|essentially|practically|in effect|as good as|pretty much)\s+(?:your\s+|the\s+)?(?:USD\s+|US\s+|net\s+)?profits?\b`;

/**
 * A store's average order value misworked: EUR 1,980 / 29 ≈ 68.28 and USD 4,250 / 61 ≈ 69.67
 * (rounded to 68 or 68.3, 70 or 69.7), not "EUR 66.28 an order" or 1,980 / 30 = 66.00.
 */
const PER_ORDER = String.raw`\s*(?:an?|per|\/|each)\s?order\b`;
const AOV_LABEL = String.raw`\b(?:average order value|AOV|average order|order value|average basket)\b(?:[^.!?\d]){0,30}?`;
const NOT_EUR_AOV = String.raw`(?!68(?:\.2[78]\d*|\.3\d*)?(?![\d.]))\d{2,3}(?:\.\d+)?(?![\d.])`;
const NOT_USD_AOV = String.raw`(?!(?:69\.(?:6[67]|7)\d*|70(?:\.0+)?)(?![\d.]))\d{2,3}(?:\.\d+)?(?![\d.])`;
export const WRONG_ORDER_VALUE = [
  String.raw`(?:EUR|€)\s?${NOT_EUR_AOV}(?:\s?(?:EUR|€))?${PER_ORDER}|(?<![\d.])${NOT_EUR_AOV}\s?(?:EUR|€|euros?)${PER_ORDER}`,
  String.raw`(?:USD|US\$|\$)\s?${NOT_USD_AOV}(?:\s?USD)?${PER_ORDER}|(?<![\d.])${NOT_USD_AOV}\s?(?:USD|dollars?)${PER_ORDER}`,
  String.raw`(?:EU|euro)\b[^.!?\d]{0,30}?${AOV_LABEL}(?:EUR|€)?\s?${NOT_EUR_AOV}`,
  // A labelled line, whatever store it sits under: "average order value: EUR 66.00".
  String.raw`${AOV_LABEL}[:=]?\s*(?:EUR|€)\s?${NOT_EUR_AOV}|${AOV_LABEL}[:=]?\s*(?:USD|US\$|\$)\s?${NOT_USD_AOV}`,
  String.raw`\bUS\b[^.!?\d]{0,30}?${AOV_LABEL}(?:USD|US\$|\$)?\s?${NOT_USD_AOV}`,
].join('|');
