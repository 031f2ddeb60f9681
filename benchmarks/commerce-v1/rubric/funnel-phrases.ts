// The words of a store-funnel diagnosis, shared by the core scenarios that read the store's
// funnel (conversion-diagnosis, memory-budget): the payment step failing, a fix put first,
// and the other fixes and causes a wrong answer reaches for instead. Regular-expression
// sources, one list per idea, so a synonym added here reaches every check built from it.
import type { Assertion } from '../../../lib/eval/scenario';
import { neverClaims } from './checks';
import { numberOtherThan } from './figures';

const alternatives = (words: readonly string[]) => `(?:${words.join('|')})`;

/** What takes the money: the payment step, the provider, its account, a charge. */
export const PAYMENT = alternatives([
  String.raw`\bpayments?\b`, String.raw`\bcharges?\b`, String.raw`\btransactions?\b`, String.raw`\bcheckout\b`, String.raw`\bprocessor\b`,
  String.raw`\bgateway\b`, String.raw`\bmerchant account\b`, String.raw`\bprovider(?: account)?\b`, String.raw`\bStripe\b`, String.raw`\bPayPal\b`,
]);

/** The payment step not working: failed, declined, refused, never captured, account inactive. */
export const FAILING = alternatives([
  String.raw`\bfail(?:s|ed|ing|ures?)?\b`, String.raw`\bdeclin(?:e|es|ed|ing)\b`, String.raw`\brefused\b`, String.raw`\breject(?:s|ed|ing)?\b`,
  String.raw`\bbounc(?:e|es|ed|ing)\b`, String.raw`\berrors?\b`, String.raw`\bbroken\b`, String.raw`\b(?:falls?|fell|falling) over\b`, String.raw`\bbreaks? down\b`, String.raw`\bblocked\b`, String.raw`\bdead\b`,
  String.raw`\b(?:not|never|isn't|wasn't|hasn't been|has not been|was never|is not)\s+(?:yet\s+|been\s+|fully\s+)?(?:activated|active|enabled|live|set up|connected|working|captured|going through|approved|verified)\b`,
  String.raw`\binactive\b`, String.raw`\bunactivated\b`, String.raw`\b(?:can't|cannot|can not|couldn't)\s+(?:be\s+)?(?:captured|processed|completed|taken|go through)\b`,
  String.raw`\bnot (?:being )?(?:captured|processed)\b`, String.raw`\b(?:not (?:yet )?|never )switched on\b`, String.raw`\bturned away\b`,
]);

/** "Not one payment went through", "0 of 146 succeeded", "the store cannot take money". */
const NOTHING_THROUGH = String.raw`\b(?:none|not one|not a single|0|zero|nothing|no)\b(?:\s+[^\s.!?]+){0,4}?\s+(?:went|go|goes|gone|got|gets|getting|going|came|come|has gone|have gone|made it|succeeded|succeed|were captured|was captured) through\b|\b(?:0|zero|none|not one)\s+(?:of\s+(?:the\s+|those\s+|them\s+|these\s+)?(?:\d+\s+)?(?:payments?|charges?|attempts?)?\s*)?(?:succeeded|went through|were successful|worked|cleared)\b|\b(?:can't|cannot|can not|couldn't|could not|unable to)\s+(?:take|accept|collect|receive)\s+(?:any\s+)?(?:money|payments?|cards?)\b|\bpayment success rate\b(?:[^.!?]|\.(?=\d)){0,20}?\b0\s?%`;

/** Up to `span` characters inside one sentence, a decimal point allowed. */
const WITHIN = (span: number) => String.raw`(?:[^.!?]|\.(?=\d)){0,${span}}?`;

/** Says that payments fail: a payment word and a failing word in one sentence, or nothing getting through. */
export const PAYMENTS_FAIL = String.raw`${PAYMENT}${WITHIN(60)}${FAILING}|${FAILING}${WITHIN(60)}${PAYMENT}|${NOTHING_THROUGH}`;

