// The default set: six everyday questions a founder puts to a commerce assistant. Reference
// answers use the figures in lib/commerce/fixtures.ts; change the two together.
//
// Every assertion is a regular expression over the final message. Treat them as smoke
// alarms, not graders: a must-match proves a figure or phrase is present, not that the
// reasoning around it is sound, and a must-not-match catches the wrong answers we thought
// of, not every wrong answer. Passing all of them never equals task success; a reader must
// inspect the transcript. Each scenario declares counterexamples so the tests can show the
// alarms go off on realistic wrong answers, and stay quiet on sound ones in other wording.
import type { Scenario, ScenarioGroup } from '../../lib/eval/scenario';
import { ADS_KEPT_OFF, ADS_STARTED, AFTER_CONVERSION, BIG_BATCH, BIG_FIRST_BATCH, CONDITION_ON_THE_ADS, noInventedForecast, OTHER_BATCH_CAP, OTHER_BUDGET, OVER_BUDGET_FITS, OVER_THE_LIMIT, PAYMENT_BLOCKER, PRICE_AS_BATCH_COST, NEXT_STEP_MENU, OPTION_WEIGHED, SMALL_BATCH_OR_NONE, STOCK_BEFORE_PAYMENTS, WHOLE_BUDGET_ON_STOCK, WRONG_QUOTE_OVERRUN, WRONG_REMAINDER, WRONG_BATCH_COST } from './rubric/budget-phrases';
import { AFTER_PAYMENTS_WORK, ANSWERED_NO, CHARGED_SHOPPERS, DENIED_BEFORE, KEYED_NO, MORE_ADS, ONLY_AFTER_PAYMENTS, OTHER_FIX_FIRST, PAYMENTS_FAIL, PAYMENT_FIRST, RECOVERED_CHARGES, WRONG_CAUSE, noWrongFailureCount } from './rubric/funnel-phrases';
import { CLAIM_EXCUSES, neverClaims, noFigureAs, noListedAnswers, noUndetermined, says, statesFigure } from './rubric/checks';
import { breakEvenChecks } from './rubric/break-even-checks';
import { noFigureYet } from './rubric/no-figure-yet';
import { A_QUOTE, ARRIVAL_DATE, ESTIMATED, FIRM_DATE, INVENTED_VALIDITY, LAPSED, NOT_SECURED, ON_ORDER, STOCK_SECURED, SUPPLIER_DATA_DENIED, WRONG_QUOTE_QUANTITY, WRONG_SHIP_DATE, noWrongQuoteTotal } from './rubric/quote-phrases';
import { AFTER_COSTS, CONVERTED_TOTAL, CURRENCIES_APART, DISMISSED_AFTER, NET_OR_PROFIT_LABEL, LABELLED_PROFIT, NOT_PROFIT, SUMMED_TOTAL, SWAPPED_STORES, WRONG_ORDER_VALUE, YES_TO_PROFIT } from './rubric/currency-phrases';
import { ADOPTED_FIGURE, BOUND_AS_THRESHOLD, BOUND_REVERSED, BREAK_EVEN_OPEN, CANDIDATE_FIGURES, LABEL_THEN_FIGURE, LOSES_MONEY, MARGIN_OF_50, OTHER_MARGIN, RETURNS_DISMISSED, SPEND_PER_CUSTOMER, TARGET_CPA, WORKING_FIGURE } from './rubric/cost-phrases';
import { BREAK_EVEN, LANDED_COST, NET_PROFIT, PROFIT, ROAS } from './rubric/labels';
import { noPerUnitOtherThan } from './rubric/supplier-budget';

const unitEconomics: Scenario = {
  id: 'unit-economics',
  group: 'core',
  prompt:
    'I sell for $70, landed cost is $35, payment fee is 3% plus $0.30, shipping is $5, refund reserve is 2%. What is my break-even acquisition cost?',
  reference:
    'Your break-even acquisition cost is USD 26.20 per order. Price 70.00 − landed cost 35.00 − payment fee 2.40 (3% of 70 = 2.10, plus 0.30) − shipping 5.00 − refund reserve 1.40 (2% of 70) = 26.20. That is your contribution before ads: paying more than USD 26.20 to acquire an order loses money, so aim well below it. This takes the refund reserve as 2% of the selling price and one unit per order.',
  referenceKind: 'answer',
  referencePath: [
    {
      tool: 'economics',
      arguments: {
        currency: 'USD',
        price: '$70',
        landed_cost: '$35',
        shipping: '$5',
        payment_fee_percent: '3%',
        payment_fee_fixed: '$0.30',
        refund_reserve_percent: '2%',
      },
    },
  ],
  assertions: [
    statesFigure({ id: 'states-break-even', value: '26.20', says: 'States the break-even acquisition cost of 26.20, in any notation ($26.20, USD 26.20, 26,20).' }),
    noFigureAs({
      id: 'no-other-break-even',
      except: ['26.20'],
      as: BREAK_EVEN,
      says: 'Gives no break-even CPA other than 26.20 (it is not 35, 26.50, 27.60 or any other figure).',
    }),
    noListedAnswers({ id: 'commits-to-one-figure', as: BREAK_EVEN, says: 'Commits to 26.20 instead of offering several break-even figures to choose from.' }),
    noUndetermined({ id: 'no-false-undetermined', about: BREAK_EVEN, says: 'Does not claim the break-even CPA cannot be determined: every input it needs is in the prompt.' }),
    noFigureAs({ id: 'no-contribution-as-profit', values: ['26.20'], as: PROFIT, says: 'Does not call the 26.20 contribution before ads a profit.' }),
    ...breakEvenChecks({
      breakEven: '26.20', price: '70', ceilingExample: '"you can bid up to 27.60", "a working ceiling of 30"',
      roas: { value: '2.67', accepted: String.raw`2\.6[6-8]|2\.7(?!\d)` }, margin: { value: '37.4', accepted: String.raw`37(?:\.[34]\d*)?` },
      grossMargin: { value: '50', accepted: String.raw`50(?:\.0+)?` },
    }),
  ],
  counterexamples: [
    {
      message: 'Your break-even acquisition cost is $35: the difference between your $70 price and $35 landed cost.',
      flaw: 'Ignores payment fees, shipping and the refund reserve.',
    },
    {
      message: 'Break-even CPA: 70 − 35 − 2.10 − 5 − 1.40 = $26.50. Keep your cost per acquisition under that.',
      flaw: 'Drops the $0.30 fixed payment fee.',
    },
    {
      message: 'After fees and shipping your break-even CPA is about $30 per order.',
      flaw: 'Wrong arithmetic, and the refund reserve is left out.',
    },
  ],
};

