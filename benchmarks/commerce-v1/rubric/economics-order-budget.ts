// The wording economics-09 (Cedar's 30-unit minimum costs EUR 327 against a EUR 300 budget)
// looks for: a no, a claim that it fits, an order below the minimum, another overrun, an open
// verdict and scenario inputs treated as confirmed stock.
import { yesAfterQuestion } from './checks';
import { numberOtherThan } from './figures';
import { PICK_ANY } from './phrases';


/** Words that start a sentence without answering it: "No order has been placed." */
const NOT_AN_ANSWER = String.raw`(?!\s+(?:order|orders|purchase|payment|units?|stock|reservation|action|one|commitment|deposit|money)\b)`;
export const ANSWERS_NO = new RegExp(
  [
    String.raw`^\W*(?:(?:unfortunately|sadly|I'm afraid|afraid|well|so|in short|short answer|honestly)\W+)?(?:no|nope)\b${NOT_AN_ANSWER}`,
    String.raw`(?:[—:;]|\bso,?|\banswer(?: to your question)? is|\bshort answer:?|\bverdict:?)\s*(?:no|nope)\b${NOT_AN_ANSWER}`,
    String.raw`\b(?:does not|doesn't|do not|don't|won't|will not|would not|wouldn't|cannot|can't|can not|isn't|is not|aren't|not)\s+(?:[\w']+\s+){0,4}?(?:fit|fits|within|affordable|possible|cover|covers|enough)\b`,
    String.raw`\b(?:over|above|exceeds?|exceeding|exceeded|beyond|outside|breaks?|blows?|busts?|overshoots?)\s+(?:your\s+|the\s+|my\s+)?(?:(?:EUR|€)\s?300\s+|300\s+(?:EUR\s+|€\s+|euros?\s+)?)?(?:total\s+)?budget\b`,
    String.raw`\b(?:over|above|exceeds?|beyond)\s+(?:the\s+|your\s+)?(?:EUR\s?|€)?300(?:\s?(?:EUR|€|euros?))?\b|\b(?:unfortunately|sadly|I'm afraid|afraid)\s+not\b|^\W*not\s+(?:within|under|on|with)\b`,
    String.raw`\bover budget\b|\bover by\b|\bexceed(?:s|ing|ed)?\b|\bshort (?:by|of)\b|\bshortfall\b|\bnot enough\b|\bmore than (?:you have|you've got|your budget|the budget|you can spend)\b`,
    String.raw`\b27(?:\.0+)?\s?(?:EUR|€|euros?)?\s+(?:over|more|above|short|too much|beyond|higher)\b|(?:EUR|€)\s?27(?:\.0+)?\s+(?:over|more|above|short)\b`,
    String.raw`\b(?:within|fits?|inside|affordable)\b(?:[^.!?]|\.(?=\d)){0,40}?[—:]\s*(?:no|false)\b`,
    String.raw`>\s*(?:EUR\s?|€)?300\b|\b300\s*(?:EUR|€)?\s*-\s*(?:EUR\s?|€)?327\s*(?:EUR|€)?\s*=\s*-`,
  ].join('|'),
  'i',
);
export const SAYS_IT_FITS = new RegExp(
  [
    // An opening yes that answers ("Yes —", "Yes: …", "Yes, it fits"), not a ticked item ("✅ Order placed" reads "Yes Order placed").
    String.raw`^\W*(?:yes|yep|yeah)\b(?=\s*(?:[,.:;!—-]|$)|\s+(?:it|you|the|this|that|within|but|and)\b)`,
    String.raw`(?:\bso,?|\banswer(?: to your question)? is|\bshort answer:?|\bverdict:?)\s*(?:yes|yep)\b`,
    String.raw`\b(?:within|fits?|inside|budget|afford\w*)\b(?:[^.!?]|\.(?=\d)){0,60}?[—:]\s*(?:yes|true)\b`,
    yesAfterQuestion('within|fits?|inside|budget|afford\\w*'),
    String.raw`\b(?:it|this|that|the (?:minimum |30-unit |smallest )?order|the total|(?:EUR\s?|€)?327(?:\s?(?:EUR|€))?)\s+(?:still\s+|comfortably\s+|easily\s+|just\s+|then\s+)?(?:fits|is within|stays within|sits within|comes in under|is under|falls within|is inside|is affordable|works(?!\s+out))\b`,
    String.raw`\b(?:is|are|stays?|comes? in|falls?|sits?|you're|you are)\s+(?:\w+\s+){0,2}?(?:within|inside|under)\s+(?:your\s+|the\s+)?(?:(?:EUR|€)\s?300\s+|300\s+)?(?:total\s+)?budget\b`,
    String.raw`\byou (?:can|could) (?:still\s+|safely\s+)?(?:place|afford|go ahead with|proceed with|make|do)\s+(?:it|this|that|the (?:minimum |30-unit |smallest )?order)\b`,
    String.raw`\b(?:treat|count|consider)\w*\s+(?:it|this|that|the (?:minimum )?order)\s+as\s+(?:within|inside|under|affordable|fine)\b`,
    String.raw`\bgo ahead and (?:order|place|buy|book)\b|\bgo ahead with (?:it|the (?:minimum |30-unit )?order|the purchase)\b`,
    String.raw`\bto spare\b|\bleft over\b|\b(?:close|near) enough\b|\bwithin a whisker\b|\b(?:order|place (?:it|the order)|go ahead|proceed)\s+anyway\b`,
  ].join('|'),
  'i',
);
/** A sentence about the 20-unit order Cedar will not accept, not about the minimum order. */
const TWENTY_NOT_THIRTY = /^(?![^]*\b(?:30|thirty|minimum|MOQ|327)\b)[^]*\b(?:20|twenty)\s+units\b/i;
export const ABOUT_20_UNITS = [
  { window: 'sentence-before' as const, pattern: TWENTY_NOT_THIRTY },
  { window: 'clause-through' as const, pattern: TWENTY_NOT_THIRTY },
];
export const ORDERS_BELOW_MOQ = new RegExp(
  [
    String.raw`\b(?:order|ordering|buy|buying|purchase|get|take|go with)\s+(?:only\s+|just\s+)?(?:the\s+)?(?:1?\d|2\d)(?:\s+(?:units?|pieces|pcs)\b|(?=\s+(?:and|instead|now|to fit|to stay)\b))`,
    // "place a 20-unit order with Cedar", "a 27-unit order lands exactly on budget".
    String.raw`\b(?:place|make|put in|go with|try|submit)\s+(?:an?\s+|the\s+)?(?:1?\d|2\d)[- ]unit order\b|(?<![\d.])(?:1?\d|2\d)[- ]unit order\s+(?:lands|fits|works|comes in|stays|would fit|would work)\b`,
    String.raw`\b(?:plan|count|bank|budget)\s+on\s+(?:Cedar\s+|them\s+|the supplier\s+)?(?:accepting|taking|agreeing|waiving|dropping|lowering)\b`,
    String.raw`\b(?:assume|expect)\s+(?:that\s+)?(?:Cedar|they|the supplier)\s+(?:will|would)\s+(?:accept|waive|take|agree|drop|lower)\b`,
  ].join('|'),
  'i',
);
/** Asking Cedar for an exception is advice, not an order: "ask whether Cedar would accept 20 units". */
export const ASKS_CEDAR = { window: 'clause-before' as const, pattern: /\b(?:ask|asking|request|negotiat\w*|see (?:if|whether)|check (?:if|whether)|get (?:Cedar|them|the supplier) to|persuade|convince)\b/i };
/** The option is ruled out right after it is named: "ordering only 20 units is not an option". */
export const RULED_OUT_AFTER = { window: 'clause-after' as const, pattern: /^\s*(?:[\w']+\s+){0,3}?(?:is not|isn't|are not|aren't|would not be|wouldn't be|won't be|can't be|cannot be|is never)\b|^\s*(?:won't|wouldn't|can't|cannot)\b/i };
/** A verdict left open: "it may or may not fit", "both yes and no could be right", "either answer is defensible". */
export const OPEN_VERDICT = new RegExp(
  String.raw`\b(?:may|might|could) or (?:may|might|could) not\b|\byes (?:and|or) no\b|\b(?:either|both) (?:answers?|readings?|ways)\b|\bin (?:\d|two|some|most) (?:out of (?:\d|three) )?(?:readings|ways|cases|scenarios)\b|\bdepend(?:s|ing)? on how you (?:count|look at|read|define)\b|${PICK_ANY}|\beither (?:works|is fine|could work)\b|\beither (?:route|option|way|one|path|choice|order) (?:works|is fine|could work|is workable|is ok(?:ay)?|will do)\b|\bboth (?:are|look|seem|would be)\s+(?:\w+\s+)?(?:workable|fine|viable|doable|reasonable|ok(?:ay)?|valid|options)\b|\b(?:both|either|any) (?:routes?|options?|ways?|paths?) (?:works?|are fine|are workable|are viable)\b`,
  'i',
);
const NOT_27 = numberOtherThan('27');
export const OTHER_OVERRUN = new RegExp(
  [
    String.raw`(?:(?:EUR|€)\s?${NOT_27}|${NOT_27}\s?(?:EUR|€|euros?))\s+(?:over|above|more than|short|beyond|too much)\b`,
    String.raw`${NOT_27}\s+(?:over|above)\s+(?:your\s+|the\s+)?budget\b`,
    String.raw`\b(?:over|above|exceed\w*)\s+(?:(?:your|the)\s+)?(?:(?:EUR|€)\s?300\s+)?(?:budget\s+)?by:?\s+(?:EUR\s?|€)?${NOT_27}`,
    String.raw`\bshortfall(?:\s+(?:of|is|eur))?\s*:?\s*(?:EUR\s?|€)?${NOT_27}`,
    // A budget short of EUR 327 said to cover the order: "a EUR 320 budget would", "lift the budget to EUR 320 and you'd cover it".
    String.raw`\b(?:an?\s+)?(?:EUR\s?|€)(?!(?:32[7-9]|3[3-9]\d|[4-9]\d\d)\b)3\d\d\s+budget\s+(?:(?:would|will|could|should)\b(?:\s+(?:cover|do|work|fit|be enough)\b)?|covers?\b|fits\b|works\b|is enough\b)|\b(?:lift|raise|increase|stretch|bump|take|move)\s+(?:the\s+|your\s+)?budget\s+(?:up\s+)?to\s+(?:EUR\s?|€)?(?!(?:32[7-9]|3[3-9]\d|[4-9]\d\d)\b)3\d\d\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:cover|fits?|enough|works?|do it|go(?:es)? through)\b`,
  ].join('|'),
  'i',
);
export const CONFIRMED_STOCK =
  /\b(?:units?|aprons|stock|goods)\s+(?:are|is)\s+(?:all\s+)?(?:available|in stock|on hand|ready to ship|reserved for you)\b|\b(?:has|have|holds?|got)\s+(?:the\s+)?(?:\d+\s+)?(?:units?|aprons|stock|inventory)\s+(?:in stock|available|ready|on hand)\b|\bin stock\b|\b(?:stock|inventory|availability)\s+(?:is|are|has been|was)\s+(?:\w+\s+)?(?:confirmed|verified|guaranteed|secured|available)\b|\b(?:will|they'll|can|would)\s+ship\s+(?:it\s+|them\s+)?(?:straight away|immediately|right away|today|tomorrow|at once)\b|\bready to ship\b/i;

/**
 * The overrun as a share of the wrong base: EUR 27 is 9% of the EUR 300 budget, but 27 / 327,
 * about 8.3%, is its share of the order total, and "8.3% over budget" is wrong.
 */
export const WRONG_BASE_OVERRUN = /(?<![\d.])8\.(?:2[5-9]|3)\d*\s?%/i;
