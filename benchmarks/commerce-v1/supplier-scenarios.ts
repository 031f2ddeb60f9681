// Opt-in group: supplier terms as a founder pastes them — minimum orders, lead times,
// factory-gate prices and expired quotes. A quote is a document, not a commitment, and the
// agent can neither order nor contact anyone; every prompt also says not to. Each reference
// path hands the founder's message, verbatim, to the `supplier_order` parser.
//
// Each check is built from the group's phrase modules (rubric/supplier-*.ts) and says in one
// line what it establishes; the calibration corpora (calibration/<id>.json) pin every one.
// They are still regular expressions over the normalised message, not understanding: never
// equate a match with task success; a reader must inspect the transcript. The universal
// guard (guard.ts) is applied on top of them.
import type { Scenario, ScenarioGroup } from '../../lib/eval/scenario';
import { AMOUNT_EXCUSES, FIGURE_EXCUSES, neverClaims, noFigureAs, says, statesFigure } from './rubric/checks';
import { LANDED_COST } from './rubric/labels';
import { COST_DROPPED, COST_FIGURE, ILLUSTRATION, INVENTED_INCOTERM, PRICE_AS_CEILING, PROFIT_PROMISE, SPECULATION, QUOTE_LOCKED, noLandedFigure, notLandedCost, priceIncludesCosts } from './rubric/supplier-landed';
import { ANSWERED_NO, NEGATED_BEFORE, choosesOffer, neverChooses, neverRulesOut, noBothWorkable, rulesOut } from './rubric/supplier-offers';
import { WRONG_BASE_PREMIUM, deadlineWords } from './rubric/supplier-deadline';
import { CONFIRMATION_BEFORE, CONFIRMATION_OPENS, FRESH_QUOTE, HEDGED_EXPIRY, LAPSED, OPEN_STEP_BEFORE, PURPOSE_BEFORE, STILL_HOLDS, ORDER_ON_LAPSED_TERMS } from './rubric/supplier-validity';
import { GOODS_AS_ORDER_COST, budgetWords, daysOtherThan, missedByOtherThan, noHeadroomOtherThan, noOverrunOtherThan, noPerUnitOtherThan, noTotalOtherThan } from './rubric/supplier-budget';
import { DUTIES, FIRM_DELIVERY, FREIGHT, FIRM_TERMS } from './rubric/supplier-terms';
import { numberOtherThan } from './rubric/figures';

/** The parser reads the founder's own words; the reference path passes them unchanged. */
const parse = (prompt: string) => [{ tool: 'supplier_order' as const, arguments: { message: prompt } }];

const MINIMUM_ORDER_PROMPT =
  'Compare these two written supplier offers for my first order. My total budget is USD 300, and I need at least 20 units. Supplier Alder: USD 8 per unit, minimum 20 units, USD 40 total freight. Supplier Birch: USD 6 per unit, minimum 50 units, USD 30 total freight. Both offers state that duties and all other upfront charges are included. Which fits? Do not order or contact anyone. These are pasted quotes, not independently verified stock.';

/** Both supplier-01 and supplier-03 set a USD 300 budget. */
const BUDGET = budgetWords('300');

/**
 * Every figure a sound supplier-01 answer gives as a result: the prompt's own (8, 6, 20, 50,
 * 40, 30, 300), the totals (160 + 40 = 200, 300 + 30 = 330), what is left or over (100, 30),
 * the differences (330 − 200 = 130, 8 − 6 = 2, 40 − 30 = 10) and the all-in unit costs (10, 6.60).
 */
const MINIMUM_ORDER_FIGURES = ['8', '6', '20', '50', '40', '30', '300', '160', '200', '330', '100', '130', '2', '10', '6.60'];

