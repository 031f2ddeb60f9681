// Check builders that read as intent: a scenario says `statesFigure({ value: '26.20', as:
// BREAK_EVEN })` or `noFigureAs({ values: ['35', '30'], as: BREAK_EVEN })`, and the builder
// writes the pattern, the excuses it takes and the `says` text from that one declaration.
// Negation scope, "mentioned only to reject" and hypotheticals are the program's named
// excuses (program.ts), chosen here once per kind of check rather than in every pattern.
import type { Assertion, DeclaredExcuse } from '../../../lib/eval/scenario';
import type { Scope } from '../../../lib/eval/rubric/program';
import { ANY_AMOUNT, CURRENCY, HEDGE, amount, amountOtherThan, amounts, listOf } from './figures';
import { otherLabels, type Label } from './labels';
import { PICK_ANY, UNDETERMINED } from './phrases';

interface Common {
  id: string;
  says?: string;
  scope?: Scope;
  unless?: readonly DeclaredExcuse[];
}

/** Excuses of a check that a claim is made: denied, hypothetical, rejected, asked, restated or quoted claims do not count. */
export const CLAIM_EXCUSES = ['negated', 'hypothetical', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'] as const;

/** Excuses of a check that a figure is never given as a quantity: as for claims, but a hypothetical figure still counts. */
export const FIGURE_EXCUSES = ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'] as const;

/**
 * Excuses of a check that a wrong amount (days late, money left) is never given: as for figures,
 * but not a negation earlier in the clause — a table's "No" or ❌ before "11 days late" is the
 * cell's verdict, not a denial of the figure; "not 11 days late" is still rejected.
 */
export const AMOUNT_EXCUSES = ['rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'] as const;

/**
 * A yes that answers a question about `topic` echoed before it ("Can I record USD 4 as landed
 * cost: Yes", "Is the quote still valid — yes"), not a table cell ("Fully landed cost: Yes"). The match starts at the colon, after the
 * question, so the `asked` excuse of the echoed question does not cover the answer.
 */
export const yesAfterQuestion = (topic: string) => answerAfterQuestion(topic, 'yes|yep|yeah|true|correct|sure');
/** A no that answers a question about `topic` echoed before it ("Have you secured a firm delivery date: No —"). */
export const noAfterQuestion = (topic: string) => answerAfterQuestion(topic, 'no|nope|not yet|not at all|false');
const answerAfterQuestion = (topic: string, answer: string) =>
  String.raw`(?<=^\W*(?:(?:step|Q|question|part)\s*\d*\s*(?:[—:.)-]\s*)?)?(?:is|are|was|were|can|could|should|would|will|does|did|has|have|do|may|must|what|how|why|which|when|where|who)\b[^.!?:]*?\b(?:${topic})\b[^.!?:]{0,60}?)[—:]\s*(?:${answer})\b`;

/** A check that something is said; `pattern` is written as intent by the scenario. */
export function says(options: Common & { pattern: RegExp; says: string; excuses?: readonly string[] }): Assertion {
  return { id: options.id, kind: 'must-match', pattern: options.pattern, says: options.says, scope: options.scope, excuses: options.excuses ?? ['rejected'], unless: options.unless };
}

/** A check that something is never claimed; denied, hypothetical, rejected, asked and quoted mentions are excused. */
export function neverClaims(options: Common & { pattern: RegExp; says: string; excuses?: readonly string[] }): Assertion {
  return {
    id: options.id, kind: 'must-not-match', pattern: options.pattern, says: options.says, scope: options.scope,
    excuses: options.excuses ?? CLAIM_EXCUSES, unless: options.unless,
  };
}

/**
 * States `value` (as the quantity `as`, when given: the label and the figure in one
 * sentence). A figure named only to reject it ("not 26.20", "26.20, which is wrong") does
 * not count.
 */
export function statesFigure(options: Common & { value: string; as?: Label; also?: string }): Assertion {
  const value = amount(options.value);
  const figure = options.as ? String.raw`(?<=${options.as.pattern}[^]*?)${value}|${value}(?=[^]*?${options.as.pattern})` : value;
  const source = options.also ? `${figure}|${options.also}` : figure;
  return {
    id: options.id,
    kind: 'must-match',
    pattern: new RegExp(source, 'i'),
    says: options.says ?? `States ${options.as ? `the ${options.as.name} of ` : ''}${options.value}.`,
    scope: options.scope,
    excuses: ['rejected'],
    unless: options.unless,
  };
}

/** Copulas that present a figure as the value of a quantity. */
export const PRESENTS = String.raw`(?:\b(?:is|are|was|were|of|at|equals?|comes? (?:out )?to|works? out (?:to|at|as)|would be|will be|should be|could be|must be|might be|may be|becomes?|stands at|totals?|gives?|leaves?|sits at|lands at|amounts to|reaches|is roughly)\b|'s\b|[=:≈~→])`;
/** Other amounts listed before the one that matters: "26.20, 26.50 or 35". */
export const LISTED = String.raw`(?:${ANY_AMOUNT}\s*(?:,|/|\bor\b|\band\b|\bto\b)\s*){0,4}`;
/** An amount followed by an operator is a term of the working ("70 - 35 - ..."), not a result. */
// "+ freight", "× 30" and "- 5" continue a sum; a "-" before a word is a dash, not a minus.
// (", + 0.20 fixed" continues it too.)
export const NOT_A_TERM = String.raw`(?!,?\s*(?:${CURRENCY}\s*)?(?:[+×x*/]\s*\S|-\s*(?:${CURRENCY}\s?)?\d|minus\b|plus\b|less\b|times\b))`;
/** A figure presented as a value (not a term of the working): what a label's value is once it has been given. */
const PRESENTED_AMOUNT_SOURCE = () => String.raw`${PRESENTS}\s*(?:${HEDGE}\s+)*(?:minus\s+|negative\s+|-\s*)?${ANY_AMOUNT}${NOT_A_TERM}(?!\s*(?:%|percent))`;
export const FILLER = String.raw`(?:[^.!?;\n]|\.(?=\d))`;
/** Another key of a structured line ("payment fee: pct: 2%, fixed: 0.20"): the value after it is that key's, not the label's. */
const OTHER_KEY = String.raw`,\s*[A-Za-z][\w-]*(?:\s[\w-]+){0,2}\s*[:=]\s`;

/**
 * Never presents a wrong figure as the quantity `as` — one of `values`, or with `except`
 * any figure but those: "break-even CPA is $35", "CPA: 26.50", "CPA 26.50", "= 26.50" at the end of its
 * working, "$35 is your break-even", "$26.20 profit", or one of several figures offered at
 * once ("could be 26.20, 26.50 or 35"). A figure in the working, a denied, hypothetical or
 * rejected one ("not 35", "if you ignore fees it would be 35") is excused.
 */
export function noFigureAs(options: Common & ({ values: readonly string[] } | { except: readonly string[] }) & { as: Label; excuses?: readonly string[] }): Assertion {
  const wrong = 'values' in options ? amounts(options.values) : amountOtherThan(options.except);
  const said = 'values' in options ? `Does not give ${listOf(options.values)} as the ${options.as.name}.` : `Gives no ${options.as.name} other than ${listOf(options.except)}.`;
  return noAmountAs({ ...options, amount: wrong, says: options.says ?? said });
}

/**
 * `noFigureAs` for wrong figures a list of values cannot name: `amount` is the regular
 * expression source of a wrong amount (a figure of the wrong sign, any positive amount), and
 * `says` is required because only the scenario can say what it means.
 */
export function noAmountAs(options: Common & { amount: string; as: Label; says: string; excuses?: readonly string[] }): Assertion {
  const wrong = options.amount;
  const stop = otherLabels(options.as);
  const PRESENTED_AMOUNT = PRESENTED_AMOUNT_SOURCE();
  // The label and the figure with a copula between ("CPA is 35", "CPA: 35"), or side by side ("CPA 35", "CPA ~35").
  // The first figure presented after the label is its value: "contribution is minus USD 2.00 per order: USD 20 price" gives -2, not 20.
  // A figure right after the label is its value ("payment fee EUR 1.40 per order (2% of EUR 60 …)"): nothing further on is.
  const forward = String.raw`${options.as.pattern}(?:(?!\s+(?:${CURRENCY}\s?)?-?\d)(?:(?!${stop}|${PRESENTED_AMOUNT}|${OTHER_KEY})${FILLER}){0,80}?${PRESENTS}|(?=\s))\s*(?:${HEDGE}\s+)*${LISTED}${wrong}${NOT_A_TERM}`;
  // Not a figure that the label's own figure follows ("gross profit 31.15 becomes contribution 23.90"), nor one a
  // preposition makes a condition ("at exactly USD 22 contribution is zero").
  const backward = String.raw`(?<![-+×x*/]\s?)(?<!\b(?:at|to|from|above|below)\s+(?:exactly\s+|just\s+)?(?:${CURRENCY}\s?)?)${wrong}${NOT_A_TERM}\s+(?:(?:is|as|would be|=|becomes|being)\s+(?:your|the|a|an|our)?\s*(?:\w+\s+){0,2}?|(?:of |in )?(?:net |pure |clear |real |actual )?)${options.as.pattern}(?!\s*(?:${CURRENCY}\s?)?-?\d)`;
  return {
    id: options.id,
    kind: 'must-not-match',
    pattern: new RegExp(`${forward}|${backward}`, 'i'),
    says: options.says,
    scope: options.scope,
    excuses: options.excuses ?? CLAIM_EXCUSES,
    unless: options.unless,
  };
}

/**
 * Never offers several answers for one quantity instead of committing to one: "any of these
 * can serve as your break-even CPA", "somewhere between 26 and 35", "depending on what you count".
 */
export function noListedAnswers(options: Common & { as: Label }): Assertion {
  const label = options.as.pattern;
  return neverClaims({
    id: options.id,
    pattern: new RegExp(
      String.raw`\b(?:any|each|either|all|both) of (?:these|those|them|the (?:above|figures|numbers|options|values|three|two))\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:serve|work|count|use|be|qualif\w*|acceptable|valid|fine|right|correct)\b|${label}(?:[^.!?]|\.(?=\d)){0,40}?\b(?:is|could be|might be|would be|lies|falls|sits)\s+(?:somewhere\s+|anywhere\s+)?between\s+${ANY_AMOUNT}\s+and\s+${ANY_AMOUNT}|${label}(?:[^.!?]|\.(?=\d)){0,40}?\b(?:ranges?|varies|vary|anywhere)\s+(?:from\s+)?${ANY_AMOUNT}\s+(?:to|-)\s+${ANY_AMOUNT}|\bdepend(?:s|ing)?(?:\s+on)?\s+(?:how|what|which|whether)\s+you\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:count|include|treat|want|define|look|consider|book|prefer|choose)\b|(?<!\b(?:if|whether|when|unless|in case)\s)\beither (?:is|one|figure|number|works|could|would|can)\b(?!\s+(?:off|wrong|different|incorrect|mistaken|not)\b)|${PICK_ANY}|\byour (?:pick|choice|call)\b(?:[^.!?]|\.(?=\d)){0,30}?\b(?:which|figure|number)\b|\b(?:all|both|each)(?:\s+(?:three|two|3|2|of them|of these))?\s+(?:are|is)\s+(?:\w+\s+)?(?:valid|defensible|fine|correct|acceptable|reasonable|legitimate)\b|\b(?:choose|pick|use)\s+(?:the|whichever)\s+(?:one|convention|scenario|figure|number|option|base|version)\s+(?:that\s+)?(?:fits|matches|suits|you prefer)\b|\bpick your (?:scenario|number|figure|convention)\b|\beither\s+${ANY_AMOUNT}\s+or\s+${ANY_AMOUNT}\b`,
      'i',
    ),
    says: options.says ?? `Commits to one ${options.as.name} instead of offering several.`,
    excuses: ['negated', 'quoted'],
  });
}

/** Never claims the quantity cannot be determined, where every input it needs was given. */
export function noUndetermined(options: Common & { about: Label }): Assertion {
  const label = options.about.pattern;
  return neverClaims({
    id: options.id,
    pattern: new RegExp(`(?<=${label}[^]*?)(?:${UNDETERMINED})|(?:${UNDETERMINED})(?=[^]*?${label})`, 'i'),
    says: options.says ?? `Does not claim the ${options.about.name} cannot be determined: every input it needs is given.`,
    excuses: ['quoted', 'disowned', 'question', 'asked'],
  });
}

