// The words of the missing-costs answer: a gross margin written as a percentage, an
// acquisition budget per customer, and the USD 35 upper bound misread as a safe threshold.
// Regular-expression sources, so the checks in core-scenarios.ts read as intent.
import { ANY_AMOUNT, amount } from './figures';
import { BREAK_EVEN } from './labels';
import { PICK_ANY, UNDETERMINED, UNKNOWN_NEAR } from './phrases';

/** A percentage in any notation: "50%", "50 %", "50 percent", "50 per cent", "50 pct". */
const PERCENT = String.raw`\s?(?:%|per ?cents?\b|pct\b)`;
const MARGIN = String.raw`\b(?:gross )?margin\b`;

/** 50% as the gross margin: "50%", "fifty percent", "gross_margin_percent: 50", "margin of 0.5", "half". */
export const MARGIN_OF_50 = [
  String.raw`(?<![\d.])50(?:\.0+)?${PERCENT}`,
  String.raw`${MARGIN}[^.!?\n]{0,20}?(?:percent|pct|%)[^.!?\n]{0,5}?[:=]\s*50(?:\.0+)?(?!\d|\.\d)`,
  String.raw`${MARGIN}[^.!?\n]{0,30}?(?:[:=≈]|\bis\b|\bof\b)\s*(?:0\.50?|one half|a half|half)\b(?!\s?%)`,
].join('|');

/** A percentage other than 50 presented as the gross margin: "margin is 100%", "= 0.5%", "a 35% margin". */
export const OTHER_MARGIN = [
  // (No markup between: "a margin, not a markup — markup on cost would be 100%" gives the markup.)
  String.raw`(?<=${MARGIN}(?:(?!\bmark-?ups?\b)(?:[^.!?;\n]|\.(?=\d))){0,60}?(?:\b(?:is|are|of|at|equals?|comes? to|works? out (?:to|at)|would be|will be|becomes)\b|'s\b|[=:≈~→])\s*(?:about\s+|around\s+|roughly\s+|approximately\s+|~\s*)?)(?!50(?:\.0+)?${PERCENT})(?<![\d.])\d+(?:\.\d+)?${PERCENT}`,
  String.raw`(?!50(?:\.0+)?${PERCENT})(?<![\d.])\d+(?:\.\d+)?${PERCENT}(?=\s+(?:gross\s+)?margin\b)`,
].join('|');

/**
 * An acquisition spend: "budget around $25 per acquisition", "spend up to $35 per sale",
 * "so about $23.33 per customer" (a cost per customer is a CPA, whatever it is called).
 */
export const SPEND_PER_CUSTOMER = [
  String.raw`(?<=\b(?:budget|target|aim for|plan (?:on|for)|bid|spend|pay|afford|allow|allocate)\b(?:(?!\b(?:no more than|less than|under|below|never|not)\b)[^.!?;]){0,30}?)${ANY_AMOUNT}(?=\s*(?:per|a|each|/|for (?:each|every|a))\s*(?:new\s+)?(?:sale|click|order)s?\b)`,
  String.raw`${ANY_AMOUNT}(?=\s*(?:per|a|each|/|for (?:each|every|a))\s*(?:new\s+)?(?:customer|acquisition|conversion|acquired customer)s?\b)`,
].join('|');

/**
 * A number to work with anyway, whatever it is called: "plan on around $25", "as a working
 * number use $25", "my best guess: $24", "cap your bids at about $30". A figure given after
 * saying the CPA cannot be determined is still a figure.
 */
export const WORKING_FIGURE = String.raw`(?<=(?:\b(?:plan (?:on|for|around|with)|use|assume|work with|go with|budget(?!\s+(?:check|test|calculation|constraint|limit|line))(?: for)?|aim (?:for|at)|cap\b[^.!?;]{0,20}?\b(?:at|to)|bid|start (?:at|with)|pencil in)|\b(?:best|rough|educated|reasonable|conservative|safe|working) (?:guess|estimate|bet|assumption|number|figure)\b|\bballpark\b|\bplaceholder\b|\brule of thumb\b|\bfor planning\b|\bas a starting point\b)[^.!?;]{0,20}?(?:\b(?:is|of|at|would be|be|say)\b|[:=≈~,])?\s*(?:about\s+|around\s+|roughly\s+|approximately\s+|~\s*)?)${ANY_AMOUNT}(?!\s?%)`;

/** A break-even CPA written right before its figure, with no verb: "break-even CPA $35", "CPA (est.) 26". */
export const LABEL_THEN_FIGURE = String.raw`(?<=${BREAK_EVEN.pattern}\s*(?:\([^)]{0,20}\)\s*)?)${ANY_AMOUNT}`;

/** Plain statements that the CPA is still open, beyond the shared phrases: "not knowable yet", "Can it be answered now: No". */
const STILL_OPEN = String.raw`\bno\s+(?:\S+\s+){0,2}?(?:CPA|CAC|figure|number|answer|value)\s+(?:yet|for now|at this point|until)\b|\bnot (?:yet )?(?:knowable|determinable|calculable|computable|answerable)\b|\b(?:can it be|could it be|is it) (?:answered|calculated|determined|known|worked out|given)(?: now| yet)?\s*:\s*(?:no|false)\b|\b(?:needs?|requires?|waiting on|pending)\s+(?:your\s+|the\s+|those\s+|these\s+|real\s+|actual\s+)?(?:fees|shipping|returns|refunds|payment|inputs?|numbers|figures|costs|data|three)\b`;