/** The fix that comes first: the payment provider, its account, its activation, the payments themselves. */
export const PAYMENT_FIX = alternatives([
  String.raw`\bpayments?\b`, String.raw`\bprovider\b`, String.raw`\bprocessor\b`, String.raw`\bgateway\b`, String.raw`\bStripe\b`,
  String.raw`\bPayPal\b`, String.raw`\bactivat\w*`, String.raw`\baccount\b`, String.raw`\bcharges?\b`, String.raw`\bmerchant\b`,
]);

/** Words that put something first: "first", "priority", "before anything else", "step one". */
export const FIRST = alternatives([
  String.raw`\bfirst\b`, String.raw`\bpriority\b`, String.raw`\bprioriti[sz]e\b`, String.raw`\bbefore (?:anything|everything)(?: else)?\b`,
  String.raw`\bstep (?:one|1)\b`, String.raw`#1\b`, String.raw`\bnumber one\b`, String.raw`\bstart (?:by|with)\b`, String.raw`\bright away\b`,
  String.raw`\bimmediately\b`, String.raw`\burgent(?:ly)?\b`, String.raw`\b(?:only|single|one) (?:thing|fix|blocker|job)\b`,
  String.raw`\bmost important\b`, String.raw`\btop of (?:the|your) list\b`, String.raw`\bjob (?:one|1|#1|number one)\b`, String.raw`\bbefore (?:you )?(?:change|touch|do|spend|fix|chang|touch)\w* (?:anything|on anything)\b`,
  String.raw`\bin (?:this |that |priority )?order(?:\s*:|(?=[^\w\n.]*\n))`,
]);

/** What stops a "first" from reaching a later fix: "first X, then payments". */
// ", then," between commas is a discourse marker ("The thing to fix first, then, is the account"), not a sequence.
export const SEQUENCE_BREAK = String.raw`(?:(?<!,\s)\bthen\b|\bthen\b(?!,)|\b(?:after(?:wards)?|next|later|once|followed by|second(?:ly)?|before you)\b)`;

/**
 * Fixes a wrong answer leads with instead of the payment provider: traffic and ads, the
 * product page, price, reviews and trust, shipping, a checkout redesign, fraud rules,
 * fulfilment. Each names what would be changed.
 */
export const OTHER_FIX = alternatives([
  String.raw`traffic`, String.raw`ads?`, String.raw`advertising`, String.raw`targeting`, String.raw`retargeting`, String.raw`campaigns?`,
  String.raw`audiences?`, String.raw`SEO`, String.raw`social (?:proof|media)`, String.raw`influencers?`, String.raw`(?:product )?photos?`,
  String.raw`images?`, String.raw`pictures`, String.raw`visuals`, String.raw`(?:product|landing) page`, String.raw`descriptions?`,
  String.raw`copy(?:writing)?`, String.raw`headlines?`, String.raw`reviews?(?!\s+(?:your|the|its?|their|them|that|this|these|those|all|each|how|whether|what)\b)`, String.raw`testimonials?`, String.raw`trust (?:badges|signals|seals)`,
  String.raw`prices?`, String.raw`pricing`, String.raw`discounts?`, String.raw`offers?`, String.raw`coupons?`, String.raw`(?:free )?shipping`,
  String.raw`checkout (?:form|page|flow|design|layout|steps?)`, String.raw`guest checkout`, String.raw`single page`, String.raw`redesign\w*`,
  String.raw`fraud`, String.raw`3-?D Secure`, String.raw`3DS`, String.raw`risk (?:threshold|rules|settings|level)`, String.raw`fulfil?ment`,
  String.raw`integrations?`, String.raw`sync\w*`, String.raw`email (?:capture|list|marketing|flows?)`, String.raw`pop-?ups?`, String.raw`upsells?`,
]);

