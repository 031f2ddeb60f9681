// The check for a quantity that cannot be known yet: where inputs are missing, any figure
// presented as that quantity is a claim the inputs do not support — "break-even CPA: $26.20"
// from assumed fees, "can't be determined, but budget about $25" — while an upper bound is
// sound: "at most 35", "35 before fees", "35 is only a ceiling", "below 35". The match is
// the amount itself (the rest is look-around), so a negation earlier in the sentence ("can't
// be determined exactly, but it's about $25") does not excuse a figure in a later clause.
import type { Assertion } from '../../../lib/eval/scenario';
import { ANY_AMOUNT } from './figures';
import { FILLER, NOT_A_TERM, PRESENTS } from './checks';
import { otherLabels, type Label } from './labels';

/** Words that make a figure a bound rather than a value: "the ceiling is 35", "below 35". */
export const BOUND_WORDS = String.raw`\b(?:upper|bound|bounds|ceiling|cap|capped|max|maximum|at most|at the most|limit|below|under|less than|lower than|no more than|not more than|up to|highest|most it could|most you could|tops)\b`;

/** Hedges that leave a figure a value: "about 25", "the full 35", "realistically 24". */
const VALUE_HEDGE = String.raw`(?:about|around|roughly|approximately|approx\.?|~|≈|just|some|nearly|almost|close to|the full|a full|fully|exactly|precisely|realistically|probably|likely|safely|somewhere around|in the region of|an estimated|estimated|a working|effectively)`;

/** A figure with unknown terms taken from it is a formula, not a value: "35 − fees − shipping", "70 − 35 − f − s − r". */
const NOT_SYMBOLIC = String.raw`(?!\s*[-+×*/]\s*(?:\(|[a-z]\b|fees|shipping|returns|refunds|costs?|payment|processing|expenses|other|all|those|these))`;

/** A range is as much a figure as a value: "will land between 20 and 28". */
const RANGE = String.raw`\b(?:between|in the range of|ranging from|somewhere between)\b`;

/** A bound said right after the figure: "35 at most", "35 (before fees)", "35 — only a ceiling". */
const BOUND_AFTER = {
  window: 'next-clause' as const,
  pattern: /^\s*[,—–(#-]?\s*(?:at (?:the )?(?:very )?most|max(?:imum)?\b|tops\b|or (?:less|lower)|as (?:an? |the |your )?(?:ceiling|cap|upper (?:bound|limit)|maximum)|before (?:fees|shipping|returns|refunds|those|these|any|the|other|payment|costs|deducting|subtracting|anything)|(?:(?:is |as |being )?(?:only |just )?|(?:only |just )(?:as |is ))(?:an? |the )?(?:upper|ceiling|cap|maximum|limit|theoretical)|minus\b|less (?:fees|those|these|shipping|the)|if (?:fees|shipping|returns|those|these|costs|everything|all)(?:[^.!?]|\.(?=\d)){0,30}?\b(?:zero|nothing|negligible|free))/i,
};

/** A bound said right before the figure: "below $35 per customer", "less than 35", "upper bound on cpa: 35" (but "spend up to 35" grants it). */
const BOUND_BEFORE = {
  window: 'clause-before' as const,
  pattern: /\b(?:below|under|less than|lower than|no more than|not more than|at most|at the most|beneath|a maximum of|capped at|ceiling of|upper bound of)\s*(?:about\s+|around\s+)?$|\b(?:upper bound|upper limit|ceiling|cap|maximum|max)(?:\s+(?:on|for|of)\s+(?:the\s+|your\s+)?(?:cpa|break-?even(?: cpa)?|acquisition(?: cost| spend)?|ad spend))?\s*[:=]\s*$/i,
};

interface Options {
  id: string;
  as: Label;
  says?: string;
  /** More ways the scenario's wrong answers present the figure, each matching the amount alone. */
  also?: readonly string[];
  unless?: Assertion['unless'];
}

/** Never presents any figure as the quantity `as`; an upper bound is not a figure. */
export function noFigureYet(options: Options): Assertion {
  const label = options.as.pattern;
  const stop = `${otherLabels(options.as)}|${BOUND_WORDS}`;
  const wide = String.raw`(?:${FILLER}|;)`;
  const figure = String.raw`(?:${ANY_AMOUNT}\s?[-–]\s?${ANY_AMOUNT}(?!\s*(?:[-+×*/=]|minus\b|plus\b))|${ANY_AMOUNT}${NOT_A_TERM}${NOT_SYMBOLIC})`;
  const forward = String.raw`(?<=${label}(?:(?!${stop})${wide}){0,80}?(?:${PRESENTS}|${RANGE})\s*(?:${VALUE_HEDGE}\s+)*)(?<![-+×x*/]\s?)${figure}`;
  const backward = String.raw`(?<![-+×x*/]\s?)${ANY_AMOUNT}${NOT_A_TERM}${NOT_SYMBOLIC}(?=\s+(?:(?:is|as|would be|=|becomes|being)\s+(?:your|the|a|an|our)?\s*(?:(?!${BOUND_WORDS}|only\b)\w+\s+){0,2}?|(?:of |in )?(?:net |pure |clear |real |actual |USD |EUR )?)${label})`;
  return {
    id: options.id,
    kind: 'must-not-match',
    pattern: new RegExp([forward, backward, ...(options.also ?? [])].join('|'), 'i'),
    says: options.says ?? `Gives no ${options.as.name} figure while its inputs are unknown (an upper bound is not a figure).`,
    excuses: ['negated', 'rejected', 'question', 'asked', 'restated', 'quoted', 'disowned'],
    unless: [BOUND_AFTER, BOUND_BEFORE, ...(options.unless ?? [])],
  };
}