/** The break-even CPA said to be undetermined: a plain statement anywhere, weaker wording about the CPA. */
export const BREAK_EVEN_OPEN = String.raw`${UNDETERMINED}|${STILL_OPEN}|(?<=${BREAK_EVEN.pattern}[^]*?)(?:${UNKNOWN_NEAR})|(?:${UNKNOWN_NEAR})(?=[^]*?${BREAK_EVEN.pattern})`;

/** A target CPA set to a figure: "set your target CPA to $35". */
export const TARGET_CPA = String.raw`(?<=\btarget (?:CPA|CAC|cost per acquisition)\b(?:[^.!?]|\.(?=\d)){0,30}?(?:\bto\b|\bat\b|\bof\b|[:=]|\bis\b)\s*(?:about\s+|around\s+|~\s*)?)${ANY_AMOUNT}`;

/** Something 35 or under called profitable or break-even: "as long as you pay less than $35, you're profitable". */
const UNDER_35 = String.raw`(?:under|below|less than|lower than|no more than|up to|at most|within|beneath)\s+${amount('35')}`;
const SAFE = String.raw`(?:profitable|in profit|make (?:a )?(?:money|profit)|making money|break even|in the black|you're (?:fine|safe|good|covered)|safe(?! (?:statement|thing to say|to say|bet)\b)|a win)`;
// ("The only safe statement is that it's below USD 35" states the bound; it calls nothing profitable.)
export const BOUND_AS_THRESHOLD = String.raw`\b${UNDER_35}(?:(?:[^.!?]|\.(?=\d))){0,60}?\b${SAFE}\b|\b${SAFE}\b(?:[^.!?]|\.(?=\d)){0,40}?\b${UNDER_35}`;

/**
 * USD 35 turned from a ceiling into a floor: "at least USD 35", "treat $35 as the floor",
 * "CPA BE ≥ USD 35", "the real break-even CPA will come out higher". The unchecked fees,
 * shipping and returns can only come off it.
 */
export const BOUND_REVERSED = [
  String.raw`\bat least\s+(?:USD\s?|US\$|\$)?35(?:\.00)?\b(?!\s*%)`,
  String.raw`(?:USD\s?|US\$|\$)?\b35(?:\.00)?\s+(?:as|is)\s+(?:the|a|your)\s+(?:floor|minimum|lower bound|starting point|baseline)\b`,
  String.raw`(?:≥|>=)\s*(?:USD\s?|US\$|\$)?35(?:\.00)?\b`,
  String.raw`\blower bound\b\s*(?::|is|of)?\s*(?:at least\s+)?(?:USD\s?|US\$|\$)?35\b`,
  String.raw`\b(?:break-even CPA|CPA|figure|number)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:come out|end up|turn out|be|rise|go)\s+(?:even\s+)?(?:higher|up|above (?:USD\s?|\$)?35|at or above)\b`,
].join('|');

/** A figure rejected as a loss right after it: "spending USD 35 per order would already lose money". */
export const LOSES_MONEY = { window: 'sentence-after' as const, pattern: /^(?:[^.!?]|\.(?=\d)){0,40}?\b(?:los(?:e|es|ing) money|(?:is|would be) too (?:much|high)|(?:is|would be) a loss|would (?:already )?lose)\b/i };


/** Candidate CPAs offered to choose from: "pick whichever matches your business", "any of these could be your CPA". */
export const CANDIDATE_FIGURES = String.raw`${PICK_ANY}|\bwhichever (?:applies|is closest)\b|\b(?:any|each|either|all) of (?:these|those|them|the above)\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:serve|work|count|apply|applies|valid|fine|right|correct|could be|might be|may be)\b|\bdepending on (?:which|what) (?:scenario|case|assumptions?)\b`;

/**
 * A figure adopted after it is given, the hedge-then-claim of an unknown quantity: "… around USD
 * 27 — use that for planning", "about EUR 13-14, so run your ads to that".
 */
export const ADOPTED_FIGURE = String.raw`${ANY_AMOUNT}(?:\s?-\s?\d+(?:\.\d+)?)?(?:\s?${'(?:USD|EUR|dollars?|euros?)'})?(?:[^.!?]|\.(?=\d)){0,40}?(?:[—:-]\s*|,\s*|\bso\s+|\band\s+)(?:just\s+)?(?:use (?:that|this|it)|go with (?:that|this|it)|plan (?:on|around|with) (?:that|this|it)|run (?:your )?(?:ads|campaigns?) (?:to|at|on|against) (?:that|this|it)|treat (?:that|this|it) as (?:your|the) (?:CPA|ceiling|cap|limit|break-?even))\b`;

/**
 * Returns waved out of the break-even CPA: "returns don't come into break-even CPA", "returns
 * are tracked separately and don't change it", "you can skip the refund rate". A reserve for
 * refunds comes off every order's contribution like the fee and the shipping.
 */
export const RETURNS_DISMISSED = [
  String.raw`\b(?:returns?|refunds?|refund (?:reserve|rate)|return rate)\b[^.!?;]{0,60}?\b(?:do(?:es)?n['’]t|do(?:es)? not|won['’]t|will not|never|wouldn['’]t|would not)\s+(?:really\s+|actually\s+)?(?:come into|affect|change|matter|enter|factor|count|apply|feed|belong|move|touch)\b`,
  String.raw`\b(?:returns?|refunds?)\b[^.!?;]{0,30}?\b(?:are|is|get|gets)\s+(?:handled|tracked|dealt with|treated|accounted for)\s+separately\b`,
  String.raw`\b(?:skip|ignore|leave out|drop)\s+(?:the\s+)?(?:returns?|refunds?|refund (?:reserve|rate)|return rate)\b`,
].join('|');