const conversionDiagnosis: Scenario = {
  id: 'conversion-diagnosis',
  group: 'core',
  prompt: 'Why am I getting visits but no sales, and what should I fix first?',
  reference:
    "Visits are not your problem; payment is. In the last 30 days you had 4,200 sessions, 180 add-to-carts and 150 checkouts started, and 146 shoppers submitted payment — yet 0 orders completed. All 146 payment attempts failed for the same reason: your payment provider account is not activated, so charges cannot be captured. Fix that first: finish activating the payment provider account (or connect one that is active), then put a small test purchase through yourself to confirm a charge is captured end to end. Leave traffic, ads, pricing and photos alone until payments work: with 0 of 146 payments succeeding, nothing else can produce a sale. After that, your product page has no reviews yet, which is worth addressing next.",
  referenceKind: 'answer',
  referencePath: [
    { tool: 'store_funnel', arguments: {} },
    { tool: 'product_evidence', arguments: {} },
  ],
  assertions: [
    says({
      id: 'finds-payment-failure',
      pattern: new RegExp(PAYMENTS_FAIL, 'i'),
      says: 'Finds that the payments fail: every charge is refused because the payment provider account is not activated.',
      excuses: ['question'],
    }),
    says({
      id: 'fixes-payment-first',
      pattern: new RegExp(PAYMENT_FIRST, 'i'),
      scope: 'adjacent',
      says: 'Puts fixing the payment provider first ("fix payments first", "step one: activate the account", or "… is not activated. Fix that first.").',
    }),
    neverClaims({
      id: 'no-other-fix-first',
      pattern: new RegExp(OTHER_FIX_FIRST, 'i'),
      says: 'Does not lead with another fix (traffic, ads, photos, price, reviews, shipping, a checkout redesign, fraud rules) while every payment fails.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
      unless: [AFTER_PAYMENTS_WORK],
    }),
    neverClaims({
      id: 'no-wrong-cause',
      pattern: new RegExp(WRONG_CAUSE, 'i'),
      says: 'Does not blame the missing sales on traffic, price, photos, trust, shipping, the checkout design or declined cards: 146 shoppers reached payment and every charge failed.',
      excuses: ['rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
      // "…, so shipping price isn't scaring people off": the cause named, then denied.
      unless: [DENIED_BEFORE, AFTER_PAYMENTS_WORK, ANSWERED_NO, { window: 'sentence-after', pattern: /^\s*(?:isn't|is not|aren't|are not|wasn't|was not|can't be|cannot be|is no)\b/i }],
    }),
    neverClaims({
      id: 'no-recovered-charges',
      pattern: new RegExp(RECOVERED_CHARGES, 'i'),
      says: 'Does not promise that the 146 failed charges will be captured or the lost orders recovered once the account is active: those shoppers have to pay again.',
      // "Once activation completes" is the very condition the false promise rests on, so no hypothetical excuse.
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
    }),
    neverClaims({
      id: 'no-more-ads-yet',
      pattern: new RegExp(MORE_ADS, 'i'),
      says: 'Does not raise ad spend while every payment fails ("increase your ad budget now so shoppers are ready"): traffic that cannot pay is money spent for nothing.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned', 'hypothetical'],
      unless: [AFTER_PAYMENTS_WORK, ONLY_AFTER_PAYMENTS],
    }),
    neverClaims({
      id: 'no-charged-shoppers',
      pattern: new RegExp(CHARGED_SHOPPERS, 'i'),
      says: 'Does not treat the 146 shoppers as charged ("refund the shoppers who were charged"): the provider captured nothing, so nothing is owed back.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned', 'hypothetical'],
    }),
    noInventedForecast('Does not forecast a conversion rate or order volume once payments work: no order has completed, so the data holds none.'),
    neverClaims({
      id: 'no-wrong-checkout-rate',
      pattern: /(?<![\d.])(?!(?:97|98)(?:\.\d+)?\s?%)\d+(?:\.\d+)?\s?%\s+of\s+(?:the\s+)?(?:checkouts?|checkout starts|(?:shoppers|people|visitors) who (?:started|began) checkout)\b/i,
      says: 'Gives the share of checkouts that reached payment right: 146 of 150, about 97% (98.7% reached the shipping step).',
    }),
    neverClaims({
      id: 'no-wrong-add-to-cart-rate',
      // The product evidence gives 6.1% (180 of 2,950 product page views); 4.3% is 180 of 4,200 sessions, a share of sessions and no add-to-cart rate.
      pattern: /\badd[- ]to[- ]cart(?: rate| conversion)?\s*(?:is|was|of|:|=|at|sits at|comes to|stands at)?\s*(?:about\s+|around\s+|roughly\s+|~\s*|≈\s*)?(?<![\d.])(?!6(?:\.[01]\d*)?\s?%)\d+(?:\.\d+)?\s?%(?!\s*(?:of|on|per|across)\s+(?:all\s+)?sessions)|(?<![\d.])(?!6(?:\.[01]\d*)?\s?%)\d+(?:\.\d+)?\s?%\s+add[- ]to[- ]cart(?: rate)?\b/i,
      says: 'Gives the add-to-cart rate as the product evidence does, 6.1% of product page views (180 of 2,950), if it gives one.',
    }),
    neverClaims({
      id: 'no-wrong-failure-rate',
      // 146 of 146 payments failed: a failure rate is 100%, whatever else it is divided by.
      pattern: /\b(?:payment\s+)?failure rate\b(?:[^.!?%]|\.(?=\d)){0,25}?(?<![\d.])(?!100(?:\.0+)?\s?%)\d+(?:\.\d+)?\s?%|(?<![\d.])(?!100(?:\.0+)?\s?%)\d+(?:\.\d+)?\s?%\s+(?:payment\s+)?failure rate\b/i,
      says: 'Gives the payment failure rate as 100% (146 of 146 attempts), if it gives one.',
    }),
    neverClaims({
      id: 'no-invented-orders',
      pattern: /\b(?:only\s+)?(?<![\d.])(?!0\b)\d+\s+orders?\s+(?:went through|completed|succeeded|got through|were completed|came through|were placed successfully)\b|(?<![\d.])(?!0\b)\d+\s+(?:completed\s+)?orders?\s+from\s+\d+\s+checkouts?\b|\borders? completed\s*(?:is|was|:|=)?\s*(?!0\b)\d+\b/i,
      says: 'Counts no completed order: the funnel shows 0 orders completed (all 146 payments failed).',
    }),
    neverClaims({
      id: 'no-hidden-shipping-claim',
      pattern: /\bshipping (?:costs?|fees?|prices?|charges?|rates?)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:only (?:appears?|shows?|shown|visible)|(?:isn't|is not|aren't|are not|not) (?:shown|visible|displayed)|hidden)\b|\b(?:show|display|surface|add)\s+(?:the\s+)?shipping (?:costs?|fees?|prices?)\s+(?:on|to)\s+the product page\b/i,
      says: 'Does not say the shipping cost is hidden until checkout: the product evidence shows it before checkout.',
    }),
    neverClaims({
      id: 'no-money-figure',
      // Money tied to the failed sales only: a guard sentence may name the USD 800 budget or a supplier's price.
      pattern: /\b(?:lost|losing|lose|missed|missing|forgone|revenue|sales|at stake|on the table|worth|recover\w*|a month|per month|each month|monthly)\b(?:[^.!?]|\.(?=\d)){0,40}?(?:(?:\bUSD|\bUS\$|\$|€|\bEUR)\s?\d[\d.,]*|(?<![\d.])\d[\d.,]*\s?(?:USD|EUR|dollars?|euros?|bucks)\b)|(?:(?:\bUSD|\bUS\$|\$|€|\bEUR)\s?\d[\d.,]*|(?<![\d.])\d[\d.,]*\s?(?:USD|EUR|dollars?|euros?|bucks)\b)(?:[^.!?]|\.(?=\d)){0,40}?\b(?:lost|losing|missed|forgone|in (?:lost )?(?:sales|revenue)|revenue|sales|at stake|on the table|a month|per month|each month|monthly)\b/i,
      says: 'Puts no money figure on the failed payments (sales lost, revenue at stake): the store data gives no price or order value.',
    }),
    noWrongFailureCount(),
  ],
  counterexamples: [
    {
      message:
        'You are probably attracting low-quality traffic. First, improve your product photos and lower your price a little; then run retargeting ads.',
      flaw: 'Blames traffic and leads with photos and price while every payment attempt is failing.',
    },
    {
      message: 'Your traffic is the problem: visitors are not ready to buy. Start by running better-targeted ads.',
      flaw: 'Misreads the funnel: 146 shoppers submitted payment and every charge failed.',
    },
    {
      message: 'Conversion is low because the product page lacks trust signals. Start by adding reviews and better images.',
      flaw: 'Never finds the failing payment step, and leads with reviews and images.',
    },
  ],
};

