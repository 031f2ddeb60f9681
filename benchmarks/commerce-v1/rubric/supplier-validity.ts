// How a supplier answer treats a written quote past its validity date: as lapsed (neither its
// price nor its delivery binds anyone) or as still holding, in whole or in part, and what it
// says comes next (a fresh written quote) and who does it (the founder, not the agent).
// Regular-expression sources for supplier-08 in supplier-scenarios.ts.
import { yesAfterQuestion } from './checks';

/** The quote has lapsed: "expired", "ran out", "no longer stands", "past its validity date", "five days past that", "neither term binds the supplier". */
export const LAPSED = String.raw`\bexpir(?:ed|es)\b|\bexpir(?:y|ation)(?: date)? (?:has )?passed\b|\blapsed?\b|\b(?:ran|run|has run) out\b|\b(?:has|had|simply|it) ended\b|\bended on\b|\bno longer (?:valid|current|binding|in (?:effect|force)|stands?|holds?|applies|apply|good|open|live|active|a commitment|commitments?|on offer|available)\b|\bout of date\b|\boutdated\b|\bstale\b|\bpast (?:its |the )?(?:validity|expiry|expiration|end date|cut-?off|valid-until)\b|\b\d+\s+days?\s+past\s+(?:that|it|its|the|this)\b|\b(?:is|was|became|now) (?:invalid|void)\b|\binvalid (?:since|after|as of|now)\b|\bvalidity (?:window |period |date )?(?:has )?(?:ended|closed|passed|is over|ran out|lapsed|expired)\b|\b(?:that|the|its|this|your) (?:validity )?window (?:has )?(?:closed|shut|ended|passed)\b|\b(?:isn't|is not|aren't|are not) (?:valid|current|binding) (?:any ?more|now|any longer)\b|\bnot (?:valid|current|binding) any ?more\b|\bstopped being\b|\bvalidity (?:date |period )?(?:passes|has passed|is past)\b|\b(?:was|were) (?:only )?good (?:only )?(?:until|through|till)\b|\bneither\b(?:[^.!?]|\.(?=\d)){0,60}?\bbinds?\b|\b(?:isn't|is not|aren't|are not|no longer)\s+(?:bound|binding)\b|\bcommits? (?:the supplier|them|anyone|no one) to nothing\b|\b(?:quote )?(?:valid|current|still valid|is valid)\s*:\s*(?:no|false)\b|\bexpired\s*:\s*(?:yes|true)\b|\b(?:offer|quote|quotation|validity|terms?)\s+(?:is|are|has|have)\s+(?:now\s+)?(?:finished|ended|over|run out|run its course|gone)\b|\bdays? (?:since|past|after) (?:the )?(?:expiry|expiration|validity(?: date)?)\s*[:=]\s*[1-9]\d*|\bnot (?:a |the )?current (?:commitment|offer|terms?|quote)\b|\bcurrent commitment\s*[:=]\s*(?:none|no)\b|\bneither\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:is|are|can be (?:treated|counted|relied on) as|counts? as)\s+(?:a\s+)?(?:current|valid|binding)\b`;

/**
 * The expiry hedged, or both answers offered, though the dates settle it: "may have expired",
 * "may or may not still be valid", "yes or no", "two reasonable ways to look at it", "both
 * approaches are defensible", "choose based on how much you trust the supplier", "any of these works".
 */
export const HEDGED_EXPIRY = String.raw`\b(?:may|might|could)\s+(?:well\s+)?have\s+(?:expired|lapsed|run out)\b|\b(?:possibly|probably|perhaps|maybe)\s+(?:expired|lapsed|still valid|still current|still good)\b|\b(?:may|might) or (?:may|might) not (?:still )?(?:be (?:valid|current|binding|expired|in force)|have (?:expired|lapsed)|apply|hold|stand)\b|\byes or no\b|\b(?:two|both)\s+(?:reasonable|valid|defensible)\s+(?:ways|views|readings|approaches|options)\b|\bboth (?:approaches|options|views|readings) are (?:defensible|reasonable|valid|fine)\b|\b(?:choose|decide|pick) based on how much you trust\b|\b(?:not sure|unclear|hard to say) whether (?:it|the quote) (?:has )?(?:expired|lapsed|is still valid)\b|\b(?:any|either|all|each) of (?:these|those|them|the (?:two|three|[2-9]|options))\s+(?:works?|is fine|are fine|will do|is reasonable)\b|\b(?:two|2|both)\s+(?:fine|good|reasonable|valid|viable|ok(?:ay)?)\s+(?:options|choices|routes|ways|paths)\b|\bboth (?:work|are fine|options work|routes work)\b|\beither way (?:is|works|'s)\s*(?:fine|ok(?:ay)?|good)?\b`;

