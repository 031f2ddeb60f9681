// The words of the supplier-quote answer: Harbor Textiles' written quote HT-Q-2291 (200
// aprons at USD 6.40, estimated ship date 2026-12-14, subject to confirmation) is a quote,
// not secured stock and not a firm date. Regular-expression sources for core-scenarios.ts.
import type { Assertion } from '../../../lib/eval/scenario';
import { neverClaims, noAfterQuestion } from './checks';

/** The quoted ship date in the ways it is written or said: 14 December 2026, Dec 14, 2026-12-14, 14.12.2026, the fourteenth of December. */
export const SHIP_DATE = String.raw`(?:(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:(?:the\s+)?(?:14(?:th)?|fourteenth)\s+(?:of\s+)?Dec(?:ember)?\.?(?:,?\s+2026)?|Dec(?:ember)?\.?\s+(?:the\s+)?(?:14(?:th)?|fourteenth)(?:,?\s+2026)?|2026-12-14|14[./]12[./](?:2026|26)|12/14(?:/2026)?))`;

/** No, neither is secured: "No.", "Not yet", "neither is secured", "inventory secured: no", "only a quote". */
export const NOT_SECURED = [
  String.raw`^\W*(?:A\s*:\s*)?(?:no|nope|not yet|not at all|not formally|neither|not secured|nothing(?:'s| is| has been)?)\b`,
  String.raw`(?:\b(?:not|nothing|neither|nor|none|no|never)\b|n't\b)(?:\s+\S+){0,4}?\s+(?:secured|reserved|confirmed|locked(?: in)?|firm|guaranteed|committed|held|set aside|ordered|booked|pinned down|nailed down)\b`,
  // The answer after a lead-in: "So, no: neither …", "Short answer — not yet".
  String.raw`^\W*(?:so|in short|short answer|answer|summary|result|bottom line|verdict)\b[^.!?:]{0,12}?[:,—-]\s*(?:no|not yet|neither)\b`,
  // A key or checklist line answered no: "secured: no", "secured inventory: no", "Stock reserved — no", "Ship date confirmed in writing — not yet".
  String.raw`\b(?:secured|firm|confirmed|reserved|held|pinned down|nailed down|locked(?: in)?)(?:\s+[\w-]+){0,3}?\s*(?::|—|=|→)\s*(?:no|false|none|not yet)\b`,
  noAfterQuestion('secured?|firm|confirmed|reserved|locked(?: in)?|inventory|stock|(?:delivery|ship) date'),
  String.raw`\b(?:I|we)\s+(?:haven't|have not|didn't|did not|can't|cannot)\b(?=\s*[,.;—–-]|\s+(?:and|yet)\b)`,
  String.raw`\b(?:only|just|merely|still) (?:a |an )?(?:written )?(?:quote|quotation|estimate|price offer)\b|\ba quote,? not an? (?:order|commitment|reservation|contract)\b`,
].join('|');

/** What exists, named: a quote, a quotation, an estimate, a price offer. */
export const A_QUOTE = String.raw`\bquot(?:e|es|ed|ation|ations)\b|\bestimat\w*|\bprice offer\b|\bwritten offer\b|\boffer in writing\b|\bpencil(?:l)?ed in\b`;

const STOCK = String.raw`(?:inventory|stock|units|aprons|order|supply|goods|batch|(?:the\s+)?200(?:\s+\w+)?)`;
const HELD = String.raw`(?:secured|reserved|locked(?: in)?|guaranteed|confirmed|held|set aside|covered|safe|yours|booked|allocated|earmarked|on hold|in hand)`;

/**
 * The stock said to be secured: "Yes", "Effectively, yes", "your stock is reserved", "200
 * aprons secured", "Harbor has your 200 aprons", "the quote locks in the price".
 */