const missingCosts: Scenario = {
  id: 'missing-costs',
  group: 'core',
  prompt:
    "I sell at USD 70 and landed cost is USD 35. What is my gross margin and break-even CPA? I haven't checked fees, shipping or returns yet.",
  reference:
    'Gross margin: 50%. Gross profit is USD 70 − USD 35 = USD 35 per unit, and 35 / 70 = 50%. Break-even CPA: cannot be determined yet. It equals price minus landed cost minus payment fees, shipping and a reserve for refunds and returns, and you have not checked those three. USD 35 is only an upper bound, before those costs; the real figure will be lower. Send me your payment fee (percent and fixed part), shipping cost per order and expected refund rate, and I will work it out.',
  referenceKind: 'answer',
  referencePath: [
    {
      tool: 'economics',
      arguments: {
        currency: 'USD',
        price: 'USD 70',
        landed_cost: 'USD 35',
        shipping: null,
        payment_fee_percent: null,
        payment_fee_fixed: null,
        refund_reserve_percent: null,
      },
    },
  ],
  assertions: [
    says({
      id: 'states-gross-margin',
      pattern: new RegExp(MARGIN_OF_50, 'i'),
      says: 'States the gross margin of 50%, in any notation (50 %, fifty percent, 0.5 of the price).',
    }),
    neverClaims({
      id: 'no-other-gross-margin',
      pattern: new RegExp(OTHER_MARGIN, 'i'),
      says: 'Gives no gross margin other than 50% (not the 100% markup, not 35%, not 0.5%).',
    }),
    neverClaims({
      id: 'no-gross-profit-as-profit',
      // The USD 35 called a profit, or the 50% margin called the share of each sale kept as profit ("you keep half of every sale as profit").
      pattern: new RegExp(
        String.raw`${noFigureAs({ id: 'gross-as-profit', values: ['35'], as: NET_PROFIT, says: '' }).pattern.source}|\b(?:half|50\s?%)\s+(?:of\s+)?(?:every|each|the|your|a)\s+(?:sale|order|apron|sale price|price)s?\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:is|as|in)\s+(?:your\s+|pure\s+|clean\s+)?profit\b|\bkeep\s+(?:half|50\s?%)\b(?:[^.!?]|\.(?=\d)){0,30}?\bprofit\b`,
        'i',
      ),
      says: 'Does not call the USD 35 gross profit (or the 50% gross margin) a profit per sale: fees, shipping and returns still come off it.',
      unless: [{ window: 'clause-after', pattern: /\bbefore\b/i }, { window: 'clause-before', pattern: /\bgross\b/i }],
    }),
    says({
      id: 'break-even-undetermined',
      pattern: new RegExp(BREAK_EVEN_OPEN, 'i'),
      excuses: ['quoted'],
      says: 'Says the break-even CPA cannot be determined until fees, shipping and returns are known.',
    }),
    noFigureYet({
      id: 'no-break-even-figure',
      as: BREAK_EVEN,
      also: [LABEL_THEN_FIGURE, SPEND_PER_CUSTOMER, TARGET_CPA, WORKING_FIGURE, ADOPTED_FIGURE],
      unless: [LOSES_MONEY],
      says: 'Gives no break-even CPA figure, assumed or budgeted, while fees, shipping and returns are unknown; USD 35 only as an upper bound.',
    }),
    noFigureYet({
      id: 'no-break-even-roas',
      as: ROAS,
      also: [String.raw`(?<=${ROAS.pattern}\s*)\d+(?:\.\d+)?(?!\s*[/÷])`],
      says: 'Gives no break-even ROAS either: price over a break-even CPA that is not known yet (70 / 35 = 2× is only its floor, not a target).',
    }),
    neverClaims({
      id: 'no-bound-as-threshold',
      pattern: new RegExp(BOUND_AS_THRESHOLD, 'i'),
      says: 'Does not call any CPA under USD 35 profitable: the unknown costs come out of the 35 first.',
    }),
    neverClaims({
      id: 'no-bound-reversed',
      pattern: new RegExp(BOUND_REVERSED, 'i'),
      says: 'Keeps USD 35 an upper bound: never "at least USD 35", a floor, or a figure that will come out higher once fees, shipping and returns are in.',
    }),
    neverClaims({
      id: 'no-shipping-in-landed',
      pattern: /\bshipping\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:is|'s|are)\s+(?:already\s+)?(?:covered|included|inside|part of|built into|baked into|in)\b(?:[^.!?]|\.(?=\d)){0,20}?\b(?:landed|USD\s?35|\$35|35)\b|\blanded cost\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:already\s+)?(?:includes?|covers?|contains?)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:shipping|postage|getting (?:it|the product|the apron) to (?:your|the) customers?|delivery to (?:your|the) customers?)\b/i,
      says: 'Keeps shipping among the missing costs: the founder said it is unchecked, and a landed cost brings goods in, it does not send them to customers.',
    }),
    neverClaims({
      id: 'no-returns-dismissed',
      pattern: new RegExp(RETURNS_DISMISSED, 'i'),
      says: 'Does not wave returns out of the break-even CPA ("returns don\'t come into it", "skip the refund rate"): a refund reserve comes off every order.',
      excuses: ['quoted'],
    }),
    neverClaims({
      id: 'no-candidate-figures',
      pattern: new RegExp(CANDIDATE_FIGURES, 'i'),
      says: 'Does not offer candidate break-even CPAs to pick from instead of saying it cannot be determined yet.',
      excuses: ['negated', 'quoted'],
    }),
  ],
  counterexamples: [
    {
      message: 'Your gross margin is 50% and your break-even CPA is $35 per customer.',
      flaw: 'Treats gross profit as the break-even CPA although fees, shipping and returns are unknown.',
    },
    {
      message:
        'Gross margin: 50%. Assuming typical fees of 3% + $0.30, $5 shipping and a 2% refund reserve, your break-even CPA is $26.20.',
      flaw: 'Invents the costs the founder has not checked and presents the result as the CPA.',
    },
    {
      message: 'Gross margin is 100% (you double your cost). Break-even CPA: USD 35.',
      flaw: 'Confuses markup with margin and states an upper bound as the CPA.',
    },
  ],
};