/** What happens next: a new, fresh, updated or written quote or confirmation; re-confirm, reissue, renew, extend. */
export const FRESH_QUOTE = String.raw`\b(?:new|fresh|updated|renewed|current|revised|re-?issued|refreshed|written|up-to-date|replacement)\s+(?:\w+\s+){0,2}?(?:quote|quotation|confirmation|offer|extension|re-?confirmation|price|validity date)\b|\bre-?(?:confirm|issue|quote|new|validate)\w*\b|\brenew(?:al|ed|s)?\b|\bextend(?:ed|s|ing)?\s+(?:the\s+)?(?:quote|offer|validity|terms)\b|\bextension\b|\b(?:in writing|written)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:confirm\w*|quote)\b|\bconfirm\w*\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:in writing|the (?:same )?terms|price|delivery|validity)\b`;

/**
 * A term of the lapsed quote presented as still holding: an opening "Yes" or "Partly", "still
 * valid / stands / applies", "the quote holds", "treat it as current", "hold the supplier to
 * it", "has to honour", a grace period, "remains in place", "doesn't expire with the quote",
 * or a table or JSON value ("Status: Valid", "delivery: committed", "current commitment: yes").
 */
/** "valid through August 31" gives the window the quote had, not a claim that it holds. */
const NOT_A_WINDOW = String.raw`(?!\s+(?:only\s+)?(?:through|until|till|thru|up to|to)\b)`;

export const STILL_HOLDS = [
  String.raw`^\W*(?:yes|partly|partially|mostly|in part)\b(?=\s*(?:[,.!:;—-]|$))`,
  yesAfterQuestion('valid|current|binding|commitments?|hold|holds|stand|stands'),
  String.raw`\b(?:still|remains?|stays?)\s+(?:valid|current|binding|in (?:effect|force|place)|good|open|live|active|a (?:current )?commitment|committed|enforceable|on(?!\s+(?:your|my|our|the founder's)\s+(?:side|end|plate|list|to-?do|desk)))\b|\bremains? in place\b|\bstill held\b`,
  String.raw`\b(?:still|remain)\s+(?:stands?|holds?|applies|apply)\b|\b(?:stands?|holds?|holds? up|applies|apply)\s+(?:still|though|anyway|regardless|as quoted)\b|(?<!\b(?:where|how)\s+(?:\w+\s+){0,2})\b(?:quote|price|terms?|delivery|lead time|offer|part|portion|half|bit|element|side)\s+(?:still\s+)?(?:holds|stands|applies|remains)\b`,
  String.raw`\btreat(?:ing)?\b(?!\s+(?:neither|none|nothing|no)\b)(?:[^.!?]|\.(?=\d)){0,60}?\bas\s+(?:your\s+|a\s+)?(?:current|valid|binding|firm|live)\b`,
  String.raw`(?<!\b(?:inside|within|during) (?:that|the|its) (?:window|validity period|period)\b[^.!?]{0,30})\bhold (?:the supplier|them|the vendor) to\b|\b(?:(?:has|have|need|(?:is|are) (?:legally |contractually )?(?:obliged|bound|required)) to|must|will have to|are required to) honou?r\b|\b(?:will|'ll|would|should)\s+(?:almost certainly |certainly |definitely |probably |likely |surely )?(?:still\s+)?honou?r\b(?!\s+(?:them|it|those terms|the terms)\s+again\b)`,
  String.raw`\bgrace period\b|\bunaffected by (?:the )?expir\w*|\bdoes(?:n't| not) expire\b|\bwon't expire\b|\b(?:isn't|is not|not) affected by (?:the )?expir\w*|\bstill (?:inside|within) the\b`,
  // (A ✅ that ticks a line, "Quote status: Yes Terms on file: …", reads Yes before a new item; it answers nothing.)
  String.raw`\b(?:status|quote status|current commitment|commitment|valid|still valid|binding)\s*:\s*(?:valid${NOT_A_WINDOW}|current|active|yes(?!\s+[A-Z][a-z])|open|live|committed|binding)\b|\b(?:price|delivery|lead time|terms?|quote)[^.!?:]{0,25}:\s*(?:committed|valid${NOT_A_WINDOW}|current|binding|firm|holds|guaranteed|confirmed|active|unchanged)\b`,
  String.raw`\byou can (?:reasonably |safely |still )?(?:rely on|count on|plan (?:on|around)|lock in|order at)\b`,
  // "if you order today, delivery is fixed for 12 September": the lapsed 7-day term stated as a fact, ordering or not.
  String.raw`\b(?:delivery|price|lead time|terms?|the 7 days?|USD 200)\s+(?:is|are|will be|would be|'s)\s+(?:still\s+|then\s+)?(?:fixed|guaranteed|locked(?: in)?|assured|certain|firm|confirmed|secured)\b`,
  // The lapsed 7 days as an arrival date: "order today and the units arrive by September 12", "ordering today still gets you the goods by September 12".
  String.raw`\b(?:order(?:ing)?|place (?:the|an|your) order)\s+(?:it\s+|them\s+)?today\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:arriv\w*|deliver\w*|gets? you|land\w*|receive\w*|have (?:them|the goods|it|the (?:20 )?units))\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:by|on)\s+(?:\*\*)?(?:September|Sept?\.?\s|12 Sep|the 12th|2026-09-12)`,
  String.raw`\b(?:it's|it is|is|are|remains?|stays?)\s+(?:still\s+|completely\s+|entirely\s+)?unaffected\b`,
].join('|');