/** An audience word: who visits or is reached. */
const AUDIENCE = String.raw`(?:traffic|visitors|visits|audience|shoppers|leads|clicks|people|browsers|users)`;
const POOR_AUDIENCE = String.raw`\b(?:low|poor|bad|weak|wrong|unqualified|untargeted|irrelevant|cold|low[- ]intent|poorly[- ]targeted|low[- ]quality|poor[- ]quality|junk|unready)\s+${AUDIENCE}\b`;

/**
 * Causes a wrong answer gives for the missing sales, where the data shows 146 shoppers
 * reached payment and every charge failed on an inactive account: poor traffic, price,
 * weak photos or no trust, shipping shock, a confusing checkout, cards declined by fraud
 * rules, a fulfilment sync. A denial before the cause ("not a traffic problem") is excused
 * by the check; "visitors aren't buyers" carries its negation inside and still counts.
 */
export const WRONG_CAUSE = alternatives([
  // "attracting low-quality traffic", "bad traffic … is the culprit" — not a bare row label such as "Poor traffic quality".
  String.raw`\b(?:attract\w*|get|getting|gets|driv\w*|reach\w*|bring\w*|buy\w*|paying for|probably|likely|because of|due to|caused by|comes? from|blame|means?|suggests?|points? to|is|are|it's|have|has|with|from)\s+(?:\w+\s+)?${POOR_AUDIENCE}|${POOR_AUDIENCE}(?:[^.!?]|\.(?=\d)){0,40}?\b(?:is|are|seems?|looks?)\s+(?:\w+\s+)?(?:the\s+)?(?:problem|issue|cause|culprit|to blame|reason)\b`,
  String.raw`\b(?:need|get|buy|drive)\s+more\s+(?:traffic|visitors|visits|ads)\b|\btoo (?:few|little) (?:traffic|visits|visitors|sessions)\b|\bnot enough (?:traffic|visits|visitors|sessions)\b`,
  String.raw`\b${AUDIENCE}\s+(?:is|are|may be|might be|could be|seems?(?: to be)?|is probably|are probably|is likely|are likely|looks?)\s+(?:the\s+)?(?:main\s+|real\s+|root\s+|likely\s+|biggest\s+)?(?:problem|issue|cause|culprit|to blame|unqualified|poorly targeted|untargeted|low[- ]quality|the wrong|cold|low[- ]intent|window[- ]shoppers|browsers)\b`,
  String.raw`\b${AUDIENCE}\s+(?:isn't|aren't|is not|are not)\s+(?:really\s+)?(?:qualified|buyers|ready to buy|serious|interested|converting|the right)\b`,
  String.raw`\b(?:a|your)\s+(?:traffic|targeting|pricing|price|trust|photo|image|product[- ]page|reviews?)\s+(?:problem|issue)\b`,
  String.raw`\bprice (?:resistance|sensitivity)\b|\b(?:price|pricing)\s+(?:is|seems|looks|may be|might be|could be)\s+(?:too high|the (?:problem|issue|barrier))\b|\btoo expensive\b|\b(?:is|are|feels?|seems?|looks?) (?:too |rather |quite |a bit )?(?:expensive|pricey|overpriced)\b|\bbalk\w* at the (?:price|total|cost)\b|\bsticker shock\b`,
  String.raw`\blacks? (?:trust|social proof|reviews|credibility)\b|\b(?:shoppers|visitors|people|customers) (?:don't|do not) trust\b|\b(?:photos?|images?) (?:are|is|look|looks) (?:weak|poor|bad|not good enough|the problem)\b`,
  String.raw`\bthe (?:real |main |bigger |biggest )?(?:problem|issue|reason|cause|culprit) is (?:that )?(?:your )?(?:product |page )?(?:has |have )?(?:no|zero|a lack of|too few) (?:reviews|photos|images|trust)\b`,
  String.raw`\b(?:abandon|drop (?:off|out)|leave|bail)\w*\b(?:[^.!?]|\.(?=\d)){0,40}?\bshipping (?:cost|price|fee)s?\b|\bshipping(?:[- ]cost)? (?:shock|surprise)\b|\bshipping costs? (?:is|are) (?:scaring|putting|too high)\b`,
  String.raw`\bcheckout\b(?:\s+(?:page|form|flow))?\s+(?:itself\s+)?(?:is|looks|seems)\s+(?:confusing|untrustworthy|too long|complicated|losing)\b|\b(?:confusing|untrustworthy|complicated) checkout\b|\bis losing (?:people|shoppers|customers)\b`,
  String.raw`\b(?:3-?D Secure|3DS|fraud[- ](?:screening|rules?|filters?|settings?|checks?))\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:too (?:aggressive(?:ly)?|strict(?:ly)?|tight(?:ly)?|sensitive)|declin\w+|block\w*|reject\w*)\b|\b(?:relax|loosen|lower|turn down)\s+(?:the\s+|your\s+)?(?:fraud|3-?D Secure|3DS|risk)\b`,
  String.raw`\bcards? (?:are|is) (?:being )?declined\b|\bdeclined by (?:your |the )?(?:fraud|bank|issuer)|\bfraud (?:screening|rules|filters?) (?:is|are) (?:blocking|declining|rejecting)\b|\binsufficient funds\b`,
  String.raw`\bfulfil?ment (?:or order-sync )?(?:issue|problem|bug)\b|\border[- ]sync\b|\bnot syncing\b|\borders? (?:aren't|are not|isn't|not) (?:showing|syncing|appearing)\b`,
]);