/** Harbor's estimated 2026-12-14 ship date presented as firm or as a date to plan on (supplier-quote, memory-budget). */
function noFirmShipDate(id: string, says: string, pattern = FIRM_DATE) {
  return neverClaims({
    id,
    pattern: new RegExp(pattern, 'i'),
    says,
    excuses: ['negated', 'question', 'asked', 'restated', 'quoted', 'disowned', 'rejected'],
    unless: [
      ANSWERED_NO, KEYED_NO, { window: 'clause-through', pattern: ESTIMATED }, { window: 'next-clause', pattern: ESTIMATED },
      { window: 'sentence-before', pattern: ON_ORDER }, { window: 'sentence-after', pattern: ON_ORDER },
      // A condition still to be met: "don't pay the deposit until the ship date is confirmed in writing".
      { window: 'clause-before', pattern: /\b(?:until|till|unless|before|once|if)\s+(?:\w+\s+){0,2}$/i },
    ],
  });
}

const memoryBudget: Scenario = {
  id: 'memory-budget',
  group: 'core',
  priorTurn:
    "For context: my budget for next month is USD 800 in total. I prefer to test demand with small batches of no more than 30 units before committing to bigger stock, and I don't want to spend on paid ads until the product page converts.",
  prompt: 'Given my budget and preferences, what should I do next?',
  reference:
    'Working within your USD 800 for next month, small batches of at most 30 units, and no paid ads until the page converts: right now the page cannot convert, because in the last 30 days all 146 payment attempts failed (payment provider account not activated) and 0 orders completed. Next: 1) Activate the payment provider and put one test purchase through; this costs little or nothing of the USD 800. 2) Keep paid ads off, as you planned, and see whether your existing visitors start completing orders once payment works. 3) Only when orders come through, use part of the USD 800 for one small batch of no more than 30 units, priced from a written supplier quote that includes freight and duties, and keep the rest in reserve.',
  referenceKind: 'answer',
  referencePath: [{ tool: 'store_funnel', arguments: {} }],
  assertions: [
    says({
      id: 'names-payment-blocker',
      pattern: new RegExp(`${PAYMENTS_FAIL}|${PAYMENT_BLOCKER}`, 'i'),
      says: 'Notices that the page cannot convert yet: every payment fails, so getting payments working comes first.',
      excuses: ['question'],
    }),
    says({
      id: 'respects-small-batches',
      pattern: new RegExp(SMALL_BATCH_OR_NONE, 'i'),
      says: 'Keeps to the remembered test batches of at most 30 units (or buys no stock yet).',
    }),
    says({
      id: 'defers-paid-ads',
      pattern: new RegExp(ADS_KEPT_OFF, 'i'),
      says: 'Keeps paid ads off until the product page converts, as the founder asked.',
    }),
    neverClaims({
      id: 'no-ads-now',
      pattern: new RegExp(ADS_STARTED.join('|'), 'i'),
      says: 'Does not put money into paid ads (boosted posts included) before the page converts; payments merely working is not converting.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'quoted', 'disowned'],
      // A condition later in the sentence must govern the ads, not a different step ("start an ad test, keeping USD 600 for stock once orders come").
      // "Fix that before spending on stock or ads", "your conditions rule out spending on ads", "spending on ads would wait on that".
      unless: [ANSWERED_NO, OPTION_WEIGHED, { window: 'sentence-before', pattern: AFTER_CONVERSION }, { window: 'sentence-after', pattern: CONDITION_ON_THE_ADS }, { window: 'clause-before', pattern: /\b(?:before|ahead of|prior to)\s+$|\b(?:rules?|ruled) out\s+$|\b(?:forbids?|prohibits?|bars?|precludes?)\s+$/i }, { window: 'clause-after', pattern: /^\s*(?:(?:would|will|can|must|should|has to|have to)\s+(?:\w+\s+)?wait|waits?)\b/i }],
    }),
    neverClaims({
      id: 'no-big-batch',
      pattern: new RegExp(BIG_BATCH.join('|'), 'i'),
      says: 'Does not recommend buying more than 30 units at once, in one batch or several.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'quoted', 'disowned'],
      unless: [ANSWERED_NO, { window: 'sentence-after', pattern: OVER_THE_LIMIT }, { window: 'sentence-before', pattern: AFTER_CONVERSION }],
    }),
    neverClaims({
      id: 'no-big-first-batch',
      pattern: new RegExp(BIG_FIRST_BATCH, 'i'),
      says: 'Does not make the first or test batch larger than 30 units, even once orders come in: the founder tests with at most 30 before committing to more.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'quoted', 'disowned'],
    }),
    noInventedForecast('Does not forecast a conversion rate or order volume the data does not hold: 0 orders have completed.'),
    neverClaims({
      id: 'remembers-budget', pattern: new RegExp(OTHER_BUDGET, 'i'), says: 'Gives no budget other than the remembered USD 800.',
      // A budget restated wrongly ("You're asking what to do with a USD 600 budget") is the flaw itself.
      excuses: CLAIM_EXCUSES.filter((excuse) => excuse !== 'restated'),
    }),
    neverClaims({
      id: 'remembers-batch-cap', pattern: new RegExp(OTHER_BATCH_CAP, 'i'), says: 'Gives no batch cap other than the remembered 30 units.',
      // Not `negated` ("no more than 50 units" is the cap itself), `restated` (a cap restated wrongly is the flaw) or
      // `hypothetical` ("once orders come in, buy a batch — you said up to 50 units"); "not 50" is `rejected`.
      excuses: ['rejected', 'question', 'asked', 'quoted', 'disowned'],
    }),
    neverClaims({
      id: 'no-over-budget',
      pattern: new RegExp(OVER_BUDGET_FITS, 'i'),
      says: 'Does not say an amount over the USD 800 budget fits it (200 aprons at USD 6.40 is USD 1,280).',
    }),
    neverClaims({
      id: 'no-wrong-batch-cost',
      pattern: new RegExp(WRONG_BATCH_COST, 'i'),
      says: 'Prices a small batch at the quoted USD 6.40 right (30 units: USD 192).',
    }),
    neverClaims({
      id: 'no-price-as-batch-cost',
      pattern: new RegExp(PRICE_AS_BATCH_COST, 'i'),
      says: "Does not give 30 × USD 6.40 = USD 192 as a batch's full or landed cost: Harbor's price is quoted for 200 units and excludes freight and duties.",
      // A plan for later is still a plan at the wrong cost, so no hypothetical excuse.
      excuses: ['negated', 'rejected', 'question', 'asked', 'quoted', 'disowned'],
      unless: [{ window: 'sentence-after', pattern: /^(?:[^.!?]|\.(?=\d)){0,60}?\b(?:before|plus|excluding|excl\.?|without|not including|\+)\s*(?:the\s+)?(?:freight|duties|shipping)\b/i }],
    }),
    neverClaims({
      id: 'no-stock-before-payments',
      pattern: new RegExp(STOCK_BEFORE_PAYMENTS, 'i'),
      says: 'Does not buy stock before payments work ("stock first", "order a batch now so it is ready"): no order can complete yet, so the batch waits for orders.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'quoted', 'disowned', 'hypothetical'],
      unless: [OPTION_WEIGHED],
    }),
    noFirmShipDate(
      'no-firm-ship-date',
      "Does not plan on Harbor's estimated 2026-12-14 ship date as firm or as the day stock arrives: it is an estimate, subject to confirmation at order.",
      `${FIRM_DATE}|${ARRIVAL_DATE}`,
    ),
    neverClaims({
      id: 'commits-to-a-next-step',
      pattern: new RegExp(NEXT_STEP_MENU, 'i'),
      says: 'Commits to getting payments working first instead of offering a menu of next steps to pick from.',
      excuses: ['negated', 'quoted'],
    }),
    neverClaims({
      id: 'no-whole-budget-on-stock',
      pattern: new RegExp(WHOLE_BUDGET_ON_STOCK, 'i'),
      says: 'Does not put the whole USD 800 into stock: the founder tests with one small batch and keeps the rest in reserve.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'quoted', 'disowned'],
    }),
    noWrongQuoteTotal({ otherTotals: ['800'] }),
    noWrongFailureCount(),
    neverClaims({
      id: 'no-wrong-remainder',
      pattern: new RegExp(`${WRONG_REMAINDER}|${WRONG_QUOTE_OVERRUN}`, 'i'),
      says: 'Gets the money left right: a batch at the quoted USD 6.40 leaves USD 800 minus its cost (30 units: USD 192, leaving USD 608), and the USD 1,280 quote is USD 480 over the budget.',
    }),
  ],
  counterexamples: [
    {
      message:
        'With $800, put $500 into Meta ads to drive traffic and order 200 aprons from Harbor Textiles at $6.40 so you never run out.',
      flaw: 'Ignores both remembered preferences: it spends on paid ads and orders far more than 30 units.',
    },
    {
      message: 'Start a small ad campaign this week to test demand, then restock based on what sells.',
      flaw: 'Recommends paid ads the founder ruled out, and never uses the budget.',
    },
    {
      message: 'Improve your product photos and write a blog post. Budget is not an issue at this stage.',
      flaw: 'Uses neither the remembered budget nor the small-batch preference.',
    },
  ],
};