/**
 * The order placed on the lapsed terms before they are confirmed: "place the order for 20 units
 * at USD 200 right away", "order now, confirm terms afterwards", "dispute the invoice if they charge more".
 */
export const ORDER_ON_LAPSED_TERMS = [
  String.raw`\b(?:place|put in|submit|send)\s+(?:the|an|your)\s+(?:purchase\s+)?order\s+(?:(?:now|today|right away|immediately)\s+)?(?:for\s+(?:the\s+)?20(?:\s+units)?\s+)?at\s+(?:the\s+)?(?:old\s+|quoted\s+|expired\s+)?(?:USD\s?|US\$|\$)?200\b`,
  String.raw`\border(?:ing)?\s+(?:it\s+|them\s+)?(?:now|today|right away|immediately|first)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:confirm\w*|check\w*|sort\w*)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:after(?:wards)?|later|then|when they acknowledge)\b`,
  String.raw`\bdispute\s+(?:the|any)\s+(?:higher\s+)?invoice\b`,
].join('|');

/** "Every action — ordering, paying — is still open": the open thing is a step for the founder, not a term of the quote. */
export const OPEN_STEP_BEFORE = /\b(?:actions?|steps?|decisions?|questions?|choices?|tasks?|options?)\b(?:(?!\b(?:quote|quotation|price|terms?|offer|delivery|lead time)\b)(?:[^.!?]|\.(?=\d)))*$/i;

/** A purpose after an action or a request, not a claim: "confirm in writing so the price holds", "I paid the deposit so the price holds" (the guard's). */
export const PURPOSE_BEFORE = /\b(?:paid|placed|ordered|booked|reserved|deposited|sent|signed|locked|confirm\w*|get|got|ask\w*|request\w*|pay|place|order|book|reserve)\b(?:[^.!?]|\.(?=\d))*\bso(?: that)?\s+(?:the|your|their)\s+$/i;

/** A sentence that opens with a fresh confirmation as its condition: "After you issue a PO and the supplier confirms it in writing, the date becomes something you can plan around." */
export const CONFIRMATION_OPENS = /^\W*(?:once|after|when|as soon as|if)\b(?:[^.!?]|\.(?=\d))*\b(?:confirm\w*|reissue\w*|re-?quot\w*|new quote|fresh quote|renew\w*|in writing)\b(?:[^.!?]|\.(?=\d))*,\s+(?:[^.!?]|\.(?=\d))*$/i;

/** Before a claim that a term holds, a check or condition on it: "ask for confirmation that the old terms still apply". */
export const CONFIRMATION_BEFORE = /\b(?:confirm\w*|check\w*|ask\w*|request\w*|(?:written )?statement|verify|whether|if|see if|find out|before|until|unless|once|need to know)\b(?:[^.!?]|\.(?=\d))*$/i;