/** A fix of the payment step put first, in a sentence or (with a pronoun) in the sentence after it. */
export const PAYMENT_FIRST = [
  // "First priority: get the payment account activated", "What do I fix first? Activate that account."
  // A "first" that closes another fix ("lower the price first; …") leads nothing.
  String.raw`(?<!\b${OTHER_FIX}\b[^.!?;:]{0,30})${FIRST}(?!-)(?:(?!${SEQUENCE_BREAK}|\b${OTHER_FIX}\b)(?:[^.!;]|\.(?=\d))){0,80}?${PAYMENT_FIX}`,
  // "Fix payments first", "Activate it and test a purchase before you change anything else" ("(then run a test purchase)" is part of the fix).
  String.raw`${PAYMENT_FIX}(?:(?!(?<!\()\b(?:then|after(?:wards)?|next|later|once)\b|\b${OTHER_FIX}\b)(?:[^.!?]|\.(?=\d))){0,60}?(?:\bfirst\b|\bright away\b|\bimmediately\b|\bbefore (?:anything|everything)(?: else)?\b|\bbefore (?:you )?(?:change|touch|do|spend|fix|work on|look at)\w*\b|\b(?:top |first |number one |#1 )?priority\b|\bjob (?:one|1|#1|number one)\b)`,
  // "The first thing to fix isn't your ads — it's the payment provider."
  String.raw`${FIRST}(?:[^.!?]|\.(?=\d))*?(?:\bnot\b|n't\b)(?:[^.!?]|\.(?=\d))*?\b(?:it's|it is|but)\b(?:[^.!?]|\.(?=\d)){0,30}?${PAYMENT_FIX}`,
  // "… is not activated. Fix that first." / "That's the first and only thing to fix."
  // "Activate the account, run a test purchase, and only then look at anything else" / "… and hold off on everything else".
  String.raw`${PAYMENT_FIX}(?:[^.!?]|\.(?=\d)){0,120}?\b(?:and\s+)?(?:only then|hold off on (?:everything|anything) else|leave (?:everything|anything) else (?:alone|until)|nothing else (?:matters|until|comes first)|everything else (?:waits|can wait|comes (?:later|after|second|next)))\b`,
  // "Fix first. Finish activating the payment provider account": a short heading, the fix in the next sentence.
  String.raw`(?:^|(?<=[.!?:]\s+))[^.!?\n]{0,30}?${FIRST}[^.!?\n]{0,12}?[.:?]\s+(?:(?!\b${OTHER_FIX}\b)(?:[^.!?]|\.(?=\d))){0,60}?${PAYMENT_FIX}`,
  // "So what do you fix first: Not traffic, ads, pricing or photos. Activate your payment provider account": the other fixes denied, the payment fix next.
  String.raw`${FIRST}[^.!?\n]{0,12}?[:?]\s+(?:not|no|none of)\b[^.!?\n]{0,60}[.!]\s+(?:(?!\b${OTHER_FIX}\b)(?:[^.!?]|\.(?=\d))){0,40}?${PAYMENT_FIX}`,
  // "Finish activating your payment provider and run a test purchase; after that, work on reviews": the other fix comes later.
  String.raw`${PAYMENT_FIX}(?:(?!\b${OTHER_FIX}\b)(?:[^.!?]|\.(?=\d))){0,120}?\b(?:after that|afterwards|then|only then|next|later|once (?:that's|that is|it's|it is|payments? (?:work|are working)))\b(?:[^.!?]|\.(?=\d)){0,60}?\b${OTHER_FIX}\b`,
  String.raw`${PAYMENT_FIX}[^]*?[.!?:]\s+(?:[^.!?]|\.(?=\d)){0,30}?\b(?:it|that|this)\b(?:[^.!?]|\.(?=\d)){0,30}?(?:\bfirst\b|\bright away\b|\bimmediately\b|\bpriority\b|#1\b|\bnumber one\b|\bstep (?:one|1)\b|\bbefore (?:anything|everything)(?: else)?\b)`,
].join('|');

