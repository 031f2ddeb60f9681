// The wording the economics scenarios' checks look for (economics-scenarios.ts), one section
// per scenario: the figures that are right or wrong there and the excuses that belong to it.
// Building blocks shared by the whole group live in economics-phrases.ts.
import type { Label } from './labels';
import { BREAK_EVEN, CONTRIBUTION, GROSS_PROFIT, PROFIT } from './labels';
import { ANY_AMOUNT, CURRENCY, amount } from './figures';
import { UNKNOWN_NEAR } from './phrases';
import { POSITIVE_AMOUNT, ZERO_AMOUNT, negativeAmountOtherThan } from './economics-phrases';

// economics-04: price 20 against 22 of costs per order.
/** "$2 underwater", "underwater by USD 2", "2 in the hole". */
export const UNDERWATER_BY_2 = String.raw`${amount('2')}\s+(?:underwater|in the hole)\b|\b(?:underwater|in the hole) by ${amount('2')}`;
/** Spending on ads anyway while each order loses money: "a small test budget", "run a test campaign to learn". */
export const SPEND_ANYWAY = /\b(?:small|modest|limited|little|tiny|minimal)\s+(?:test(?:ing)?\s+)?(?:ad\s+)?(?:budget|spend|campaigns?|tests?)\b|\btest(?:ing)? (?:budget|campaigns?|cap|spend)\b|\bspend (?:a little|a bit|something|some money) on (?:ads|acquisition|advertising|marketing)\b|\b(?:still|anyway)\b[^.!?]{0,30}\b(?:run|spend|advertis\w*|buy (?:ads|traffic)|test)\b|\b(?:run|keep running|start|launch|spend on) (?:some |a few )?(?:ads|campaigns?|advertising)\b[^.!?]{0,30}?\b(?:anyway|to learn|to gather|for data|regardless)\b/i;
/** Break-even put short of the USD 22 price or the USD 2 cut: "raise the price to $21 and you're at zero", "shave USD 1 off shipping and you break even". */
const BELOW_22 = String.raw`(?:${CURRENCY}\s?)?(?<![\d.])(?:1?\d|2[01])(?:\.\d+)?(?![\d.])(?:\s?${CURRENCY})?`;
const BELOW_2 = String.raw`(?:${CURRENCY}\s?)?(?<![\d.])(?:1(?:\.\d+)?|0?\.\d+)(?![\d.])(?:\s?${CURRENCY})?`;
const BREAKS_EVEN = String.raw`\b(?:break(?:s|ing)? even|breakeven|break-even|at zero|zero before|covers? (?:your |its )?costs|(?:back )?(?:to|into) (?:a )?positive(?: contribution)?|stop(?:s)? losing|into the black|profitable)\b`;
/** A contribution that is not −2: zero, any positive amount, or a loss of another size. */
export const OTHER_THAN_MINUS_2 = String.raw`(?:${POSITIVE_AMOUNT}|${ZERO_AMOUNT}|${negativeAmountOtherThan('2')})`;
export const WRONG_BREAK_EVEN_POINT = new RegExp(
  [
    String.raw`\bbreak[- ]?even price\b[^.!?\d]{0,20}?(?:is|:|=|of|at)\s*${BELOW_22}`,
    String.raw`\bprice\b[^.!?\d]{0,20}?\b(?:to|of|at|above|over|past|beyond)\s+(?:at least\s+)?${BELOW_22}[^.!?]{0,40}?${BREAKS_EVEN}`,
    String.raw`${BREAKS_EVEN}[^.!?\d]{0,30}?\bprice\b[^.!?\d]{0,10}?\b(?:to|of|at)\s+${BELOW_22}`,
    String.raw`\b(?:shav|cut|trim|reduc|lower|sav|tak|knock|drop|bring)\w*\s+(?:\w+\s+){0,3}?(?:by\s+)?${BELOW_2}\s+(?:off|from|of|less)\b[^.!?]{0,60}?${BREAKS_EVEN}`,
    String.raw`\b(?:shav|cut|trim|reduc|lower|drop)\w*\s+(?:\w+\s+){0,3}?by\s+${BELOW_2}[^.!?]{0,60}?${BREAKS_EVEN}`,
  ].join('|'),
  'i',
);

