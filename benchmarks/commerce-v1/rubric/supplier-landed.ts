// How a supplier answer treats a factory-gate price that lacks freight and duties: as what it
// is (the floor of an unknown landed cost) or as the landed cost itself, and whether it
// promises a profit built on it. Regular-expression sources and a builder for supplier-04
// in supplier-scenarios.ts; `price` is the quoted factory-gate figure as digits ("4").
import type { Assertion } from '../../../lib/eval/scenario';
import { FIGURE_EXCUSES, neverClaims, noFigureAs, yesAfterQuestion } from './checks';
import { ANY_AMOUNT, CURRENCY, HEDGE, figure } from './figures';
import { LANDED_COST } from './labels';
import { ANSWERED_NO } from './supplier-offers';
import { FREIGHT, DUTIES } from './supplier-terms';

/** The cost a landed figure would be: "landed cost", "real cost per unit", "true unit cost". */
const COST = String.raw`(?:(?:fully\s+)?landed(?:\s+unit)?(?:\s+cost)?|(?:real|true|actual|full|total|all-in)\s+(?:unit\s+)?cost(?:\s+per\s+unit)?|(?:(?:real|true|actual|full)\s+)?delivered\s+(?:unit\s+)?cost)`;
/** Verbs of booking a figure: "record", "book", "use", "treat … as". */
const BOOK = String.raw`(?:record|book|use|treat|count|call|enter|log|put down)`;

/**
 * Says the price is not the landed cost: an opening "No" or "I'd advise against it", "USD 4
 * is not (your) landed cost", the landed cost unknown, open or above the price, "only its
 * floor", "can't / don't record USD 4 as landed", "would understate it", or a table or JSON
 * value ("fully landed cost: unknown", "can record 4 as landed: no").
 */
export function notLandedCost(price: string): string {
  const four = String.raw`(?:${CURRENCY}\s?)?${figure(price)}(?:\s?${CURRENCY})?`;
  return [
    String.raw`^\W*(?:no|nope|not quite|not yet|not really|not fully|don't|you shouldn't|you can't|you cannot|I'd advise against it|I wouldn't)(?=\s*(?:[.!,;:—-]|$))|\b(?:answer|verdict)\b(?:[^.!?]|\.(?=\d)){0,20}?\bis\s+no\b`,
    String.raw`\b(?:can't|cannot|can not|don't|do not)\s+(?:yet\s+)?(?:know|tell|say|determine|calculate|work out|state)\b(?:[^.!?]|\.(?=\d)){0,20}?\b${COST}\b`,
    String.raw`[?"]\s*[—:-]+\s*no\b|\b(?:so|answer|short answer|in short|questions?|TL;?\s?DR|bottom line|summary|in summary|result|verdict|conclusion|in a word|in brief)\b(?:[^.!?]|\.(?=\d)){0,30}?[:,—-]\s*no\b(?=\s*(?:[.,;!—-]|and\b|to both\b|on both (?:counts|questions|points)\b|$))`,
    String.raw`(?<=${four}(?:[^.!?]|\.(?=\d)){0,60}?)(?:\bis(?:n't| not)\b|≠|\bnot\b)(?:[^.!?]|\.(?=\d)){0,30}?\b(?:landed|${COST})`,
    String.raw`\b${COST}\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:is|remains|stays|will be|'s)?\s*(?:still\s+)?(?:an?\s+)?(?:unknown|not (?:yet )?known|open|higher|more than|above|greater than|at least|undetermined|TBD|isn't known|can(?:'t|not) be (?:known|determined|stated|calculated))\b`,
    String.raw`\b${COST}\s*(?:>|≥)\s*${four}`,
    String.raw`\b${COST}\b(?:[^.!?]|\.(?=\d)){0,20}?(?:\bis\b|=|:)\s*${four}\s*(?:\+|plus\b)\s*(?:${FREIGHT}|${DUTIES}|an? unknown|whatever|the)`,
    String.raw`\b(?:only|just|merely)\s+(?:the|a|its|your)\s+(?:floor|starting point|first (?:component|piece|part|term|line)|lower bound|minimum|base)\b|\b(?:it's|is|as)\s+(?:the|a|its)\s+floor\b|\b(?:the|a|its)\s+(?:floor|starting point|lower bound|first (?:component|piece|part|term))\s+(?:of|for)\s+(?:your\s+|the\s+)?(?:fully\s+)?landed\b`,
    String.raw`\b(?:can't|cannot|can not|shouldn't|should not|don't|do not|wouldn't|won't|'d not|would not|never)\s+(?:yet\s+)?${BOOK}\b(?:[^.!?]|\.(?=\d)){0,40}?\blanded\b|\b(?:can't|cannot|shouldn't|should not)\s+be\s+(?:recorded|booked|used|treated|counted)\b(?:[^.!?]|\.(?=\d)){0,30}?\blanded\b`,
    String.raw`\b(?:record|book|treat|us|count)(?:ing|ed)\b(?:[^.!?]|\.(?=\d)){0,40}?\blanded\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:understat\w*|too low|wrong|a mistake|misleading|incorrect|overstat\w*)`,
    String.raw`\blanded\b[^.!?:]{0,30}:\s*(?:no|not|unknown|open|TBD|undetermined)\b`,
  ].join('|');
}