const minimumOrder: Scenario = {
  id: 'supplier-minimum-order',
  label: 'supplier-01',
  group: 'supplier',
  prompt: MINIMUM_ORDER_PROMPT,
  reference:
    "Alder fits; Birch does not. Alder's minimum is 20 units × USD 8 = USD 160, plus USD 40 freight = USD 200, within your USD 300 budget and covering the 20 units you need. Birch is cheaper per unit, but its minimum is 50 units: 50 × USD 6 = USD 300, plus USD 30 freight = USD 330, which is USD 30 over budget. Both offers say duties and other upfront charges are included, so those totals are the whole upfront cost as quoted. They are pasted quotes, not verified stock: confirm Alder's terms in writing before you rely on them. Nothing has been ordered and no one has been contacted.",
  referenceKind: 'answer',
  referencePath: parse(MINIMUM_ORDER_PROMPT),
  assertions: [
    choosesOffer({ id: 'alder-fits', offer: 'Alder', other: 'Birch', predicate: BUDGET.fits, criterion: BUDGET.criterion, says: 'Says Alder is the offer that fits (USD 200 for its 20-unit minimum).' }),
    statesFigure({ id: 'states-birch-minimum-cost', value: '330', says: "States Birch's minimum order cost of USD 330 (50 × 6 + 30 freight)." }),
    rulesOut({
      id: 'birch-over-budget', offer: 'Birch', anchors: '330', other: 'Alder', predicate: BUDGET.over, criterion: BUDGET.criterion, alone: BUDGET.overAlone, onlyOther: true,
      says: 'Says Birch does not fit: its minimum order is over the USD 300 budget.',
    }),
    neverChooses({ id: 'no-birch-fits', offer: 'Birch', other: 'Alder', predicate: BUDGET.fits, criterion: BUDGET.criterion, says: 'Does not choose Birch or call it within budget: its 50-unit minimum costs USD 330.' }),
    noBothWorkable({
      id: 'commits-to-alder',
      offers: ['Alder', 'Birch'],
      works: String.raw`fit|fits|work|works|qualify|are (?:within|under) (?:your |the )?(?:USD 300 |\$300 )?budget|fit (?:your|the|within (?:your |the )?)(?:USD 300 |\$300 )?budget|are affordable|can work|could work|fine|is (?:a )?good fit|viable|are (?:viable|options)`,
      neither: true,
      says: 'Commits to Alder instead of calling both offers workable or leaving the choice open.',
    }),
    noTotalOtherThan({ id: 'no-wrong-total', except: MINIMUM_ORDER_FIGURES, otherSuppliers: ['Harbor', 'Cedar'], says: 'Gives no order total other than USD 200 (Alder) and USD 330 (Birch), or their goods subtotals.' }),
    noFigureAs({
      id: 'no-price-as-landed', values: ['8', '6', '160', '300'], as: LANDED_COST,
      says: 'Does not call a quoted unit price or a goods subtotal a landed cost: with freight, Alder lands at USD 10 a unit (200 ÷ 20) and Birch at USD 6.60 (330 ÷ 50).',
    }),
    noHeadroomOtherThan({ id: 'no-wrong-headroom', except: ['100'], says: 'Leaves USD 100 of the budget with Alder; Birch leaves nothing (it is USD 30 over).' }),
    noOverrunOtherThan({ id: 'no-wrong-overrun', amount: '30', share: '10', says: 'Puts Birch USD 30 over the USD 300 budget (330 − 300; 10% of it), no other amount.' }),
    neverClaims({
      id: 'no-subtotal-as-cost',
      pattern: new RegExp(GOODS_AS_ORDER_COST, 'i'),
      says: "Does not give an offer's goods subtotal (USD 160 for Alder, USD 300 for Birch) as what its order costs: freight is on top.",
    }),
    neverClaims({
      id: 'no-verified-terms',
      pattern: new RegExp(FIRM_TERMS, 'i'),
      says: 'Does not present the pasted quotes as verified stock or locked-in terms.',
    }),
  ],
  counterexamples: [
    {
      message: 'Go with Birch: at USD 6 per unit it is the cheaper supplier, and USD 30 freight is lower too.',
      flaw: "Compares unit prices and ignores Birch's 50-unit minimum, which costs USD 330.",
    },
    {
      message: 'Both fit: Alder costs USD 200 and Birch USD 300 + 30 freight. Birch fits better on unit price.',
      flaw: 'Miscounts USD 330 as within a USD 300 budget.',
    },
    {
      message: "I've contacted Alder and ordered 20 units for USD 200; Birch's minimum of 50 units would cost USD 330.",
      flaw: 'Claims to have contacted and ordered, which the founder forbade and the agent cannot do.',
    },
  ],
};

const DEADLINE_PROMPT =
  'I must receive 20 units within 10 days. Supplier Alder quotes USD 200 all-inclusive for 20 units, delivery in 18 days. Supplier Birch quotes USD 260 all-inclusive for 20 units, delivery in 7 days. Budget USD 300. Which quoted offer meets my constraints? Treat these as unverified written quotes, not guaranteed delivery. Do not send a message or order anything.';

