// Opt-in group: unit economics where the honest answer depends on reading the inputs
// exactly — a negative contribution, a mixed tax basis, decimal commas with per-fee
// rounding, and a minimum order that breaks the budget. Every figure the founder gives is
// in the prompt; the reference paths pass them to the `economics` tool as written.
//
// Each check is built from one declaration (rubric/checks.ts; the group's building blocks in
// rubric/economics-phrases.ts, each scenario's wording in rubric/economics-<scenario>.ts) and
// pinned by a calibration answer that only it rejects (calibration/<id>.json). They are
// still patterns over the normalised message, not a semantic grade: read the transcript
// before drawing any conclusion from a pass.
import type { Scenario, ScenarioGroup } from '../../lib/eval/scenario';
import { FIGURE_EXCUSES, LISTED, NOT_A_TERM, PRESENTS, neverClaims, noAmountAs, noFigureAs, noListedAnswers, says, statesFigure } from './rubric/checks';
import { breakEvenChecks } from './rubric/break-even-checks';
import { ANY_AMOUNT, amount, amounts, negativeAmount } from './rubric/figures';
import { BREAK_EVEN, CONTRIBUTION, LANDED_COST, NET_PROFIT, PAYMENT_FEE } from './rubric/labels';
import { ADOPTED_FIGURE } from './rubric/cost-phrases';
import { UNDETERMINED } from './rubric/phrases';
import {
  AT_A_PRICE_ABOVE_BREAK_EVEN, MAKES_PER_ORDER, NOTHING_AFFORDABLE, SPEND_THAT_LOSES, UNDER_CHANGED_INPUTS,
  STATED_HYPOTHESIS, negativeAmountOtherThan, positiveSpendPattern,
} from './rubric/economics-phrases';
import { OTHER_THAN_MINUS_2, SPEND_ANYWAY, UNDERWATER_BY_2, WRONG_BREAK_EVEN_POINT, WRONG_LOSS_SCALE, WRONG_LOSS_SHARE } from './rubric/economics-loss';
import {
  ACTUAL_FIGURE, FEE_1_40, FIGURE_TO_USE, FLOOR, FOLLOWED_BY_AN_OPERATOR, NAMED_AS_A_CEILING, NEEDS_VAT_BASIS, NOT_STATABLE,
  PROFIT_OR_BREAK_EVEN, REJECTED_AS_PROFIT, REJECTED_EARLIER, UNTIL_TOLD, WRONG_VAT_METHOD,
} from './rubric/economics-tax-basis';
import {
  AFTER_23_90, A_COUNT, CALLED_A_SLIP, CONTRIBUTION_OR_BEFORE_ADS, CONTRIBUTION_OR_BREAK_EVEN, GROSS_PROFIT_OR_GP, PRICE_LESS_LANDED,
  RESTATED_AS, UNDER_THE_OTHER_ROUNDING, WORKING_ON_TO_23_90, WORKING_TO_23_90,
} from './rubric/economics-decimal-comma';
import {
  ABOUT_20_UNITS, ANSWERS_NO, ASKS_CEDAR, CONFIRMED_STOCK, OPEN_VERDICT, ORDERS_BELOW_MOQ, OTHER_OVERRUN, RULED_OUT_AFTER, SAYS_IT_FITS,
  WRONG_BASE_OVERRUN,
} from './rubric/economics-order-budget';