/** What leads a fix: "first, …", "fix first: …", "start with …", "top priority is …". */
/**
 * Not a step of the diagnosis: "Step 1 — Is traffic the problem: …", "Step 1 — Traffic." (a
 * topic heading, not a verb telling the founder what to do).
 */
const ANALYSIS_STEP = String.raw`(?!\s*(?:(?:is|are|does|do|did|where|what|how|why|which|can)\b|(?!(?:add|fix|lower|raise|cut|increase|improve|boost|run|get|change|redesign|drop|offer|launch|start|turn|switch|activate|reduce|make|spend|buy|post|pause|set)\b)[\w-]+(?:\s+[\w-]+)?\s*[.:](?:\s|$)))`;
const LEAD = alternatives([
  String.raw`\bfirst(?:\s+(?:step|priority|thing|fix|move|job|task|order of business))?(?:\s+(?:I'd|I would|you should|you'd|we should|to)(?:\s+(?:fix|do|tackle|address|change|look at|work on|focus on)))?\s*(?:\bis\b|\bwould be\b|\bshould be\b|[:,—–])`,
  String.raw`\b(?:fix|do|tackle|address|change|work on)(?:\s+(?:this|that|these))?\s+first\s*[:,—–]`,
  String.raw`\bstart(?:ing)?\s+(?:by|with)\b`, String.raw`\b(?:top|number one|#1|main|biggest|highest|first|immediate) priority\s*(?:\bis\b|\bwould be\b|\bshould be\b|[:,—–])`,
  String.raw`\bbefore (?:anything|everything) else\s*,?`, String.raw`\bstep (?:one|1)\s*(?:\bis\b|[:,—–])${ANALYSIS_STEP}`, String.raw`\bpriority\s*(?:#?1|one)?\s*[:—–]`,
]);
/** A verb of changing something, before "… first": "lower your price first". */
const CHANGE = String.raw`\b(?:lower|reduc\w*|cut|chang\w*|adjust\w*|drop|improv\w*|redo|reshoot|updat\w*|add|rewrit\w*|optimi[sz]\w*|increas\w*|run|boost|buy|spend|launch|test|fix|tighten|refine|get|collect|offer|shorten|redesign|work on|focus on|tackle)`;

/**
 * Another fix put first: "First, improve your photos", "Fix first: offer free shipping", "Fix your
 * ad targeting first", or listed beside the payment fix as if it were as urgent.
 */