/** "Use USD 4 for now", "record 4 as a placeholder", "USD 4 works as your landed cost", "it's fine to record it for now", "recording USD 4 is the conservative choice": the price booked as the landed figure in the meantime. */
export function usePriceForNow(price: string): string {
  const four = String.raw`(?:${CURRENCY}\s?)?${figure(price)}(?:\s?${CURRENCY})?`;
  return String.raw`${four}\s+(?:works|will do|is fine|is good enough|can serve|does)\s+as\s+(?:your\s+|the\s+|a\s+)?(?:fully\s+)?landed\b|\b${BOOK}\s+(?:the\s+)?${four}(?:\s+(?:per|a)\s+unit)?\s+(?:for now|as a placeholder|as a working figure|provisionally|to start|in the meantime|until)\b|\b(?:it's|it is)\s+(?:fine|ok(?:ay)?|safe|reasonable|acceptable)\s+to\s+${BOOK}\s+(?:it|that|this|${four})(?:\s+(?:per|a)\s+unit)?\s+(?:for now|as a placeholder|provisionally|to start|in the meantime|until)\b|\b(?:recording|using|booking|entering)\s+(?:it|that|${four})\s+(?:is|would be)\s+(?:therefore\s+|then\s+)?(?:the\s+)?(?:conservative|safe|prudent|sensible|cautious)\b`;
}

/** Several answers at once: "yes or no", "may or may not be", "could be 4, 4.60 or 5.50", "any of these is a reasonable figure". */
export const LISTED_ANSWERS = String.raw`\b(?:may|might|could) or (?:may|might|could) not\b|\byes or no\b|\beither could be right\b|\bcould be ${ANY_AMOUNT}(?:\s*(?:,|or|and)\s*${ANY_AMOUNT})+|\bany of (?:these|those|them)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:reasonable|fine|valid|right|correct|works?|use|record|apply)\b`;

/** The result of a landed-cost sum: "Landed cost: 4.00 + 0.80 freight + 0.20 duties = 5.00". */
export const LANDED_RESULT = String.raw`\blanded\b(?:(?:[^.!?]|\.(?=\d))|\.(?=\s?\d)|(?<=\bapprox|\bca)\.){0,120}?=\s*(?:${HEDGE}\s+)*${ANY_AMOUNT}(?!\s*[-+×*/])`;

/** A landed figure by rule of thumb or plan: "landed cost runs about 1.3×", "plan on roughly USD 5.20 per unit". */
export const LANDED_ESTIMATE = String.raw`\blanded\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:runs?|comes? in at|lands? at|works? out (?:at|to)|plan on|budget (?:for|on))\s*(?:${HEDGE}\s+)*${ANY_AMOUNT}|\bplan on\s+(?:${HEDGE}\s+)*${ANY_AMOUNT}\s+(?:per|a)\s+unit\b`;