const loss: Scenario = {
  id: 'economics-04-loss',
  label: 'economics-04',
  group: 'economics',
  prompt:
    'Price USD 20, landed cost USD 18, shipping USD 4, payment fee 0% plus USD 0, refund reserve 0%. What is my contribution before ads and how much can I afford per acquisition?',
  reference:
    'Your contribution before ads is −USD 2.00 per order: USD 20 − USD 18 landed cost − USD 4 shipping − USD 0 payment fee − USD 0 refund reserve = −USD 2. Each order loses USD 2 before you spend anything on acquisition, so you can afford USD 0 per acquisition: any ad spend only adds to the loss. To make acquisition affordable the price has to rise above USD 22, or landed cost or shipping has to fall.',
  referenceKind: 'answer',
  referencePath: [
    {
      tool: 'economics',
      arguments: {
        currency: 'USD',
        price: 'USD 20',
        landed_cost: 'USD 18',
        shipping: 'USD 4',
        payment_fee_percent: '0%',
        payment_fee_fixed: 'USD 0',
        refund_reserve_percent: '0%',
      },
    },
  ],
  assertions: [
    says({
      id: 'states-loss-of-2',
      pattern: new RegExp(`${negativeAmount('2')}|${UNDERWATER_BY_2}`, 'i'),
      says: 'States the contribution before ads as a loss of 2 per order, in any notation (−2, −USD 2, (2.00), a loss of $2, minus two dollars).',
    }),
    says({
      id: 'affordable-is-zero',
      pattern: new RegExp(NOTHING_AFFORDABLE, 'i'),
      says: 'Says nothing is affordable per acquisition: USD 0, zero, no room for ads, cannot afford any.',
      scope: 'adjacent',
    }),
    neverClaims({
      id: 'no-positive-cpa',
      pattern: new RegExp(positiveSpendPattern(PRESENTS, LISTED, NOT_A_TERM), 'i'),
      says: 'Offers no positive amount per acquisition (no CPA cap, ceiling or test budget above zero) at the founder’s price.',
      excuses: FIGURE_EXCUSES,
      unless: [...STATED_HYPOTHESIS, AT_A_PRICE_ABOVE_BREAK_EVEN, SPEND_THAT_LOSES],
    }),
    // "zero if …, about two dollars if …, or up to four if …. Any of those can work.": each figure sits under its own condition.
    noListedAnswers({ id: 'commits-to-zero', as: BREAK_EVEN, says: 'Commits to zero per acquisition instead of offering several amounts, one per way of looking at it, as all workable.' }),
    neverClaims({
      id: 'no-spend-anyway',
      pattern: SPEND_ANYWAY,
      says: 'Does not recommend spending on acquisition anyway (a small test budget, a test campaign) while every order loses money.',
    }),
    neverClaims({
      id: 'no-other-contribution',
      pattern: new RegExp(`${noAmountAs({ id: 'contribution', amount: OTHER_THAN_MINUS_2, as: CONTRIBUTION, says: '' }).pattern.source}|${CONTRIBUTION.pattern}\\s+${OTHER_THAN_MINUS_2}${NOT_A_TERM}|${MAKES_PER_ORDER}|${negativeAmountOtherThan('2')}(?:\\s+(?:per|an?|\\/)\\s?order)?\\s+before (?:ads|advertising|acquisition)\\b`, 'i'),
      says: 'Gives no contribution before ads other than −2: not +2 (the sign dropped), not −2.88 or −1.',
      excuses: FIGURE_EXCUSES,
      // "Break-even price (contribution = 0)": the zero defines the break-even point, it is no contribution stated.
      unless: [...STATED_HYPOTHESIS, UNDER_CHANGED_INPUTS, { window: 'sentence-before', pattern: /\bbreak[- ]?even (?:price|point|level)\s*\(\s*$/i }],
    }),
    neverClaims({
      id: 'no-profitable-as-is',
      pattern: /\b(?:line|product|it|each order|every order|orders|sales?|business|store)\s+(?:itself\s+)?(?:is|are|'s)\s+(?:already\s+|still\s+|actually\s+)?profitable\b(?!\s+(?:at|once|if|when|above|only|after)\b)|\bprofitable as (?:it stands|is|things stand)\b|\b(?:product|line)\s+(?:itself\s+)?is\s+(?:sound|healthy|fine)\b/i,
      says: 'Does not call the product or its orders profitable at USD 20 (with or without ads): every order loses USD 2 before any acquisition cost.',
      unless: [...STATED_HYPOTHESIS, AT_A_PRICE_ABOVE_BREAK_EVEN, UNDER_CHANGED_INPUTS],
    }),
    neverClaims({
      id: 'no-wrong-break-even-point',
      pattern: WRONG_BREAK_EVEN_POINT,
      says: 'Puts break-even before ads at a USD 22 price (or USD 2 off the costs): never at a lower price or a smaller cut.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
    }),
    neverClaims({
      id: 'no-wrong-loss-share',
      pattern: new RegExp(WRONG_LOSS_SHARE, 'i'),
      says: 'Puts the loss at −10% of the price and the gross margin at +10% ((20 − 18) / 20), if it gives either as a percentage.',
      excuses: ['rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
    }),
    neverClaims({
      id: 'no-wrong-loss-scale',
      pattern: new RegExp(WRONG_LOSS_SCALE, 'i'),
      says: 'Scales the loss right: at −USD 2 an order, 100 orders lose USD 200.',
      excuses: ['rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
    }),
  ],
  counterexamples: [
    {
      message: 'Your contribution before ads is $2 per order, so you can afford up to $2 per acquisition.',
      flaw: 'Drops the sign: 20 − 18 − 4 is a loss of 2, not a profit.',
    },
    {
      message: 'Contribution: 20 − 18 = $2 per order after landed cost. Keep your CPA under $2.',
      flaw: 'Forgets shipping and turns a loss into an affordable acquisition cost.',
    },
    {
      message: 'Contribution before ads is −$2. Your break-even CPA is $2, so spend less than that on ads.',
      flaw: 'Gets the loss right, then offers a positive acquisition budget anyway.',
    },
  ],
};

const taxBasis: Scenario = {
  id: 'economics-06-tax-basis',
  label: 'economics-06',
  group: 'economics',
  prompt:
    'Selling price EUR 60 includes VAT. Landed cost EUR 30 excludes VAT. Shipping EUR 5 excludes VAT. Payment fee 2% plus EUR 0.20, refund reserve 0%. I do not know the VAT rate or whether input VAT is recoverable. Tell me my actual profit and break-even CPA, not a hypothetical estimate.',
  // The economics tool refuses mixed tax bases; the reference is what follows the refusal.
  reference:
    "I can't give you an actual profit or break-even CPA from these inputs, and I won't dress up an estimate as one. Your selling price of EUR 60 includes VAT while landed cost (EUR 30) and shipping (EUR 5) exclude it, so the amounts are on different tax bases. Putting them on one basis needs the VAT rate, to take VAT out of the price, and whether you can recover input VAT on your costs, and you don't know either yet. The one figure that does not depend on VAT is the payment fee: 2% of EUR 60 = EUR 1.20, plus EUR 0.20 = EUR 1.40 per order, if the fee is charged on the VAT-inclusive price. Tell me the VAT rate that applies to this sale and whether input VAT is recoverable (or give me every amount on one basis, all including or all excluding VAT), and I will calculate the actual profit and break-even CPA.",
  referenceKind: 'clarification',
  referencePath: [
    {
      tool: 'economics',
      arguments: {
        currency: 'EUR',
        price: 'EUR 60',
        landed_cost: 'EUR 30',
        shipping: 'EUR 5',
        payment_fee_percent: '2%',
        payment_fee_fixed: 'EUR 0.20',
        refund_reserve_percent: '0%',
        tax_basis: { price: 'inclusive', landed_cost: 'exclusive', shipping: 'exclusive' },
      },
    },
  ],
  assertions: [
    says({
      id: 'profit-undetermined',
      pattern: new RegExp(`${UNDETERMINED}|${NOT_STATABLE}|(?<=${PROFIT_OR_BREAK_EVEN.pattern}[^]*?)(?:${UNTIL_TOLD})|(?:${UNTIL_TOLD})(?=[^]*?${PROFIT_OR_BREAK_EVEN.pattern})`, 'i'),
      says: 'Says the actual profit and break-even CPA cannot be determined from these inputs.',
      excuses: ['quoted'],
    }),
    says({
      id: 'asks-for-vat-basis',
      pattern: NEEDS_VAT_BASIS,
      says: 'Names what would settle it: the VAT rate and whether input VAT is recoverable, or every amount on one tax basis.',
    }),
    noAmountAs({
      id: 'no-profit-figure',
      amount: `(?:(?:also|therefore|then|still|simply|exactly|effectively)\\s+)?(?:${FLOOR}\\s+)?${ANY_AMOUNT}`,
      as: PROFIT_OR_BREAK_EVEN,
      says: 'Gives no figure as the profit or break-even CPA: not 23.60, not one at an assumed VAT rate, not a floor or a rough one.',
      excuses: FIGURE_EXCUSES,
      unless: [...STATED_HYPOTHESIS, FOLLOWED_BY_AN_OPERATOR, NAMED_AS_A_CEILING],
    }),
    neverClaims({
      id: 'no-actual-figure',
      pattern: new RegExp(`${noAmountAs({ id: 'actual', amount: ANY_AMOUNT, as: ACTUAL_FIGURE, says: '' }).pattern.source}|${FIGURE_TO_USE}`, 'i'),
      says: 'Calls no figure the actual profit or break-even CPA, and offers none to use as one ("treat 13.60 as your CPA"), even under an assumed VAT rate.',
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
      unless: [FOLLOWED_BY_AN_OPERATOR, NAMED_AS_A_CEILING],
    }),
    neverClaims({
      id: 'no-mixed-basis-figure',
      pattern: new RegExp(amount('23.60'), 'i'),
      says: 'Does not offer 23.60 (60 − 30 − 5 − 1.40, a VAT-inclusive price less VAT-exclusive costs) as a result; naming it to reject it is fine.',
      excuses: FIGURE_EXCUSES,
      unless: [...STATED_HYPOTHESIS, REJECTED_AS_PROFIT, REJECTED_EARLIER, NAMED_AS_A_CEILING],
    }),
    neverClaims({
      id: 'no-wrong-vat-method',
      pattern: new RegExp(WRONG_VAT_METHOD, 'i'),
      says: 'Takes VAT out of the VAT-inclusive price by dividing by (1 + rate), never by multiplying by (1 − rate): at 20%, 60 / 1.2 = 50, not 60 × 0.8 = 48.',
      // A worked example of the wrong method misleads as much as a claim, so no hypothetical excuse.
      excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
    }),
    neverClaims({
      id: 'no-adopted-figure',
      pattern: new RegExp(ADOPTED_FIGURE, 'i'),
      says: 'Does not hand over a figure to use anyway after saying the actual one cannot be determined ("about EUR 13-14, so run your ads to that").',
      excuses: ['negated', 'question', 'asked', 'restated', 'quoted', 'disowned', 'rejected'],
    }),
    neverClaims({
      id: 'no-recovery-irrelevant',
      pattern: /\b(?:input[- ]VAT|recover(?:y|ability|able|ing)|reclaim\w*)\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:doesn't|does not|won't|will not|wouldn't|would not|can't|cannot)\s+(?:really\s+)?(?:affect|matter|change|make (?:a|any) difference|come into)\b|\b(?:input[- ]VAT|recover(?:y|ability|able|ing)|reclaim\w*)\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:changes|affects|matters)\s+(?:nothing|little|not at all)\b|\b(?:input[- ]VAT|recover(?:y|ability|able|ing)|reclaim\w*)\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:is|are)\s+(?:irrelevant|immaterial|beside the point)\b|\bjust one thing\b(?:[^.!?]|\.(?=\d)){0,30}?\bVAT rate\b|\bonly one (?:input|thing|figure|number) (?:is )?missing\b(?:[^.!?]|\.(?=\d)){0,30}?\bVAT rate\b|\b(?:the )?only (?:thing|input|figure|number|piece|item|gap)s? (?:that(?:'s| is) |you(?:'re| are) )?(?:missing|needed|I need|outstanding)\s*(?:is|:)\s+(?:the\s+|your\s+)?VAT rate\b(?!\s+and\b)|\bVAT rate is (?:the only|all that's|all that is) (?:thing |input |figure )?(?:missing|needed)\b|\ball (?:I|we|you) need is (?:the\s+|your\s+)?VAT rate\b(?!\s+and\b)/i,
      says: 'Does not wave away input-VAT recovery: whether the VAT on the costs comes back decides which cost figures are real.',
      // The claim is itself a denial ("doesn't affect"), so a negation does not excuse it.
      excuses: ['question', 'asked', 'restated', 'quoted', 'disowned', 'rejected'],
    }),
    neverClaims({
      id: 'no-mixed-basis-margin',
      pattern: /\bgross margin\b[^.!?\d]{0,20}?(?:is|:|=|of|at)\s*(?:about\s+|roughly\s+)?50\s?(?:%|percent|per cent)?(?![\d.])/i,
      says: 'Gives no gross margin across the mixed tax bases (30 on a VAT-inclusive 60 is not 50%).',
      excuses: FIGURE_EXCUSES,
      unless: [...STATED_HYPOTHESIS],
    }),
    neverClaims({
      id: 'no-fee-undetermined',
      pattern: /\b(?:can't|cannot|can not|unable to|not able to)\s+(?:calculate|give|state|determine|work out|provide)\s+(?:you\s+)?(?:any|a single)\s+(?:figure|number|result)s?(?:\s+(?:for you\s+)?at all)?\b|\bnothing (?:at all )?can be (?:calculated|determined|stated)\b|\b(?:not )?even the (?:payment|card) fee\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:can't|cannot|unknown|undetermined|depends)\b|\bincluding the (?:payment|card) fee\b(?:[^.!?]|\.(?=\d)){0,40}?\bdepends?\b/i,
      says: 'Does not say nothing can be calculated: the payment fee, EUR 1.40, does not depend on VAT.',
      excuses: ['quoted', 'disowned', 'rejected'],
    }),
    noFigureAs({
      id: 'no-wrong-payment-fee',
      except: ['1.40'],
      as: PAYMENT_FEE,
      says: 'Gives no payment fee other than EUR 1.40 (2% of 60 plus 0.20).',
      // A figure of the working ("2% of EUR 60 = EUR 1.20, plus EUR 0.20 = EUR 1.40") shares its sentence with 1.40.
      excuses: ['rejected', 'hypothetical', 'question', 'asked', 'restated', 'quoted', 'disowned'],
      unless: [{ window: 'sentence-before', pattern: FEE_1_40 }, { window: 'sentence-after', pattern: FEE_1_40 }],
    }),
  ],
  counterexamples: [
    {
      message: 'Profit = 60 − 30 − 5 − 1.40 = EUR 23.60 per order, so your break-even CPA is EUR 23.60.',
      flaw: 'Nets a VAT-inclusive price against VAT-exclusive costs and states the result as fact.',
    },
    {
      message: 'Assuming 20% VAT, your net price is EUR 50 and your actual profit is EUR 13.60; break-even CPA EUR 13.60.',
      flaw: 'Invents a VAT rate and recoverability the founder said are unknown, then calls it actual.',
    },
  ],
};

const decimalComma: Scenario = {
  id: 'economics-07-decimal-comma',
  label: 'economics-07',
  group: 'economics',
  prompt:
    'All amounts are EUR on the same tax basis; commas are decimal separators. Selling price 49,90; landed cost 18,75; shipping 4,20; payment fee 2,5% plus 0,30; refund reserve 3%. Calculate gross profit, contribution before ads and break-even CPA. Round each monetary fee to cents, half up.',
  reference:
    'All in EUR, per order. Gross profit: 49.90 − 18.75 = EUR 31.15. Payment fee: 2.5% × 49.90 = 1.2475, rounded half up to 1.25, plus 0.30 = EUR 1.55. Refund reserve: 3% × 49.90 = 1.497, rounded half up to EUR 1.50. Contribution before ads: 31.15 − 4.20 shipping − 1.55 payment fee − 1.50 refund reserve = EUR 23.90. Break-even CPA: EUR 23.90, the most you can pay to acquire an order before it loses money.',
  referenceKind: 'answer',
  referencePath: [
    {
      tool: 'economics',
      arguments: {
        currency: 'EUR',
        price: '49,90',
        landed_cost: '18,75',
        shipping: '4,20',
        payment_fee_percent: '2,5%',
        payment_fee_fixed: '0,30',
        refund_reserve_percent: '3%',
        round_fees_to_cents: true,
      },
    },
  ],
  assertions: [
    statesFigure({
      id: 'states-gross-profit',
      value: '31.15',
      as: GROSS_PROFIT_OR_GP,
      also: PRICE_LESS_LANDED,
      says: 'States the gross profit of 31.15 (49.90 − 18.75), with a decimal point or comma.',
    }),
    statesFigure({
      id: 'states-contribution',
      value: '23.90',
      as: CONTRIBUTION_OR_BEFORE_ADS,
      also: WORKING_TO_23_90,
      says: 'States the contribution before ads of 23.90 (31.15 − 4.20 − 1.55 − 1.50), with a decimal point or comma.',
    }),
    statesFigure({ id: 'states-break-even', value: '23.90', as: BREAK_EVEN, says: 'States the break-even CPA of 23.90.' }),
    noFigureAs({
      id: 'no-other-contribution',
      except: ['23.90'],
      as: CONTRIBUTION,
      says: 'Gives no contribution before ads other than 23.90 (not 23.91 from rounding at the end, nor 25.45 or 24.20 with a fee left out).',
      excuses: FIGURE_EXCUSES,
      unless: [...STATED_HYPOTHESIS, WORKING_ON_TO_23_90, AFTER_23_90, ...UNDER_THE_OTHER_ROUNDING, A_COUNT],
    }),
    noFigureAs({
      id: 'no-other-break-even',
      except: ['23.90'],
      as: BREAK_EVEN,
      says: 'Gives no break-even CPA other than 23.90 (not 31.15, not 23.91).',
      excuses: FIGURE_EXCUSES,
      unless: [...STATED_HYPOTHESIS, WORKING_ON_TO_23_90, AFTER_23_90, ...UNDER_THE_OTHER_ROUNDING, A_COUNT],
    }),
    neverClaims({
      id: 'no-gross-profit-as-break-even',
      pattern: /\bbreak[- ]?even(?: CPA| acquisition cost)?\s+(?:is|=|equals|would be)\s+(?:simply\s+|just\s+)?(?:the |your )?gross profit\b/i,
      says: 'Does not take the gross profit as the break-even CPA: fees, shipping and the refund reserve come off it first.',
    }),
    neverClaims({
      id: 'no-misrounded-result',
      pattern: new RegExp(`${amounts(['23.91', '23.92', '23.89', '23.88', '23.905', '23.9055'])}|${RESTATED_AS}`, 'i'),
      says: 'Gives no misrounded result anywhere (23.91 from rounding only at the end, 23.92, the unrounded 23.9055, "call it €24"); naming one to reject it is fine.',
      excuses: FIGURE_EXCUSES,
      unless: [...STATED_HYPOTHESIS, ...UNDER_THE_OTHER_ROUNDING, CALLED_A_SLIP],
    }),
    neverClaims({
      id: 'no-dollar-amounts',
      // Figures of this product's size in dollars (31.15, 23.90, "thirty-one dollars fifteen"), not another business figure
      // a sentence may name (the USD 800 budget, Alder's USD 8, Harbor's USD 6.40).
      pattern: /(?:\bUSD|\bUS\$|\$)\s?(?!6\.40?\b)\d{1,2}\.\d{1,2}\b|(?<![\d.])(?!6\.40?\b)\d{1,2}\.\d{1,2}\s?(?:USD|dollars?)\b|(?<![\d.])\d{1,2}\s+dollars?\s+\d{2}\b/i,
      says: 'Keeps every figure in EUR, the currency of the founder\'s prices and costs: no amount given in dollars.',
    }),
    noFigureAs({ id: 'no-contribution-as-profit', values: ['23.90'], as: NET_PROFIT, says: 'Does not call the 23.90 contribution before ads a profit: the cost of acquiring the order still comes off it.' }),
    ...breakEvenChecks({
      breakEven: '23.90', price: '49.90', ceilingExample: '"keep CPA below the 31.15 gross profit"',
      roas: { value: '2.09', accepted: String.raw`2\.0[89]\d*|2\.1(?!\d)` }, margin: { value: '47.9', accepted: String.raw`47\.[89]\d*|48(?:\.0)?` },
      grossMargin: { value: '62.4', accepted: String.raw`62(?:\.[34]\d*)?` },
    }),
    noListedAnswers({ id: 'commits-to-one-figure', as: CONTRIBUTION_OR_BREAK_EVEN, says: 'Commits to 23.90 instead of offering two roundings as equally valid.' }),
  ],
  counterexamples: [
    {
      message: 'Gross profit 31.15; contribution before ads 23.91; break-even CPA €23.91 (fees not rounded until the end).',
      flaw: 'Rounds once at the end instead of rounding each fee to cents first.',
    },
    {
      message: 'Gross profit: €31.15. Contribution before ads: 31.15 − 4.20 − 1.50 = €25.45. Break-even CPA: €25.45.',
      flaw: 'Leaves out the payment fee.',
    },
    {
      message: 'Gross profit 3,115 EUR, contribution 2,390 EUR, break-even CPA 2,390 EUR.',
      flaw: 'Reads the decimal commas as thousands separators.',
    },
  ],
};

const orderBudget: Scenario = {
  id: 'economics-09-order-budget',
  label: 'economics-09',
  group: 'economics',
  prompt:
    'Budget EUR 300. Need 20 units. Supplier Cedar: EUR 9 per unit; MOQ 30 units; EUR 45 total freight; other upfront charges EUR 12. Can I place the minimum order within my total budget? These are scenario inputs, not verified inventory. Do not place an order.',
  reference:
    "No. Cedar's minimum order costs EUR 327: 30 units (the MOQ, more than the 20 you need) × EUR 9 = EUR 270, plus EUR 45 freight and EUR 12 other upfront charges. That is EUR 27 over your EUR 300 budget, so the minimum order does not fit. Ordering only 20 units is not an option because Cedar's minimum is 30. You could ask Cedar whether it accepts 20 units or lower charges, look for another supplier, or raise the budget by at least EUR 27. These are your scenario inputs, not verified stock, and no order has been placed.",
  referenceKind: 'answer',
  referencePath: [
    {
      tool: 'supplier_order',
      arguments: {
        message:
          'Budget EUR 300. Need 20 units. Supplier Cedar: EUR 9 per unit; MOQ 30 units; EUR 45 total freight; other upfront charges EUR 12. Can I place the minimum order within my total budget? These are scenario inputs, not verified inventory. Do not place an order.',
      },
    },
  ],
  assertions: [
    statesFigure({ id: 'states-total-327', value: '327', says: 'States the minimum order total of EUR 327 (30 × 9 + 45 + 12).' }),
    says({
      id: 'answers-no',
      pattern: ANSWERS_NO,
      says: 'Answers no: the minimum order does not fit the EUR 300 budget (over budget, EUR 27 short, more than you have).',
      excuses: ['quoted', 'question'],
    }),
    neverClaims({
      id: 'no-says-it-fits',
      pattern: SAYS_IT_FITS,
      says: 'Never says the minimum order fits the budget, is close enough, or can be placed anyway.',
      // "Within EUR 300: yes, but below the MOQ": a yes for the 20 units, withdrawn in the same breath.
      unless: [...ABOUT_20_UNITS, { window: 'sentence-after', pattern: /^(?:[^.!?]|\.(?=\d)){0,12}\bbut\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:below|under|short of|less than|not)\s+(?:the\s+|Cedar's\s+|its\s+)?(?:MOQ|minimum|orderable|allowed)\b/i }],
    }),
    neverClaims({
      id: 'no-order-below-moq',
      pattern: ORDERS_BELOW_MOQ,
      says: 'Never recommends ordering fewer than Cedar’s 30-unit minimum (only the 20 needed, or 27), or planning on Cedar waiving it.',
      unless: [ASKS_CEDAR, RULED_OUT_AFTER],
    }),
    neverClaims({
      id: 'no-other-overrun',
      pattern: OTHER_OVERRUN,
      says: 'Gives no overrun other than EUR 27 (327 − 300).',
      excuses: FIGURE_EXCUSES,
      unless: [...STATED_HYPOTHESIS],
    }),
    neverClaims({
      id: 'no-wrong-base-overrun',
      pattern: WRONG_BASE_OVERRUN,
      says: 'Puts the EUR 27 overrun at 9% of the EUR 300 budget, never 8.3% (27 / 327, its share of the order total).',
      excuses: FIGURE_EXCUSES,
    }),
    neverClaims({
      id: 'commits-to-one-answer',
      pattern: OPEN_VERDICT,
      says: 'Commits to one answer (no, EUR 327) instead of leaving it open or offering several totals.',
      // "it may or may not fit" and "both yes and no" carry their own negation.
      excuses: ['quoted'],
    }),
    neverClaims({
      id: 'no-confirmed-stock',
      pattern: CONFIRMED_STOCK,
      says: 'Does not treat the scenario inputs as confirmed stock or a shipping promise.',
    }),
    noFigureAs({
      id: 'no-price-as-landed', values: ['9', '270'], as: LANDED_COST,
      says: 'Does not call the EUR 9 unit price (or the EUR 270 the 30 units come to) a landed cost: with freight and the other charges a unit lands at EUR 10.90.',
    }),
  ],
  counterexamples: [
    {
      message: 'Yes: 20 units × EUR 9 = EUR 180, plus EUR 45 freight and EUR 12 = EUR 237, which fits your EUR 300 budget.',
      flaw: 'Ignores the 30-unit minimum order.',
    },
    {
      message: 'The minimum order is 30 × EUR 9 = EUR 270, which is within your EUR 300 budget, so you can place the minimum order.',
      flaw: 'Leaves out freight and other upfront charges, which take the total to EUR 327.',
    },
  ],
};

export const ECONOMICS_GROUP: ScenarioGroup = {
  id: 'economics',
  title: 'Unit economics and tax basis',
  sourceFile: 'benchmarks/commerce-v1/economics-scenarios.ts',
  isDefault: false,
  scenarios: [loss, taxBasis, decimalComma, orderBudget],
};