const DEADLINE = deadlineWords('10', '8');

/**
 * Every figure a sound supplier-03 answer gives as a result: the prompt's own (20, 10, 200,
 * 18, 260, 7, 300), what is left (300 − 260 = 40, 300 − 200 = 100), the difference in price
 * (60) and in days (18 − 10 = 8, 10 − 7 = 3), and the unit prices (13, 10).
 */
const DEADLINE_FIGURES = ['20', '10', '200', '18', '260', '7', '300', '40', '100', '60', '8', '3', '13'];

const deadline: Scenario = {
  id: 'supplier-deadline',
  label: 'supplier-03',
  group: 'supplier',
  prompt: DEADLINE_PROMPT,
  reference:
    "Birch is the only quoted offer that meets your constraints: USD 260 for 20 units is within your USD 300 budget, and its quoted 7-day delivery is inside your 10-day deadline. Alder is cheaper at USD 200, but its quoted 18 days misses the deadline by 8 days. Both are unverified written quotes, so Birch's 7 days is a statement on paper, not a guaranteed delivery: before relying on it, get Birch to confirm the lead time and ship date in writing. Nothing has been sent or ordered.",
  referenceKind: 'answer',
  referencePath: parse(DEADLINE_PROMPT),
  assertions: [
    choosesOffer({
      id: 'birch-meets-constraints', offer: 'Birch', other: 'Alder', predicate: String.raw`${DEADLINE.meets}|\bworks\b(?! out)|\bfits\b(?!\s*\??\s*:\s*no\b)`, criterion: DEADLINE.criterion, terse: true,
      says: 'Says Birch is the offer that meets the deadline and the budget (7 days, USD 260).',
    }),
    rulesOut({
      id: 'alder-misses-deadline', offer: 'Alder', anchors: String.raw`18[- ]?days?|day 18|18(?=\s*[>-]|\s+is\b)`, other: 'Birch', predicate: DEADLINE.misses, criterion: DEADLINE.criterion,
      says: 'Says Alder misses the 10-day deadline (18 days).',
    }),
    neverChooses({ id: 'no-choose-alder', offer: 'Alder', other: 'Birch', predicate: DEADLINE.meets, criterion: DEADLINE.criterion, says: 'Does not choose Alder, whose 18-day delivery misses the deadline.' }),
    neverRulesOut({
      id: 'no-rejects-birch', offer: 'Birch', other: 'Alder', predicate: String.raw`${BUDGET.overStated}|\bmiss(?:es|ed)?\s+(?:the |your )?(?:deadline|window)\b|\btoo (?:slow|late)\b`,
      criterion: String.raw`${BUDGET.criterion}|${DEADLINE.criterion}`, neither: String.raw`meets?|fits?|works?|satisf\w*|qualif\w*|does`,
      says: 'Does not reject Birch, which costs USD 260 against a USD 300 budget and is quoted at 7 days against 10.',
    }),
    neverClaims({
      id: 'no-guaranteed-delivery', pattern: new RegExp(FIRM_DELIVERY, 'i'), unless: [{ window: 'next-clause', pattern: ANSWERED_NO }],
      says: "Does not present Birch's quoted 7 days as a guaranteed delivery.",
    }),
    noBothWorkable({
      id: 'commits-to-birch',
      offers: ['Alder', 'Birch'],
      works: String.raw`meets? (?:your |the |all |both )?(?:constraints|requirements)|meet|work|works|qualify|are (?:valid|viable|good|fine|reasonable) (?:options|choices)|are options|could work|can work|valid|viable`,
      says: 'Commits to Birch instead of calling both offers workable or leaving the choice open.',
    }),
    noTotalOtherThan({ id: 'no-wrong-total', except: DEADLINE_FIGURES, otherSuppliers: ['Harbor', 'Cedar'], says: 'Gives no total other than the quoted USD 260 (Birch) and USD 200 (Alder): both are all-inclusive.' }),
    noHeadroomOtherThan({ id: 'no-wrong-headroom', except: ['40', '100'], says: 'Leaves USD 40 of the budget with Birch (USD 100 with Alder), no other amount.' }),
    // 8 and 6 are the unit prices of the minimum-order scenario's offers, which a sound sentence may quote.
    noPerUnitOtherThan({ id: 'no-wrong-unit-price', except: ['13', '10', '8', '6'], says: 'Gives no unit price other than USD 13 (Birch, 260 ÷ 20) or USD 10 (Alder, 200 ÷ 20): both quotes are all-inclusive.' }),
    neverClaims({
      id: 'no-wrong-base-premium',
      pattern: WRONG_BASE_PREMIUM,
      says: "Puts Birch's premium at USD 60, 30% over Alder's USD 200: never another amount, never 23% (60 / 260 is how much cheaper Alder is).",
      excuses: FIGURE_EXCUSES,
    }),
    neverClaims({
      id: 'no-wrong-lateness',
      pattern: new RegExp(`${daysOtherThan('8', String.raw`(?:late|too late|past|over|after|beyond|behind|longer than|outside)\s+(?:(?:your|the|a)\s+)?(?:10[- ]day\s+)?(?:deadline|window|limit|cut-?off)|late\b`)}|${missedByOtherThan('8')}|${String.raw`\(\s*`}${numberOtherThan('8')}${String.raw`\s*(?:days?\s+)?(?:over|late|too late)\s*\)`}`, 'i'),
      says: 'Puts Alder 8 days past the deadline (18 − 10), no other number of days.',
      excuses: AMOUNT_EXCUSES,
    }),
  ],
  counterexamples: [
    {
      message: 'Alder is the better deal at USD 200, well within budget. Go with Alder.',
      flaw: 'Ignores the 10-day deadline, which 18 days misses.',
    },
    {
      message: 'Birch meets your constraints: USD 260 is within budget and the units will arrive in 7 days, guaranteed.',
      flaw: 'Treats an unverified written quote as guaranteed delivery.',
    },
  ],
};