export const OTHER_FIX_FIRST = [
  // The fix a lead names lies in its own clause: "before anything else — ads … won't matter" names none.
  // "… is the first fix, ahead of anything to do with traffic" puts the traffic after it.
  String.raw`${LEAD}\s*(?:(?!${SEQUENCE_BREAK}|${PAYMENT_FIX}|[—–]|\b(?:ahead of|rather than|instead of|in place of|over|not)\b)[^\s.!?;]+\s+){0,6}?\b${OTHER_FIX}\b`,
  String.raw`${CHANGE}\s+(?:[^\s.!?;]+\s+){0,4}?${OTHER_FIX}\b(?:\s+[^\s.!?;,]+){0,4}?\s+first\b(?!\s+(?:\w+\s+)?(?:customers?|buyers?|orders?|sales?|batch|reviews?|shoppers|few|weeks?|months?|time|people|units))`,
  // "First fix payments, photos and price", "fix payments and ads first": other fixes listed beside it.
  String.raw`(?:${FIRST}|${CHANGE})\s+(?:[^\s.!?;]+\s+){0,3}?${PAYMENT_FIX}\w*(?:\s+[^\s.!?;,]+){0,3}?\s*(?:,(?!\s*[\w ]{1,30}:)|\band\b|&|\+|\bplus\b|\bas well as\b|\balong with\b)\s*(?:(?:the|your|fix|improve|lower|add|update|better|run|more)\s+){0,2}${OTHER_FIX}\b`,
  // "Any of these could be the first fix.", "Any of three fixes is a reasonable place to start."
  String.raw`\b(?:any|each|either|all|both) of (?:these|those|them|the above|(?:the\s+)?(?:two|three|four|[2-9]|these)\s+(?:fixes|options|steps|changes))\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:first|could work|would work|works?|fine|valid|(?:place|point) to start|starting points?)\b`,
].join('|');

/**
 * A denial a few words before a cause or fix: "not a traffic problem", "you don't have a
 * traffic problem" — and one that reaches each item of a list joined by "or"/"nor": "you don't
 * have a traffic problem or a product-page problem", "neither the photos nor the price".
 */