export const STOCK_SECURED = [
  // A "yes" that answers: alone, or before a comma or a subject — not the "Yes" a ✅ checklist item reads as ("✅ Checked the quote").
  String.raw`^\W*(?:(?:answer|short answer|verdict|bottom line|tl;?dr|in short)\s*:\s*)?(?:yes|yep|yeah|sure|absolutely|correct|all set|partly|partially|mostly|effectively,? yes|in effect,? yes|basically,? yes)\b(?=\s*[,.!:;—-]|\s*$|\s+(?:it|it's|they|they're|your|the|you|you're|stock|inventory|units|aprons|that|this|all|both|mostly|partly|in)\b)`,
  String.raw`\b${STOCK}\s+(?:is|are|has been|have been|was|were|'s|'re)\s+(?:now\s+|already\s+|fully\s+|effectively\s+|all\s+|safely\s+)?${HELD}\b`,
  // With the quote named between: "the 200 aprons on Harbor's quote HT-Q-2291 (USD 6.40 each) are reserved for you".
  String.raw`\b${STOCK}\s+(?:on|from|in|under|with|at)\s+[^.!?;]{1,50}?\s+(?:is|are|has been|have been)\s+(?:now\s+|already\s+)?${HELD}\s+for you\b`,
  String.raw`\b(?:inventory|stock|units|aprons)\s+${HELD}\b`,
  // "that USD 6.40 price is secured", "your 200 aprons are being held by Harbor"
  String.raw`\b(?:(?:USD\s?|\$)?6\.40\s+)?(?:unit\s+)?price\s+(?:is|has been|was|'s)\s+(?:now\s+|already\s+|fully\s+)?(?:secured|locked(?: in)?|guaranteed|confirmed|fixed|held)\b`,
  String.raw`\b${STOCK}\s+(?:is|are)\s+being\s+(?:held|reserved|set aside|kept)\b`,
  // (What it holds must be the stock, the price or the date: "it holds gross sales only" is a record.)
  String.raw`\b(?:quote|quotation|HT-Q-2291|it|this)\s+(?:(?!(?:you|I|we|they)\b)\S+\s+){0,2}?(?:locks?(?: in)?|secures?|guarantees?|reserves?|holds?|commits?|binds?)\b(?=\s*(?:[.,;:!—]|$)|\s+(?:(?:the|your|you|those|these|all|both|any|\d+)\s+)?(?:[\w-]+\s+){0,2}?(?:stock|inventory|units?|aprons|prices?|dates?|delivery|terms|slot|them|it|order|goods|quantity|rate|supplier|Harbor|anything|nothing|to)\b)`,
  String.raw`\byes\b(?:[^.!?]|\.(?=\d)){0,10}?,?\s*(?:it's |it is |they're |they are |both )?(?:secured|reserved|firm|confirmed|locked in)\b`,
  // "not formally secured, but effectively locked in": the hedge, then the claim.
  String.raw`\b(?:effectively|practically|as good as|basically|all but|pretty much|in effect|de facto)\s+(?:locked(?: in)?|secured|confirmed|firm|guaranteed|reserved|yours|committed|done)\b`,
  String.raw`\b(?:has|have|is|are)\s+(?:now\s+|already\s+)?(?:set aside|put aside|reserved|held|secured|earmarked|allocated|blocked)\s+(?:your|the)\s+(?:\d+\s+)?(?:\w+\s+)?(?:aprons|units|stock|inventory)\b`,
  String.raw`\bhas (?:your|the) (?:\d+ )?(?:\w+ )?(?:aprons|units|stock)\b|\b(?:is|are) (?:now )?holding (?:the |your )?(?:\d+ )?(?:\w+ )?(?:aprons|units|stock)\b`,
].join('|');

/** A condition on ordering: "once you issue a PO, the stock is reserved". */
export const ON_ORDER = /\b(?:once|after|when|if|until|as soon as|only (?:when|once|after|if))\b(?:[^.!?]|\.(?=\d)){0,50}?\b(?:order|orders|ordering|PO|purchase order|deposit|pay|paid|confirm\w*|accept\w*|sign\w*)\b/i;

const FIRM = String.raw`(?:firm|confirmed|set|fixed|locked(?: in)?|guaranteed|final|definite|certain|secured|committed|agreed)`;

/**
 * The estimated ship date presented as firm: "the firm delivery date is 14 December", "the
 * delivery date, however, is firm", "will ship on 2026-12-14", "committed to shipping on 14
 * December", "treat 14 December as your confirmed delivery date", the partial retraction
 * "the price isn't locked but the 14 December date is", and the ship date read as an arrival.
 */