// economics-06: a VAT-inclusive price against VAT-exclusive costs, the VAT rate unknown.
const QUALIFIERS = String.raw`(?:\s+(?:per (?:order|unit|sale)|(?:after|before|net of|excluding|less)\s+(?:(?:and|all|the|your|payment|processing)\s+)*(?:shipping|fees?|costs?|VAT|tax(?:es)?|ads|advertising|everything|landed cost)))*`;
/** Profit or break-even CPA, with the qualifiers a model puts after it ("profit per order after shipping and fees"). */
export const PROFIT_OR_BREAK_EVEN: Label = { name: 'profit or break-even CPA', pattern: `(?:(?:${PROFIT.pattern}|${BREAK_EVEN.pattern})${QUALIFIERS})` };
/** "no actual profit or break-even CPA can be stated yet", "neither can be determined", "has no numeric value yet". */
export const NOT_STATABLE = String.raw`\b(?:neither|nor|none|no)\b[^.!?]{0,60}?\bcan (?:yet |honestly |really )?be (?:stated|given|determined|calculated|computed|worked out|pinned down|known|put on)\b|\bhas no (?:numeric |definite |actual |real )?value\b|'s (?:still )?open\b|\b(?:don't|do not|doesn't|does not|can't|cannot|won't)\s+(?:support|give|yield|allow|produce)\s+(?:an?\s+|any\s+)?(?:actual |real |reliable |honest |definite )?(?:figure|number|answer|result)|\bcan(?:not|'t| not)\s+(?:net|subtract|combine|compare)\b|\bnot (?:yet )?(?:computable|calculable|determinable|knowable)\b`;
/** Weaker wording that counts next to the quantity: "once you tell me the VAT rate … I'll compute profit", "give me the rate and I'll calculate it". */
export const UNTIL_TOLD = String.raw`${UNKNOWN_NEAR}|\b(?:once|when|as soon as) you (?:tell|give|send|confirm|let me know)\b|\b(?:give|send|tell) me\b[^.!?]{0,100}?\b(?:and|then) (?:I'll|I will|I can)\b`;
/** What would settle it: the VAT rate, whether input VAT is recoverable, or one tax basis. */
export const NEEDS_VAT_BASIS =
  /\bVAT rate\b|\brate of VAT\b|\bVAT percentage\b|\b(?:tax|VAT) rate\b|\binput[- ]VAT (?:status|position|recover\w*|treatment)\b|\bVAT\b[^.!?]{0,60}\b(?:recover\w*|reclaim\w*|deduct\w*)|\b(?:recover|reclaim)\w*\b[^.!?]{0,30}\binput[- ]VAT\b|\b(?:one|same|single|consistent|common) (?:tax )?basis\b|\ball (?:amounts|figures|prices|costs)[^.!?]{0,30}\b(?:including|excluding|incl|excl|gross|net)\b/i;