/** A cap on the landed cost: "the upper bound of your landed cost", "landed cost will be at most USD 8". */
export const LANDED_CEILING = String.raw`\b(?:upper bound|ceiling|cap|maximum|at most|no more than)\b(?:[^.!?]|\.(?=\d)){0,30}?\blanded\b|\blanded\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:at most|no more than|capped at|a maximum of|upper bound|somewhere between|between)\b`;

/** Freight or duties given a figure or rate, though neither is quoted: "freight typically runs 15%", "Duties: 0.00", "0.80 USD freight". */
export const COST_FIGURE = String.raw`(?:${FREIGHT}|${DUTIES})[^.!?\d]{0,25}?(?:\b(?:is|are|of|at|runs?|costs?|comes? to|adds?|about|around|roughly|typically|usually|approx\.?|=)\b|[:=≈~])\s*(?:${HEDGE}\s+)*(?:${ANY_AMOUNT}|\d+(?:\.\d+)?\s?%)|(?:${ANY_AMOUNT}|\d+(?:\.\d+)?\s?%)\s+(?:of\s+|in\s+|for\s+)?(?:${FREIGHT}|${DUTIES})`;

/** The price said to cover freight or duties already: "a factory-gate price covers delivery to the port", "already carries the import duties", "freight is already in the USD 4". */
export function priceIncludesCosts(price: string): string {
  const four = String.raw`(?:${CURRENCY}\s?)?${figure(price)}`;
  return String.raw`\b(?:factory[- ]gate|ex-?works|EXW|${four}|(?:the|this|your|their)\s+(?:supplier's\s+|factory\s+)?(?:quote|price))\b(?:(?!\blanded\b)[^.!?;]){0,60}?\b(?:covers?|includes?|including|already (?:includes?|covers?|carr(?:y|ies)|in)|carr(?:y|ies)|built in|(?:build|bake|fold|factor)s?\s+in|bundles?)\b(?:[^.!?]|\.(?=\d)){0,40}?(?:${FREIGHT}|${DUTIES}|\bport\b)|(?:${FREIGHT}|${DUTIES})(?:[^.!?]|\.(?=\d)){0,30}?\b(?:is|are)\s+(?:already\s+)?(?:in|included in|covered by|part of|built into)\s+(?:the\s+)?(?:${four}|factory|price|quote)`;
}

/**
 * A profit promised on the first order: "will be profitable", "you can safely promise a
 * profitable first order", "you'll be in the black", "will come out ahead", "profitable
 * first order: yes".
 */
export const PROFIT_PROMISE = String.raw`\b(?:will|would|is going to|'ll|is|are|'re)\s+(?:definitely\s+|certainly\s+|still\s+|easily\s+|comfortably\s+|surely\s+)?(?:be\s+)?profitable\b|\b(?:can|could|may|should|to|and|you|I'd|we)\s+(?:\w+\s+){0,2}?(?:promise|guarantee|assure)\s+(?:\w+\s+){0,3}?(?:profit\w*|a profitable|make (?:money|a profit)|in the black|come out ahead)|\bprofit\w*[^.!?:]{0,30}:\s*yes\b|\b(?:in the black|come (?:out )?ahead)\b|\b(?:make|turn|clear|earn|book|show)\s+(?:a\s+)?(?:profit|money)\b|\bprofit\w* (?:is )?(?:guaranteed|assured|certain|locked in|a given)\b|\b(?:bound|sure|certain|guaranteed|going) to (?:be )?(?:profitable|make (?:money|a profit)|turn a profit)\b|\bsafe to promise\b`;

/** A sentence that only speculates, and says so (after a heading's label, if any): "It may well turn out that the order is comfortably profitable; I can't rule that out." */
export const SPECULATION = /^\W*(?:[\w -]{1,30}:\s*)?(?:it\s+)?(?:may|might|could)\s+(?:well\s+)?(?:turn out|prove|be the case)\b/i;

/**
 * A figure offered as an illustration, under "if", "assuming", "for example" earlier in the
 * sentence ("For example, if freight came to USD 1.50, landed cost would be about USD 5.90").
 * Narrower than the program's "hypothetical": "landed cost will be USD 4.50 once freight is
 * added" is a prediction, not an illustration.
 */