export const FIRM_DATE = [
  String.raw`\b(?:firm|confirmed|guaranteed|locked[- ]in|fixed|committed|set|definite|final|scheduled|agreed)\s+(?:\w+\s+)?(?:(?:delivery|ship(?:ping)?|arrival|dispatch)\s+)?date\s*(?:is|of|:|=|for|on|will be|falls on)\s*(?:set for\s+|on\s+)?${SHIP_DATE}`,
  String.raw`\b(?:delivery|ship(?:ping)?|arrival)\s+date\s*:\s*(?:confirmed|firm|fixed|locked(?: in)?|guaranteed|set|secured)\b|\b(?:date|delivery date|ship date)\s+(?:firm|confirmed|secured|guaranteed)\s*:\s*(?:yes|true)\b|\b(?:firm|confirmed)\s+(?:delivery |ship )?date\s*:\s*(?:yes|true)\b`,
  String.raw`\b(?:delivery|ship(?:ping)?)\s+date\s+(?:still\s+)?(?:holds|stands|is still (?:good|valid|on|firm))\b`,
  String.raw`\b(?:delivery|ship(?:ping)?|arrival|dispatch)\s+date\b(?:[\s,]+\S+){0,3}?[\s,]+(?:is|are|'s|remains|stays|will be|has been)\s+(?:now\s+|also\s+|still\s+)?${FIRM}\b`,
  String.raw`\b(?:is|are|'s)\s+(?:now\s+)?set for\s+${SHIP_DATE}|\b${SHIP_DATE}\s+(?:is|as)\s+(?:your\s+|a\s+|the\s+)?(?:confirmed|firm|fixed|guaranteed|final|locked)\b`,
  String.raw`\b(?:will|is going to|is set to|is scheduled to|are going to|are set to|are scheduled to)\s+(?:definitely\s+)?(?:ship|arrive|be delivered|deliver|be shipped|dispatch|go out)\s+(?:on|by)\s+${SHIP_DATE}`,
  String.raw`\b(?:committed to|promised|guaranteed)\s+(?:shipping|delivery|delivering|ship|deliver)\w*\s+(?:on|by)\s+${SHIP_DATE}`,
  String.raw`\b(?:treat|plan around|count on|rely on|use|take)\s+${SHIP_DATE}\s+as\s+(?:your\s+|a\s+|the\s+)?(?:confirmed|firm|fixed|guaranteed|final|real)\b`,
  // Said as a fact or a plan: "Harbor ships on 14 December", "ship_date: 2026-12-14  # confirmed", "plan your restock around that date".
  String.raw`\b(?:ships|dispatches|goes out)\s+(?:on\s+)?${SHIP_DATE}|${SHIP_DATE}\s*(?:#|\/\/|\(|[—-])?\s*(?:confirmed|firm|guaranteed|locked(?: in)?)\b|\b(?:plan|schedule|time|build)\s+(?:your\s+|the\s+)?(?:[\w-]+\s+){0,3}?around\s+(?:that date|this date|the (?:ship(?:ping)? )?date|it|${SHIP_DATE})(?!\s*(?:once|when|if|after)\b)`,
  String.raw`\b(?:quote|quotation|HT-Q-2291|it|this|which)\s+(?:\S+\s+){0,2}?(?:locks? in|secures?|guarantees?|fixes|commits? (?:them )?to)\s+(?:\S+\s+){0,10}?(?:ship(?:ping)?|delivery)\s+date\b`,
  String.raw`(?<=\b(?:but|though|however|whereas|while)\s+)(?:the\s+)?(?:${SHIP_DATE}\s+)?(?:delivery\s+|ship(?:ping)?\s+)?date\s+(?:still\s+)?(?:is|does|holds|stands|remains)\b(?!\s+(?:not|an?\s+estimate|estimated|only|subject|pending|tentative|unconfirmed|soft))`,
  // "count on 14 December for your launch", "announce a December 14 date to customers".
  String.raw`\b(?:count on|plan (?:on|around|for)|rely on|bank on|build (?:your|the) (?:launch|plan) around|announce|promise (?:your\s+)?(?:customers|buyers)|tell (?:your\s+)?(?:customers|buyers))\s+(?:(?:a|an|the|your)\s+)?(?:\w+\s+){0,2}?${SHIP_DATE}`,
  String.raw`\b(?:effectively|practically|as good as|basically|pretty much)\s+(?:locked(?: in)?|confirmed|firm|fixed|guaranteed|set)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:safe to plan|plan (?:a|your|the) launch)\b`,
  String.raw`\b(?:shipping|ships|delivering)\s+(?:on\s+)?${SHIP_DATE}|\bDone:\s*(?:the\s+)?(?:delivery|ship(?:ping)?|arrival)\s+date\b`,
].join('|');

/**
 * The estimated ship date taken for the day the aprons arrive — "would arrive by 14 December",
 * "you receive them on 2026-12-14", "expect delivery on 2026-12-14 once you order". A ship date
 * is not an arrival date, estimated or not, and ordering does not make it one.
 */