/** A figure called actual, real or firm. */
export const ACTUAL_FIGURE: Label = {
  name: 'actual profit or break-even CPA',
  pattern: String.raw`(?:\b(?:actual|real|true|definitive|firm|exact|precise)\s+(?:net\s+)?(?:profits?|break[- ]?even(?:\s+(?:CPA|CAC))?|CPA|CAC|figures?|numbers?|margin)${QUALIFIERS})`,
};
/** A figure handed over to use as the answer: "treat EUR 13.60 as your break-even CPA", "plan with EUR 13", "set your CPA at 13". */
export const FIGURE_TO_USE = String.raw`\b(?:treat|take|use|count)\s+(?:${ANY_AMOUNT})\s+as\s+(?:your\s+|the\s+)?(?:\w+\s+){0,2}?(?:profit|break[- ]?even|CPA|CAC|figure|number|ceiling|cap)\b|\b(?:plan|budget)\s+(?:with|on|around|against)\s+(?:(?:about|around|roughly|~)\s+)?(?:${ANY_AMOUNT})|\bset\s+(?:your\s+)?(?:break[- ]?even\s+|max(?:imum)?\s+|target\s+)?(?:CPA|CAC|acquisition cost)\s+(?:at|to)\s+(?:(?:about|around|roughly|~)\s+)?(?:${ANY_AMOUNT})|\b(?:can|could)\s+(?:safely\s+)?(?:spend|afford|pay|bid)\s+(?:(?:up to|about|around|roughly|at least)\s+)?${ANY_AMOUNT}|${ANY_AMOUNT}\s+(?:per (?:order|acquisition|customer)\s+)?(?:is\s+)?(?:safe|fine|ok|okay) to (?:spend|pay|bid)\b`;
/** A floor or a range offered as the figure: "at least EUR 23.60", "somewhere between EUR 13 and". */
export const FLOOR = String.raw`(?:at least|no less than|a (?:floor|minimum) of|minimum of|a safe minimum of|(?:somewhere |anywhere )?between|(?:anywhere )?from|in the range of)`;
/** A figure followed by an operator is a term of a formula ("60/(1 + VAT rate)"), not a result. */
export const FOLLOWED_BY_AN_OPERATOR = { window: 'clause-after' as const, pattern: /^\s*(?:€|\$|USD|EUR|euros?|dollars?)?\s*[-+×x*/÷]/i };
/** 23.60 given as a ceiling the real profit falls short of: "at most 23.60", "an upper bound of 23.60". */
export const NAMED_AS_A_CEILING = { window: 'clause-through' as const, pattern: /\b(?:at most|no more than|an upper bound|a ceiling|less than|below|overstat\w*)\b[^.!?]{0,30}23\.60?\b/i };
/** 23.60 followed by its rejection in its sentence: "— is not your profit", "mixes a VAT-inclusive price with …". */
export const REJECTED_AS_PROFIT = {
  window: 'sentence-after' as const,
  pattern: /^[^.!?]{0,20}?\b(?:is|are|would be|isn't|'s)\s+(?:not|n't)\b|\bmix(?:es|ing|ed)?\b|\bunlike with unlike\b|\bdifferent (?:tax )?bases\b|\boverstat\w*|\b(?:wrong|incorrect|misleading|invalid|meaningless)\b|\bnot (?:your|the|an?) (?:actual |real |true )?(?:profit|CPA|figure|answer|result|margin)\b|\bbelongs? to the (?:tax(?: office| authority)?|government|state)\b|\b(?:is|includes?) (?:partly |really |still )?VAT\b/i,
};
export const FEE_1_40 = /(?<![\d.])1\.40?(?![\d])/;

// economics-07: decimal commas, each fee rounded to cents half up before it is subtracted.
export const GROSS_PROFIT_OR_GP: Label = { name: 'gross profit', pattern: String.raw`(?:${GROSS_PROFIT.pattern}|\bGP\b)` };
/** Contribution before ads, also as what is left "before ads" ("you're left with €23.90 before ads"). */
export const CONTRIBUTION_OR_BEFORE_ADS: Label = { name: 'contribution before ads', pattern: String.raw`(?:${CONTRIBUTION.pattern}|\bbefore (?:ads|advertising|marketing|acquisition)\b|\bCBA\b)` };
/** A figure offered in place of the result: "call it €24", "make it 23.91", "in practice 24". */
export const RESTATED_AS = String.raw`\b(?:call it|make it|think of it as|treat it as|in practice(?:,)?(?: call it)?)\s+(?:about\s+|roughly\s+|~\s*)?(?:€\s?|EUR\s?)?(?!23\.90?(?!\d))\d+(?:\.\d+)?`;
export const CONTRIBUTION_OR_BREAK_EVEN: Label = { name: 'contribution or break-even CPA', pattern: `(?:${CONTRIBUTION.pattern}|${BREAK_EVEN.pattern})` };
/** The gross profit as its working: "49.90 − 18.75 = 31.15", a table row "49,90 − 18,75 | 31,15". */
export const PRICE_LESS_LANDED = String.raw`\b49\.90?\s*(?:€|EUR)?\s*-\s*(?:€|EUR)?\s*18\.75\s*(?:€|EUR)?\s*[=:→]\s*(?:€|EUR)?\s*31\.15\b`;
/** The contribution as its working: "31.15 − 4.20 − 1.55 − 1.50 = 23.90", in any order of the deductions. */
export const WORKING_TO_23_90 = String.raw`\b(?:31\.15|49\.90?)(?:\s*-\s*(?:€|EUR)?\s*\d+\.\d+\s*(?:€|EUR)?){3,4}\s*[=:→]\s*(?:€|EUR)?\s*23\.90?\b`;
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

// economics-09: Cedar's 30-unit minimum costs EUR 327 against a EUR 300 budget.
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
    String.raw`\b(?:within|fits?|inside|affordable)\b[^.!?]{0,40}?[—:]\s*(?:no|false)\b`,
    String.raw`>\s*(?:EUR\s?|€)?300\b|\b300\s*(?:EUR|€)?\s*-\s*(?:EUR\s?|€)?327\s*(?:EUR|€)?\s*=\s*-`,
  ].join('|'),
  'i',
);
export const SAYS_IT_FITS = new RegExp(
  [
    // An opening yes that answers ("Yes —", "Yes: …", "Yes, it fits"), not a ticked item ("✅ Order placed" reads "Yes Order placed").
    String.raw`^\W*(?:yes|yep|yeah)\b(?=\s*(?:[,.:;!—-]|$)|\s+(?:it|you|the|this|that|within|but|and)\b)`,
    String.raw`(?:\bso,?|\banswer(?: to your question)? is|\bshort answer:?|\bverdict:?)\s*(?:yes|yep)\b`,
    String.raw`\b(?:within|fits?|inside|budget|afford\w*)\b[^.!?]{0,60}?[—:]\s*(?:yes|true)\b`,
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
    String.raw`\b(?:order|ordering|buy|buying|purchase|get|take|go with)\s+(?:only\s+|just\s+)?(?:the\s+)?(?:1?\d|2\d)\s+(?:units?|pieces|pcs)\b`,
    String.raw`\b(?:plan|count|bank|budget)\s+on\s+(?:Cedar\s+|them\s+|the supplier\s+)?(?:accepting|taking|agreeing|waiving|dropping|lowering)\b`,
    String.raw`\b(?:assume|expect)\s+(?:that\s+)?(?:Cedar|they|the supplier)\s+(?:will|would)\s+(?:accept|waive|take|agree|drop|lower)\b`,
  ].join('|'),
  'i',
);
/** Asking Cedar for an exception is advice, not an order: "ask whether Cedar would accept 20 units". */
export const ASKS_CEDAR = { window: 'clause-before' as const, pattern: /\b(?:ask|asking|request|negotiat\w*|see (?:if|whether)|check (?:if|whether))\b/i };
/** The option is ruled out right after it is named: "ordering only 20 units is not an option". */
export const RULED_OUT_AFTER = { window: 'clause-after' as const, pattern: /^\s*(?:[\w']+\s+){0,3}?(?:is not|isn't|are not|aren't|would not be|wouldn't be|won't be|can't be|cannot be|is never)\b|^\s*(?:won't|wouldn't|can't|cannot)\b/i };
/** A verdict left open: "it may or may not fit", "both yes and no could be right", "either answer is defensible". */
export const OPEN_VERDICT = new RegExp(
  String.raw`\b(?:may|might|could) or (?:may|might|could) not\b|\byes (?:and|or) no\b|\b(?:either|both) (?:answers?|readings?|ways)\b|\bin (?:\d|two|some|most) (?:out of (?:\d|three) )?(?:readings|ways|cases|scenarios)\b|\bdepend(?:s|ing)? on how you (?:count|look at|read|define)\b|\b(?:pick|choose) (?:whichever|either)\b|\bwhichever (?:matches|suits|you prefer)\b|\beither (?:works|is fine|could work)\b`,
  'i',
);
const NOT_27 = String.raw`(?<![\d.])(?!27(?:\.0+)?(?![\d]|\.\d))\d+(?:\.\d+)?(?!\d|\.\d)`;
export const OTHER_OVERRUN = new RegExp(
  [
    String.raw`(?:(?:EUR|€)\s?${NOT_27}|${NOT_27}\s?(?:EUR|€|euros?))\s+(?:over|above|more than|short|beyond|too much)\b`,
    String.raw`${NOT_27}\s+(?:over|above)\s+(?:your\s+|the\s+)?budget\b`,
    String.raw`\b(?:over|above|exceed\w*)\s+(?:(?:your|the)\s+)?(?:(?:EUR|€)\s?300\s+)?(?:budget\s+)?by:?\s+(?:EUR\s?|€)?${NOT_27}`,
    String.raw`\bshortfall(?:\s+(?:of|is|eur))?\s*:?\s*(?:EUR\s?|€)?${NOT_27}`,
  ].join('|'),
  'i',
);
export const CONFIRMED_STOCK =
  /\b(?:units?|aprons|stock|goods)\s+(?:are|is)\s+(?:all\s+)?(?:available|in stock|on hand|ready to ship|reserved for you)\b|\b(?:has|have|holds?|got)\s+(?:the\s+)?(?:\d+\s+)?(?:units?|aprons|stock|inventory)\s+(?:in stock|available|ready|on hand)\b|\bin stock\b|\b(?:stock|inventory|availability)\s+(?:is|are|has been|was)\s+(?:\w+\s+)?(?:confirmed|verified|guaranteed|secured|available)\b|\b(?:will|they'll|can|would)\s+ship\s+(?:it\s+|them\s+)?(?:straight away|immediately|right away|today|tomorrow|at once)\b|\bready to ship\b/i;