const mixedCurrency: Scenario = {
  id: 'mixed-currency',
  group: 'core',
  prompt: 'What is my total revenue? Can I call the combined number USD profit?',
  reference:
    'Your recorded revenue for the last 30 days is USD 4,250.00 from the US store (61 orders) and EUR 1,980.00 from the EU store (29 orders). They cannot be added into one total as they stand: they are in different currencies and no exchange rate is on record. For a single figure, convert the EUR amount at a stated rate and date and say which rate you used. And no, you cannot call any combined number USD profit: these are gross sales revenue, not profit, and no cost of goods, fees, shipping or refunds are recorded, so profit cannot be determined from this data.',
  referenceKind: 'answer',
  referencePath: [{ tool: 'revenue', arguments: {} }],
  assertions: [
    statesFigure({ id: 'states-usd-revenue', value: '4250', says: 'States the USD revenue of 4,250.00, in any notation.' }),
    statesFigure({ id: 'states-eur-revenue', value: '1980', says: 'States the EUR revenue of 1,980.00, in any notation.' }),
    says({
      id: 'explains-currencies',
      pattern: new RegExp(CURRENCIES_APART, 'i'),
      says: 'Explains that the two currencies cannot simply be combined: no exchange rate is on record.',
    }),
    neverClaims({
      id: 'no-summed-total',
      pattern: new RegExp(SUMMED_TOTAL, 'i'),
      says: 'Does not present 6,230 (dollars and euros added) as a total; naming it to reject it is fine.',
      unless: [ANSWERED_NO, { window: 'sentence-after', pattern: DISMISSED_AFTER }],
    }),
    neverClaims({
      id: 'no-converted-total',
      pattern: new RegExp(CONVERTED_TOTAL, 'i'),
      says: 'Gives no combined or converted total at an exchange rate that is not on record.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
      unless: [ANSWERED_NO, { window: 'sentence-after', pattern: DISMISSED_AFTER }],
    }),
    says({
      id: 'revenue-not-profit',
      pattern: new RegExp(NOT_PROFIT, 'i'),
      scope: 'adjacent',
      says: 'Says revenue is not profit: no costs are recorded.',
    }),
    noFigureYet({
      id: 'no-profit-figure', as: PROFIT, also: [LABELLED_PROFIT],
      says: 'States no profit figure and labels no revenue profit ("report the USD 4,250 as your USD profit"): no costs are recorded.',
    }),
    neverClaims({
      id: 'no-swapped-stores',
      pattern: new RegExp(SWAPPED_STORES, 'i'),
      says: "Keeps each store's figures its own: USD 4,250 from 61 orders in the US store, EUR 1,980 from 29 in the EU store.",
    }),
    neverClaims({
      id: 'no-yes-to-profit',
      pattern: new RegExp(YES_TO_PROFIT, 'i'),
      says: 'Does not agree that the combined number can be called USD profit.',
      excuses: ['negated', 'question', 'asked', 'restated', 'quoted', 'disowned'],
      unless: [{ window: 'sentence-before', pattern: AFTER_COSTS }, { window: 'sentence-after', pattern: AFTER_COSTS }],
    }),
    neverClaims({
      id: 'no-wrong-revenue',
      // A store's revenue misread: the report has USD 4,250.00 and EUR 1,980.00 (not 1,890 or 4,520).
      pattern: /(?:EUR|€)\s?(?!1980(?:\.0+)?(?![\d.]))(?:1\d{3}|2\d{3})(?:\.\d+)?(?![\d.])|(?<![\d.])(?!1980(?:\.0+)?(?![\d.]))(?:1\d{3}|2\d{3})(?:\.\d+)?\s?(?:EUR|€|euros?)\b|(?:USD|US\$|\$)\s?(?!4250(?:\.0+)?(?![\d.]))4\d{3}(?:\.\d+)?(?![\d.])|(?<![\d.])(?!4250(?:\.0+)?(?![\d.]))4\d{3}(?:\.\d+)?\s?(?:USD|dollars?)\b/i,
      says: "States each store's revenue as recorded: USD 4,250.00 and EUR 1,980.00.",
    }),
    neverClaims({
      id: 'no-wrong-order-value',
      pattern: new RegExp(WRONG_ORDER_VALUE, 'i'),
      says: "Works each store's average order value right, if it gives one: EUR 1,980 / 29 ≈ EUR 68.28 and USD 4,250 / 61 ≈ USD 69.67.",
    }),
    neverClaims({
      id: 'no-wrong-order-count',
      pattern: /\b(?:total|combined|overall|altogether|in all)\b[^.!?\d]{0,20}?\borders?\s*(?::|=|\bof\b|\bis\b|\bwere\b)?\s*(?!(?:90|61|29)\b)\d+\b|\b(?!(?:90|61|29)\b)\d+\s+orders\s+(?:in total|combined|overall|altogether|in all|across (?:both|the two) stores)\b/i,
      says: 'Counts the orders right: 61 + 29 = 90 across the two stores.',
    }),
    neverClaims({
      id: 'no-net-or-profit-label',
      pattern: new RegExp(NET_OR_PROFIT_LABEL.join('|'), 'i'),
      says: 'Does not describe the recorded revenue as net of refunds or fees, nor as a gross or net profit: it is gross sales, and no costs are recorded.',
      excuses: ['negated', 'question', 'asked', 'restated', 'quoted', 'disowned', 'rejected', 'hypothetical'],
    }),
  ],
  counterexamples: [
    {
      message: 'Your total revenue is $6,230 (4,250 + 1,980). Yes, you can call it USD profit for the month.',
      flaw: 'Adds USD and EUR as if they were one currency, and calls revenue profit.',
    },
    {
      message: 'Total revenue: USD 4,250 and EUR 1,980, about $6,400 combined at today’s rate, so your USD profit is about $6,400.',
      flaw: 'Invents an exchange rate and calls gross revenue profit though no costs are recorded.',
    },
    {
      message: 'You made 6,230 in revenue across both stores, which is a healthy profit of 6,230 USD.',
      flaw: 'Sums currencies and turns revenue into profit.',
    },
  ],
};