export const DENIED_BEFORE = {
  window: 'sentence-before' as const,
  pattern: /(?:\b(?:not|no|never|nor|neither|without|rather than|instead of)|n't)\s+(?:(?:\S+\s+){0,3}|(?:[^\s.!?;:—]+\s+){0,10}?(?:or|nor)\s+(?:\S+\s+){0,3})$/i,
};
/** A label answered no: "traffic is the problem: no" (JSON false), a table row ending ": No" (❌) — but not a later key of a one-line JSON object. */
export const ANSWERED_NO = { window: 'sentence-after' as const, pattern: /^(?![^]*,\s*[\w ]{1,30}:)[^]*?:\s*(?:no|false|not the (?:problem|cause|blocker))\s*\.?\s*$/i };
/** A key answered no in structured text: "inventory secured: no", "stock reserved: false". */
export const KEYED_NO = { window: 'next-clause' as const, pattern: /^\s*(?::\s*(?:no|false|none|not yet)|[,=|]?\s*false)\b/i };
/** A sentence that opens with payments working first: "Once payments work, start with reviews." */
export const AFTER_PAYMENTS_WORK = { window: 'sentence-before' as const, pattern: /^\W*(?:(?:and|but|so|then)\s+)?(?:once|after|when|as soon as|only when|only once)\b/i };


/**
 * The shoppers' failed payments, named as the ones that already happened: "those 146 charges",
 * "the failed payments", "declined charges" (but not "the payments", "your payments", which
 * may be the ones still to come).
 */
const FAILED_WORD = String.raw`(?:pending|failed|earlier|previous|past|lost|missed|declined|blocked|stuck|held|queued|attempted|refused|abandoned|existing)`;
const PAYMENT_NOUN = String.raw`(?:charges?|payments?|payment attempts|orders?|attempts|sales|transactions|checkouts|revenue)`;
const PAST_PAYMENTS = String.raw`(?:(?:those|these)\s+(?:146\s+)?(?:${FAILED_WORD}\s+)?|(?:the|all|your|all of (?:those|the|your))\s+(?:146\s+(?:${FAILED_WORD}\s+)?|${FAILED_WORD}\s+)|146\s+(?:${FAILED_WORD}\s+)?|${FAILED_WORD}\s+)${PAYMENT_NOUN}\b`;
/** A failed charge taken after all: captured, processed, retried, put through. */
const TAKE = String.raw`(?:(?:be\s+)?(?:captur|process|charg|collect|complet|retr[yi]|re-?run|honou?r|settl|reinstat|restor)\w*|(?:go(?:es)?|come|push(?:ed)?|put|be put) through)`;
/** Manual recovery is sound advice: "you can win some back by emailing them". */
const BY_HAND = String.raw`(?!(?:[^.!?]|\.(?=\d))*\b(?:by|if you|if they|when you)\s+(?:e-?mail|contact|reach|messag|send|ask|writ|call|follow)\w*)`;

/**
 * The failed charges said to go through after all: "once activated, the provider will capture
 * those 146 pending charges", "the failed payments will be processed automatically", "providers
 * retry declined charges", "you'll recover those orders", "you'll get that revenue back". A
 * charge the provider refused is gone; the shoppers have to pay again. Future charges going
 * through is the fix itself, so only the past ones count.
 */
export const RECOVERED_CHARGES = [
  String.raw`\b${PAST_PAYMENTS}(?:\s+\S+){0,8}?\s+(?:will|would|should|can|could|are going to|get|gets|then)\s+(?:\w+\s+){0,2}?${TAKE}\b`,
  String.raw`\b(?:will|would|should|can|could|'ll|are going to|is going to|automatically|then|provider|providers|processor|gateway|Stripe|PayPal|system)\s+(?:\w+\s+){0,2}?${TAKE}\s+(?:\w+\s+){0,2}?${PAST_PAYMENTS}`,
  String.raw`\b(?:will|'ll|would|automatically)\s+(?:\w+\s+){0,2}?(?:recover|regain|win back|get back|claw back)\s+(?:\w+\s+){0,3}?${PAST_PAYMENTS}${BY_HAND}|\b(?:will|'ll|would)\s+get\s+(?:\w+\s+){0,4}?${PAYMENT_NOUN}\s+back\b${BY_HAND}`,
  String.raw`\b(?:retroactively|automatically)\s+(?:\w+\s+){0,2}?(?:${TAKE}|recover\w*)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:those|146|${FAILED_WORD})\b`,
  // The same charges picked up again further on: "the 146 payments are held …, so once activation goes through they'll be captured".
  String.raw`\b${PAST_PAYMENTS}(?:[^.!?]|\.(?=\d)){0,100}?\b(?:they|these|those|which)(?:'ll|\s+will|\s+would|\s+get|\s+are going to)\s+(?:\w+\s+){0,2}?${TAKE}\b`,
].join('|');

/**
 * The 146 shoppers treated as charged: "refund the 146 shoppers who were charged", "issue
 * refunds for the failed payments". The provider captured nothing, so no one paid and nothing
 * is owed back.
 */
export const CHARGED_SHOPPERS = [
  String.raw`\brefund(?:ing|s)?\s+(?:(?:the|those|these|all|all of the|each of the|every one of the)\s+)?(?:146\s+)?(?:shoppers|customers|buyers|people|payments|charges|orders|attempts)\b`,
  String.raw`\b(?:issue|send|process|give)\s+(?:\w+\s+){0,2}?refunds?\s+(?:to|for)\s+(?:(?:the|those|these|all)\s+)?(?:146\s+)?(?:${FAILED_WORD}\s+)?(?:shoppers|customers|buyers|payments|charges|orders)\b`,
  String.raw`\b(?:146\s+)?(?:shoppers|customers|buyers|people)\s+(?:who|that)\s+(?:were|got|have been)\s+(?:already\s+)?charged\b`,
].join('|');

/**
 * A count of failed payments other than the 146 the funnel records: "180 payment attempts
 * failed" (180 is add-to-carts), "150 payments were declined", "payment failures: 148".
 */
const NOT_146 = String.raw`${numberOtherThan('146')}(?!\s*%)`;
export const WRONG_FAILURE_COUNT = [
  String.raw`${NOT_146}\s+(?:\w+\s+){0,2}?(?:payment attempts?|payments?|attempts?|charges?|transactions?)\s+(?:all\s+|have\s+|had\s+)?(?:failed|were (?:declined|refused|rejected)|bounced|did not go through|didn't go through)\b`,
  String.raw`\b(?:failed (?:payments?|charges?|payment attempts?)|payment failures?|payments? failed|payment_failed|declined payments?)\s*(?:[:=]|\bwere\b|\bwas\b|\btotall?ed\b|\bcame to\b)\s*${NOT_146}`,
  String.raw`\b(?:all|every one of (?:the|those|your))\s+${NOT_146}\s+(?:\w+\s+){0,2}?(?:payment attempts?|payments?|attempts?|charges?)\b`,
  // "148 payment failures", "Payment: No 150 failed / 0 captured".
  String.raw`${NOT_146}\s+(?:failed\s+)?(?:payment\s+)?(?:failures|declines|failed payments?|failed charges?)\b|(?<=\bpayments?\s*:\s*(?:No\s+)?)${NOT_146}\s+failed\b`,
  // No order has completed: "orders completed: 4", "4 orders went through".
  String.raw`\b(?:orders? completed|completed orders?|successful (?:orders?|payments?))\s*(?:[:=]|\bwere\b|\bwas\b)\s*(?!0(?!\d|\.\d))\d+\b`,
].join('|');

/** The count checked in every scenario that reads the funnel. */
export function noWrongFailureCount(): Assertion {
  return neverClaims({
    id: 'no-wrong-failure-count',
    pattern: new RegExp(WRONG_FAILURE_COUNT, 'i'),
    says: 'Counts the failed payments right: 146 submitted, 146 failed, 0 orders completed (180 is add-to-carts, 150 checkouts started, 148 the shipping step).',
    // A count is stated or rejected, not denied: "No 150 failed" is a ❌ cell before a wrong count.
    excuses: ['hypothetical', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
  });
}

/**
 * More paid traffic while every payment fails: "increase your ad budget now so there's a bigger
 * pool ready", "scale up ad spend in parallel", "raise ad budget ~50%". Traffic that cannot pay
 * is money spent for nothing; after payments work it is another question.
 */
export const MORE_ADS = String.raw`\b(?:raise|increase|scale|ramp|grow|double|up|boost|turn up|push|pour more into|put more into)\s+(?:up\s+)?(?:your\s+|the\s+|paid\s+)?(?:ad|ads|advertising|paid traffic|paid (?:social|search))(?:\s+(?:budget|spend|spending|traffic|campaigns?))?\b|\bmore\s+(?:ad spend|paid traffic|ads)\s+now\b|\b(?:turn|crank|dial|ramp|bump|push)\s+(?:your\s+|the\s+)?(?:ad|ads|advertising|paid)\s*(?:spend|spending|budget|traffic)?\s+up\b|\b(?:keep|get)\s+(?:the\s+)?(?:paid\s+)?traffic\s+(?:flowing|coming|queued)\b`;
/** The more-ads advice waits for payments: "increase ad spend only once payments work". */
export const ONLY_AFTER_PAYMENTS = { window: 'sentence-after' as const, pattern: /^\s*(?:\w+\s+){0,2}?(?:only\s+)?(?:once|after|when|until|as soon as)\b/i };