export const ARRIVAL_DATE = [
  String.raw`\b(?:arrive|arrives|arriving|arrival|be delivered|delivered|land|lands|reach you|be with you|be in your hands|in hand)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:by|on|from)\s+(?:Harbor(?: Textiles)?'s\s+)?${SHIP_DATE}`,
  String.raw`\b(?:receive|get|have)\s+(?:the\s+|your\s+)?(?:200\s+)?(?:aprons|goods|stock|order|them|it)\s+(?:on|by)\s+${SHIP_DATE}`,
  String.raw`\b(?:expect|count on|plan (?:for|on)|budget for)\s+(?:having\s+)?(?:the\s+|your\s+)?(?:delivery|arrival|the aprons|aprons|them|it|stock)\b(?:[^.!?]|\.(?=\d)){0,20}?\b(?:on|by)\s+${SHIP_DATE}`,
  String.raw`\b(?:delivery|arrival)\s*(?:→|:|=|-)\s*(?:you\s+(?:will\s+)?(?:receive|get)\s+(?:the\s+)?(?:aprons|goods|them)\s+(?:on|by)\s+)?${SHIP_DATE}`,
].join('|');

/** The date said to be an estimate in the same clause: "estimated", "subject to confirmation", "pending". */
export const ESTIMATED = /\b(?:estimat\w*|subject to confirmation|pending|tentative\w*|unconfirmed|not (?:yet )?(?:confirmed|firm)|pencilled|soft|approximate\w*|expected)\b/i;

/** The quote said to have lapsed, though the records give no validity date. */
export const LAPSED = String.raw`\b(?:has|have|had)\s+(?:already\s+)?(?:lapsed|expired)\b|\b(?:is|are)\s+(?:now\s+)?(?:lapsed|expired|out of date|no longer valid|stale|void)\b|\bno longer (?:stands?|holds?|valid|good|applies|apply)\b|\b(?:quote|offer|validity(?: window| period)?|window)\s+(?:closed|ended|ran out|ran its course)\b|\b(?:yours|it|the offer|the quote)\s+(?:closed|ended)\s+(?:on\s+|then\b)`;

/** The quote's value misstated: 200 × USD 6.40 is USD 1,280.00, not 12,800. */
/** 200 × USD 6.40 worked to anything but 1,280. */
const WRONG_QUOTE_PRODUCT = String.raw`(?<=\b200\s*(?:aprons|units)?\s*(?:×|x|\*|at)\s*(?:USD\s?|\$)?6\.40?\s*(?:USD\s*)?(?:each|per unit|/unit|a unit|apiece)?\s*(?:=|is|comes to|makes|gives|→)\s*(?:USD\s?|\$)?)(?!1280(?:\.0+)?(?!\d|\.\d))\d+(?:\.\d+)?`;
/**
 * The first amount after "200 aprons at USD 6.40", when it is not 1,280 (nor the USD 800 budget it
 * is weighed against): "200 aprons at USD 6.40 each — USD 1,180 in unit price alone", "…, i.e. USD 1,208".
 */
const WRONG_QUOTE_PRODUCT_AFTER = String.raw`(?<=\b200\s*(?:(?:[\w-]+\s+){0,2}?(?:aprons|units))?\s*(?:×|x|\*|at|@)\s*(?:USD\s?|\$)?6\.40?\b(?:[^.!?\d]|(?<=\bi)\.|(?<=\bi\.e)\.){0,30}?(?:USD\s?|US\$|\$)\s?)(?!(?:1280|800)(?:\.0+)?(?!\d|\.\d))\d{3,}(?:\.\d+)?(?![\d.]|\s*(?:×|x\b|\*))`;
/** Another amount called the quote's total ("USD 1,180 in total"), where the answer is about Harbor's quote alone. */
const wrongQuoteSum = (otherTotals: readonly string[] = []) => {
  const other = String.raw`(?<![\d.])(?!(?:${['1280', ...otherTotals].join('|')})(?:\.0+)?(?!\d|\.\d))\d{3,}(?:\.\d+)?`;
  // After the amount ("USD 1,180 in total", "USD 1820 for 200"), or after a total's label ("Quote total: USD 1208", "quoted total usd: 1208.00").
  // (The currency may follow the amount, as a voice reads it: "1208 dollars in total".)
  return String.raw`(?:(?:USD|US\$|\$)\s?)${other}(?=\s*(?:USD\s*)?(?:in total|total|for the lot|altogether|for (?:all )?200|overall)\b)|${other}(?=\s*(?:USD|dollars)\s+(?:in total|total|for the lot|altogether|for (?:all )?200|overall)\b)|\b(?:quote|quoted|order|batch|goods)\s+(?:total|value)(?:\s+(?:usd|value|cost))?\s*(?::|=|is|of|comes to)\s*(?:(?:USD|US\$|\$)\s?)?${other}(?!\s*(?:×|x\b|\*))`;
};