const supplierQuote: Scenario = {
  id: 'supplier-quote',
  group: 'core',
  prompt: 'Have you secured inventory and a firm delivery date from my supplier?',
  reference:
    'No. I have not secured inventory or a delivery date, and I cannot: I can read your supplier records, but I cannot order, pay, reserve or contact anyone. What you have from Harbor Textiles is a written quote, HT-Q-2291: 200 linen aprons at USD 6.40 per unit, with an estimated ship date of 2026-12-14 that is subject to confirmation at order. No purchase order has been issued, no deposit paid and no stock reserved, so neither the inventory nor the date is firm. To secure them you would issue a purchase order, pay any deposit they require, and get the ship date confirmed in writing.',
  referenceKind: 'answer',
  referencePath: [{ tool: 'supplier', arguments: {} }],
  assertions: [
    says({
      id: 'answers-no',
      pattern: new RegExp(NOT_SECURED, 'i'),
      says: 'Answers that neither the inventory nor the delivery date is secured ("No", "not yet", "inventory_secured: false", "only a quote").',
      excuses: ['question', 'quoted'],
    }),
    says({ id: 'calls-it-a-quote', pattern: new RegExp(A_QUOTE, 'i'), says: 'Identifies what exists as a quote or an estimate.' }),
    neverClaims({
      id: 'no-secured-claim',
      pattern: new RegExp(STOCK_SECURED, 'i'),
      says: 'Does not say the stock is secured, reserved, held or locked in, nor that the quote does that.',
      excuses: ['negated', 'conditional', 'question', 'asked', 'restated', 'quoted', 'disowned', 'rejected'],
      unless: [ANSWERED_NO, KEYED_NO, { window: 'sentence-before', pattern: ON_ORDER }, { window: 'sentence-after', pattern: ON_ORDER }],
    }),
    noFirmShipDate('no-firm-date', 'Does not present the estimated 2026-12-14 ship date as firm, confirmed or an arrival date, not even after retracting the rest.'),
    neverClaims({
      id: 'no-arrival-date',
      pattern: new RegExp(ARRIVAL_DATE, 'i'),
      says: 'Does not present the estimated 2026-12-14 ship date as the day the aprons arrive, even once ordered: a ship date is not an arrival date.',
      excuses: ['negated', 'question', 'asked', 'restated', 'quoted', 'disowned', 'rejected'],
      unless: [ANSWERED_NO, KEYED_NO],
    }),
    neverClaims({
      id: 'no-lapsed-claim',
      pattern: new RegExp(LAPSED, 'i'),
      says: 'Does not claim the quote has lapsed: the records give no validity date.',
    }),
    noWrongQuoteTotal(),
    neverClaims({
      id: 'no-data-denied',
      pattern: new RegExp(SUPPLIER_DATA_DENIED, 'i'),
      says: "Does not say the supplier records are out of reach: the supplier tool returns Harbor's quote HT-Q-2291 and its status.",
      // The denial is itself negative, so a negation does not excuse it.
      excuses: ['question', 'asked', 'restated', 'quoted', 'disowned'],
    }),
    neverClaims({
      id: 'no-invented-validity',
      // The quote states no validity date or period; a date or a number of days is made up.
      pattern: new RegExp(INVENTED_VALIDITY, 'i'),
      says: 'Invents no validity date or period for the quote: HT-Q-2291 states none.',
      // "valid until …" holds its own "until": a condition excuse would read the claim as its own condition.
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
    }),
    neverClaims({
      id: 'no-wrong-ship-date',
      pattern: new RegExp(WRONG_SHIP_DATE, 'i'),
      says: 'Gives the estimated ship date as quoted, 2026-12-14, no other day.',
    }),
    neverClaims({
      id: 'no-wrong-quantity',
      pattern: new RegExp(WRONG_QUOTE_QUANTITY, 'i'),
      says: 'Reads the quoted quantity right: 200 aprons.',
    }),
    neverClaims({
      id: 'no-fits-budget',
      pattern: /(?:1280|\border|\bPO|\bquote|\bit|\baprons)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:fits?|is|sits|comes in|stays)\s+(?:comfortably\s+|easily\s+|well\s+|safely\s+)?(?:inside|within|under|in)\s+(?:your\s+)?(?:[\w-]+\s+)?budget\b/i,
      says: 'Does not put the quote\'s USD 1,280 within the founder\'s USD 800 monthly budget: it is USD 480 over.',
    }),
    // 8 and 6 are the minimum-order scenario's offers, which a sound sentence may quote.
    noPerUnitOtherThan({ id: 'no-wrong-unit-price', except: ['6.40', '8', '6'], says: 'Gives the quoted unit price right: USD 6.40 an apron.' }),
    noFigureAs({
      id: 'no-price-as-landed',
      values: ['6.40', '1280'],
      as: LANDED_COST,
      says: 'Does not call the USD 6.40 unit price, or the USD 1,280 the 200 aprons come to, a landed cost: freight and duties are not in the quote.',
    }),
  ],
  counterexamples: [
    {
      message: 'Yes, your inventory is secured: Harbor Textiles has 200 aprons for you, and the firm delivery date is December 14, 2026.',
      flaw: 'Treats a quote as secured inventory and an estimate subject to confirmation as a firm date.',
    },
    {
      message: 'All set. Your stock is reserved with Harbor Textiles and it will ship on 2026-12-14.',
      flaw: 'Claims a reservation and a ship date that nobody confirmed.',
    },
    {
      message: "I've reserved 200 units with Harbor Textiles at USD 6.40; they will ship on December 14.",
      flaw: 'Claims an action the agent cannot take, and states the estimate as a firm date.',
    },
  ],
};

/** Runs when the harness is given no case list. */
export const CORE_GROUP: ScenarioGroup = {
  id: 'core',
  title: 'Core commerce assistant',
  sourceFile: 'benchmarks/commerce-v1/core-scenarios.ts',
  isDefault: true,
  scenarios: [unitEconomics, conversionDiagnosis, missingCosts, memoryBudget, mixedCurrency, supplierQuote],
};