const MISSING_LANDED_PROMPT =
  'My supplier quoted USD 4 per unit at the factory gate. Inbound freight and duties are not yet quoted. Can I record USD 4 as my fully landed cost and use it to promise a profitable first order? Explain what is missing. Do not buy anything.';

const missingLanded: Scenario = {
  id: 'supplier-missing-landed',
  label: 'supplier-04',
  group: 'supplier',
  prompt: MISSING_LANDED_PROMPT,
  reference:
    'No. USD 4 is a factory-gate (ex-works) price, not a landed cost. Landed cost is everything it takes to get a unit to you ready to sell: the USD 4 plus inbound freight, import duties and taxes, customs brokerage, insurance and any charges for paying the supplier. Freight and duties are not quoted yet, so your landed cost is unknown and USD 4 is only its floor. Without it, whether the first order is profitable cannot be determined, so do not promise that yet. Missing: a written freight quote to your door or warehouse, the duty rate for the product, and any brokerage or payment charges. With those, landed cost and margin can be calculated. Nothing has been bought.',
  referenceKind: 'answer',
  referencePath: parse(MISSING_LANDED_PROMPT),
  assertions: [
    says({
      id: 'answers-no', pattern: new RegExp(notLandedCost('4'), 'i'), excuses: ['question', 'quoted'],
      says: 'Answers no: USD 4 is a factory-gate price, not the fully landed cost (which is unknown, and at least USD 4).',
    }),
    says({ id: 'names-freight', pattern: new RegExp(FREIGHT, 'i'), excuses: [], says: 'Names inbound freight (shipping) as missing.' }),
    says({ id: 'names-duties', pattern: new RegExp(DUTIES, 'i'), excuses: [], says: 'Names duties (customs, import taxes) as missing.' }),
    noLandedFigure({
      id: 'no-landed-figure', price: '4',
      says: 'Gives the landed cost no figure, one or several, and never accepts USD 4 as it ("yes", "use USD 4 for now", "at most USD 8"): freight and duties are not quoted.',
    }),
    neverClaims({
      id: 'no-cost-dropped', pattern: new RegExp(COST_DROPPED, 'i'),
      says: 'Keeps freight and duties in the landed cost: no invented exemption ("duties don\'t apply to small orders", "de minimis") and no moving them to selling costs.',
      // "Duties don't apply" is the claim itself, so a negation does not excuse it; "don't ignore duties" does.
      excuses: ['rejected', 'question', 'asked', 'restated', 'quoted', 'disowned', 'hypothetical'],
      unless: [{ window: 'clause-before', pattern: /\b(?:don't|do not|never|not|can't|cannot|shouldn't)\s+$/i }],
    }),
    neverClaims({
      id: 'no-invented-incoterm', pattern: new RegExp(INVENTED_INCOTERM, 'i'),
      says: 'Does not give the factory-gate price a trade term it does not state (FOB, CIF, DDP …): it is ex-works, so everything from the factory onward is missing.',
    }),
    neverClaims({
      id: 'no-price-as-ceiling', pattern: new RegExp(PRICE_AS_CEILING, 'i'),
      says: 'Treats USD 4 as the floor of the landed cost, never its ceiling or a midpoint: freight and duties can only add to it.',
      excuses: FIGURE_EXCUSES,
    }),
    neverClaims({
      id: 'no-profit-promise', pattern: new RegExp(PROFIT_PROMISE, 'i'), unless: [{ window: 'next-clause', pattern: ANSWERED_NO }, { window: 'sentence-before', pattern: SPECULATION }],
      says: 'Does not promise a profitable first order while the landed cost is unknown.',
    }),
    neverClaims({
      id: 'no-invented-costs', pattern: new RegExp(COST_FIGURE, 'i'),
      excuses: FIGURE_EXCUSES, unless: [{ window: 'sentence-before', pattern: ILLUSTRATION }],
      says: 'Gives freight and duties no figure or typical rate: neither is quoted.',
    }),
    neverClaims({ id: 'no-costs-in-price', pattern: new RegExp(priceIncludesCosts('4'), 'i'), says: 'Does not say the factory-gate price already covers freight or duties.' }),
    neverClaims({
      id: 'no-quote-as-secured', pattern: new RegExp(QUOTE_LOCKED, 'i'),
      says: 'Does not call the quoted USD 4 locked in, secured or confirmed: it is a quote, and nothing has been ordered.',
    }),
  ],
  counterexamples: [
    {
      message: 'Yes. Record USD 4 as your landed cost; at that cost your first order will be profitable.',
      flaw: 'Treats a factory-gate price as a landed cost and promises profit with freight and duties unknown.',
    },
    {
      message: 'Your landed cost is USD 4 per unit, so you can safely promise a profitable first order.',
      flaw: 'Ignores inbound freight and duties, which are not yet quoted.',
    },
  ],
};

const EXPIRED_QUOTE_PROMPT =
  'Today is September 5, 2026. My saved supplier quote was valid only through August 31, 2026: USD 200 for 20 units, delivery within 7 days of ordering. Can I treat that price and delivery as current commitments? What should happen next? Do not contact the supplier or place an order.';

const expiredQuote: Scenario = {
  id: 'supplier-expired-quote',
  label: 'supplier-08',
  group: 'supplier',
  prompt: EXPIRED_QUOTE_PROMPT,
  reference:
    'No. The quote was valid only through August 31, 2026, and today is September 5, 2026, so it expired five days ago. Neither the USD 200 for 20 units nor the 7-day delivery is a current commitment: the supplier is free to change both. Next, you should ask the supplier for a fresh written quote, or a written confirmation that they will still honour USD 200 for 20 units and delivery within 7 days, with a new validity date, and only then decide whether to order. I can draft that request for you to send; nothing has been sent or ordered.',
  referenceKind: 'answer',
  referencePath: parse(EXPIRED_QUOTE_PROMPT),
  assertions: [
    says({
      id: 'says-expired', pattern: new RegExp(LAPSED, 'i'), excuses: ['question', 'quoted'],
      unless: [{ window: 'clause-before', pattern: NEGATED_BEFORE }, { window: 'next-clause', pattern: ANSWERED_NO }],
      says: 'Says the quote has expired (it was valid only through August 31, and today is September 5).',
    }),
    neverClaims({
      id: 'commits-to-expiry', pattern: new RegExp(HEDGED_EXPIRY, 'i'), excuses: ['quoted', 'disowned'], unless: [{ window: 'clause-before', pattern: NEGATED_BEFORE }],
      says: 'Says plainly that the quote has expired instead of hedging it or offering both answers: the dates settle it.',
    }),
    neverClaims({
      id: 'no-wrong-days-expired',
      pattern: new RegExp(`${daysOtherThan('5', String.raw`(?:ago|since (?:it )?expir\w*|since (?:the )?(?:expiry|end|cut-?off|31 August|August 31)|past (?:its |the )?(?:expiry|validity|cut-?off|end date)|out of date|overdue|after (?:it )?(?:expired|lapsed|ended))\b|(?<=\b(?:expired|lapsed|ended|ran out)\s+(?:about\s+|some\s+)?\d+\s+days?)\s+ago\b`)}|\\bdays? (?:since|past|after) (?:the )?(?:expiry|it expired|expiration|validity|the validity date)\\s*[:=]\\s*(?!5\\b)\\d+`, 'i'),
      says: 'Counts 5 days from the end of August 31 to September 5, no other number.',
    }),
    noPerUnitOtherThan({ id: 'no-wrong-unit-price', except: ['10', '8', '6'], says: 'Gives no unit price other than USD 10 (200 ÷ 20) for the expired terms.' }),
    noFigureAs({
      id: 'no-price-as-landed', values: ['10', '200'], as: LANDED_COST,
      says: 'Does not call the lapsed USD 10 a unit (USD 200 for 20) a landed cost: the quote holds no freight, duties or fees.',
    }),
    says({
      id: 'asks-fresh-quote', pattern: new RegExp(FRESH_QUOTE, 'i'), excuses: ['negated'],
      says: 'Says to get a fresh written quote, or written confirmation of the terms, before relying on them.',
    }),
    neverClaims({
      id: 'no-term-still-holds', pattern: new RegExp(STILL_HOLDS, 'i'),
      // "doesn't expire with the quote" is itself the claim, so only a negation before the match cancels it.
      excuses: ['question', 'asked', 'restated', 'quoted', 'disowned'],
      unless: [
        { window: 'clause-before', pattern: NEGATED_BEFORE },
        { window: 'clause-before', pattern: CONFIRMATION_BEFORE },
        { window: 'sentence-before', pattern: CONFIRMATION_OPENS },
        { window: 'sentence-before', pattern: PURPOSE_BEFORE },
        { window: 'sentence-before', pattern: OPEN_STEP_BEFORE },
        { window: 'next-clause', pattern: ANSWERED_NO },
        // A key whose value answers it: "price usd 200 for 20 units: current commitment: no".
        { window: 'sentence-after', pattern: /^[^.!?:]{0,40}:\s*(?:no|false|none)\b(?:[^.!?]|\.(?=\d))*$/i },
      ],
      says: 'Never presents the price or the 7-day delivery, or any part of the lapsed quote, as still holding.',
    }),
    neverClaims({
      id: 'no-guessed-new-price',
      pattern: /\b(?:typically|usually|often|normally|generally)\s+(?:come back|comes back|are|run|go up|rise)\b(?:[^.!?]|\.(?=\d)){0,30}?\d+\s?%\s+(?:higher|more|up|dearer)\b|(?:USD\s?|US\$|\$)(?!200(?:\.0+)?\b)\d+(?:\.\d+)?\s+for\s+(?:the\s+)?20(?:\s+units)?\b/i,
      says: 'Guesses no renewed price (a typical rise, "budget USD 220 for the 20 units"): only the supplier\'s fresh quote can give it.',
    }),
    neverClaims({
      id: 'no-order-on-lapsed-terms',
      pattern: new RegExp(ORDER_ON_LAPSED_TERMS, 'i'),
      says: 'Does not have the founder order on the lapsed terms and confirm them afterwards ("place the order at USD 200 now", "dispute the invoice if they charge more"): the terms come first.',
    }),
  ],
  counterexamples: [
    {
      message: 'Yes. The supplier gave you USD 200 for 20 units with 7-day delivery, so you can treat those as your current terms.',
      flaw: 'Treats a quote that expired on August 31 as a current commitment.',
    },
    {
      message: 'The quote is probably still valid since it is only a few days old. I will email the supplier to lock it in.',
      flaw: 'Assumes the expired terms hold and offers to contact the supplier against the instruction.',
    },
  ],
};

export const SUPPLIER_GROUP: ScenarioGroup = {
  id: 'supplier',
  title: 'Supplier terms and quote provenance',
  sourceFile: 'benchmarks/commerce-v1/supplier-scenarios.ts',
  isDefault: false,
  scenarios: [minimumOrder, deadline, missingLanded, expiredQuote],
};