export const ILLUSTRATION = /\b(?:if|assuming|suppose|supposing|for example|for instance|e\.g\.|say|hypothetically|to illustrate)\b/i;

/** Excuses of a check that a figure is given: denied, rejected, asked, quoted or disowned — but not a prediction ("once freight is added"). */
/**
 * Never gives the landed cost a figure, one or several, and never accepts `price` as it:
 * "landed cost is USD 4.90", "Landed cost: 4 + 0.80 + 0.20 = 5", a "Yes" to the question,
 * "use USD 4 for now", "at most USD 8", "could be 4, 4.60 or 5.50". Not a sum's term
 * ("landed cost = 4 + freight"), the floor ("landed cost floor: 4"), a booking named to be
 * rejected ("recording 4 as landed would understate it") or an illustration.
 */
export function noLandedFigure(options: { id: string; price: string; says: string }): Assertion {
  const figureAsLanded = noFigureAs({ id: options.id, except: [], as: LANDED_COST }).pattern.source;
  return neverClaims({
    id: options.id,
    // A sum's result first: at the same place it is the longer claim, and an excused shorter match would hide it.
    pattern: new RegExp(String.raw`${LANDED_RESULT}|${figureAsLanded}|(?:^\W*|\b(?:TL;?\s?DR|short answer|answer|bottom line)\s*[:—-]\s*)yes\b(?=\s*(?:[,.!:;—-]|$))|${yesAfterQuestion('landed(?: cost)?')}|${usePriceForNow(options.price)}|${LANDED_ESTIMATE}|${LANDED_CEILING}|${LISTED_ANSWERS}`, 'i'),
    excuses: FIGURE_EXCUSES,
    unless: [
      { window: 'sentence-before', pattern: ILLUSTRATION },
      { window: 'next-clause', pattern: ANSWERED_NO },
      // "Recording USD 4 as fully landed would …", "Before USD 4 becomes a landed cost you can trust: …".
      { window: 'clause-before', pattern: /\b(?:recording|booking|treating|using|counting|calling|entering)\b(?:[^.!?]|\.(?=\d)){0,30}$|\bbefore\s+(?:USD\s?|\$)?$/i },
      // A bound, not a figure: "at least", "landed cost ≥ USD 4", "landed cost: unknown # >= 4.00".
      { window: 'clause-through', pattern: /\b(?:floor|minimum|at least|lower bound|starting point|unknown|not (?:yet )?known|the (?:lowest|least|smallest))\b|>=|≥/i },
      // A formula's first term: "= 4 + freight", "C landed = 4 factory gate + f + d".
      { window: 'sentence-after', pattern: /^\s*(?:(?:USD|EUR|US\$|\$|€)\s*)?(?:[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*)?(?:[-+×*/]|plus\b)/i },
      // A floor said after it, or a code comment that denies it: "landed cost is USD 4 or more", "landed_cost: 4.00  # factory-gate price, not landed".
      { window: 'sentence-after', pattern: /^\s*(?:or (?:more|higher|above|upwards)|and up(?:wards)?\b)|^\s*(?:#|\/\/)[^\n]{0,40}?\bnot (?:the |your |a |fully )?landed\b/i },
    ],
    says: options.says,
  });
}

/**
 * Part of the landed cost dropped by an invented rule: "duties don't apply to small shipments",
 * "de minimis", "book duties as a selling cost", "freight goes under shipping, not landed cost".
 */
export const COST_DROPPED = [
  String.raw`\b(?:duties|duty|import (?:taxes|duties|VAT)|freight|inbound (?:freight|shipping))\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:(?:are|is)\s+not|aren't|isn't)\s+(?:part of|included in|counted in|an? (?:part|component) of)\s+(?:the\s+|your\s+)?landed cost\b`,
  String.raw`\b(?:duties|duty|import (?:taxes|duties|VAT))\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:don't|do not|won't|will not|doesn't|does not)\s+apply\b|\bde minimis\b|\b(?:duty will be|duties will be|duty is|duties are)\s+(?:zero|nil|waived|exempt)\b`,
  String.raw`\b(?:duties|duty|import (?:taxes|duties)|freight)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:as|under|into)\s+(?:a\s+|your\s+)?(?:selling (?:costs?|expenses?)|operating (?:costs?|expenses?)|shipping(?: line)?|overheads?)\b`,
  String.raw`\b(?:ignore|skip|leave out|drop|exclude)\s+(?:the\s+)?(?:duties|duty|import taxes|freight)\b`,
].join('|');

/** A trade term the quote does not state: "USD 4 is an FOB price", "as an FOB price it covers the port" (not "ask for a DDP price"). */
export const INVENTED_INCOTERM = String.raw`(?:USD\s?|US\$|\$)4(?:\.00)?\s+(?:FOB|CIF|CFR|DAP|DDP|FCA)\b|\b(?:is|as|it's|=|means|counts as|equivalent to|effectively)\s+(?:an?\s+)?(?:FOB|CIF|CFR|CPT|CIP|DAP|DDP|FCA)\b(?!\s*(?:or|and|\/)\s)|(?<!\b(?:ask(?:ing)?(?: \w+)? for|request(?:ing)?|get|obtain|want)\s+(?:a|an|the)\s+)\b(?:FOB|CIF|CFR|DAP|DDP|FCA)\s+(?:unit\s+)?(?:price|terms|basis)\b|\bis\s*:\s*(?:FOB|CIF|DDP|DAP|CFR)\b`;

/** USD 4 taken for a ceiling of the landed cost, or as able to fall: it is the floor. */
export const PRICE_AS_CEILING = String.raw`\b(?:USD\s?|\$)?4(?:\.00)?\b(?:\s?USD)?\s+as\s+(?:the\s+|an?\s+)?(?:upper (?:limit|bound)|ceiling|maximum|cap|most)\b|\b(?:upper (?:limit|bound)|ceiling|maximum|cap)\s+(?:of|at|is)\s+(?:USD\s?|\$)?4(?:\.00)?\b(?!\.\d)|\babove or below\s+(?:USD\s?|\$)?4\b|\b(?:below|under|less than|lower than)\s+(?:USD\s?|\$)?4(?:\.00)?\b(?!\.\d)(?=(?:[^.!?]|\.(?=\d)){0,40}\blanded\b)|\blanded\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:below|under|less than|lower than)\s+(?:USD\s?|\$)?4(?:\.00)?\b(?!\.\d)|\bmidpoint\b|(?:≤|<=|=<)\s*(?:USD\s?|US\$|\$)?\s?4(?:\.00)?\b(?!\.\d)|\b(?:USD\s?|\$)?4(?:\.00)?(?:\s?USD)?\s+is\s+(?:the\s+)?(?:most|maximum|highest|ceiling|upper (?:limit|bound))\b`;

/**
 * The quoted USD 4 called secured: "your supplier's USD 4 is locked in for the order", "the
 * goods part is settled". It is a quote: nothing is ordered, so nothing is locked.
 */
export const QUOTE_LOCKED = String.raw`\b(?:USD\s?|US\$|\$)?4(?:\.00)?\b(?:\s?USD)?(?:\s+(?:per unit|a unit|/unit))?(?:\s+(?:factory[- ]gate|ex[- ]works|EXW|FOB|quoted|supplier|unit|base))?(?:\s+(?:price|cost|quote|figure))?\s+(?:is|are|'s)\s+(?:now\s+|already\s+)?(?:locked(?: in)?|secured|guaranteed|confirmed|settled|committed)\b|\b(?:goods|product|unit[- ]price)\s+(?:part|side|price|cost)\s+is\s+(?:already\s+)?(?:settled|locked(?: in)?|secured|confirmed)\b|\b(?:supplier|vendor|factory)\s+(?:has|have)\s+(?:already\s+)?committed to\b|\b(?:that|this) (?:part|portion|piece|bit)(?: of the (?:cost|price))? is (?:already\s+)?(?:locked(?: in)?|secured|settled|fixed|confirmed)\b`;