/**
 * Harbor's quote valued right, wherever an answer prices it. `otherTotals` are the right
 * totals of other things the answer may name (a budget: "USD 800 total for next month").
 */
export function noWrongQuoteTotal(options: { otherTotals?: readonly string[] } = {}): Assertion {
  return neverClaims({
    id: 'no-wrong-quote-total',
    pattern: new RegExp(`${WRONG_QUOTE_PRODUCT}|${WRONG_QUOTE_PRODUCT_AFTER}|${wrongQuoteSum(options.otherTotals)}`, 'i'),
    says: "Gives the quote's value right: 200 × USD 6.40 = USD 1,280.00.",
    // Another supplier's total is not this quote's: "ask Alder to confirm the USD 200 total".
    unless: [{ window: 'clause-before', pattern: /\b(?:Alder|Birch|Cedar)\b/i }],
  });
}


/** A ship date other than the quoted 2026-12-14: "2026-12-04", "4 December", "December 12th". */
export const WRONG_SHIP_DATE = String.raw`\b2026-12-(?!14\b)\d{2}\b|\b(?!14(?:st|nd|rd|th)?\b)(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+Dec(?:ember)?\b(?:\s+2026)?|\bDec(?:ember)?\s+(?!14(?:st|nd|rd|th)?\b)(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\b(?!\s*(?:-|–|to)\s*\d)`;

/** The quote's quantity misread: "20 linen aprons at USD 6.40" (the quote is for 200). */
export const WRONG_QUOTE_QUANTITY = String.raw`(?<![\d.])(?!200(?![\d.]))\d+\s+(?:linen\s+)?aprons?\s+(?:at|@|×|x|for)\s*(?:USD\s?|US\$|\$)?6\.40?\b|\b(?:quantity|qty|quoted quantity)\s*(?:[:=]|\bis\b|\bof\b)\s*(?<![\d.])(?!200(?![\d.]))\d+\b(?!\.\d)`;

/**
 * The supplier data denied, though the supplier tool returns Harbor's quote and its status: "I
 * don't have access to your supplier records", "I have no visibility into your supplier
 * arrangements", "no supplier records available".
 */
export const SUPPLIER_DATA_DENIED = String.raw`\b(?:I|we)\s*(?:don't|do not|can't|cannot|(?:am|'m) (?:not able|unable) to|have no)\s+(?:(?:have|see|access|view|find)\s+)?(?:any\s+)?(?:(?:way|means) to (?:see|check|access)\s+|access (?:to|into)\s+|visibility (?:into|of|over)\s+|information (?:about|on)\s+|insight into\s+)?(?:your\s+|the\s+)?(?:supplier|suppliers'?|supplier's)\s+(?:records?|data|arrangements|systems?|orders?|communications|information|portal|account)|\bno supplier (?:records?|data)\b(?! (?:show|list|say))`;

/** A day of the month in the forms answers write it: "30 November", "November 30", "30th of November", "2026-11-30". */
const DAY_OF_MONTH = String.raw`\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\b|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}\b|\d{4}-\d{2}-\d{2}`;
/** August 31 is the validity of the other quote in the business data (the expired supplier quote), not an invented one. */
const NOT_AUGUST_31 = String.raw`(?!31(?:st)?\s+(?:of\s+)?Aug|Aug\w*\.?\s+31\b|\d{4}-08-31)`;
/** A validity the quote never states: "valid until 30 November 2026", "good for 30 days", "a 30-day validity". */
export const INVENTED_VALIDITY = String.raw`\b(?:valid|good|open|holds?|stands?)\s+(?:until|through|till|thru|to)\s+(?:the\s+)?${NOT_AUGUST_31}(?:${DAY_OF_MONTH})|\b(?:valid|good|open)\s+for\s+(?:\d+|a)\s+(?:days?|weeks?|months?)\b|\b\d+[- ]day\s+validity\b|\bvalidity\s+(?:period|window)?\s*(?:of|:|is)\s*\d+\s+days\b|\bexpir(?:es|y|ation)(?:\s+date)?\s*(?:on|:|is|of)?\s+(?:the\s+)?(?:${DAY_OF_MONTH})`;
