// Regex building blocks shared by the commerce-v1 rubrics (core, economics, supplier). They
// are the one definition of how a figure, a sentence span and "cannot be determined" are
// recognised, so every scenario reads an answer the same way: a fix or a widening here
// reaches all groups at once instead of drifting between three copies.

/**
 * Up to `span` characters inside one sentence. A point before a digit is a decimal and the
 * point of a numbered list item ("1. ") starts a line, so neither ends the sentence.
 */
export const within = (span: number) => String.raw`(?:[^.!?]|\.(?=\d)|(?<=(?:^|\n)[ \t]*\d{1,2})\.){0,${span}}?`;

/** `first` and `second` in either order within one sentence. */
export const near = (first: string, second: string, span = 80) =>
  new RegExp(`(?:${first})${within(span)}(?:${second})|(?:${second})${within(span)}(?:${first})`, 'i');

/** A figure standing alone: "26.20" must not match inside 126.20 or 26.205. */
export const figure = (digits: string) => String.raw`(?<![\d.,])(?:${digits})(?!\d|[.,]\d)`;

/** Verb stems after "cannot (be) …": determined, calculated, worked out, pinned down, … */
const KNOWING_VERBS = ['determin', 'calculat', 'comput', 'work', 'know', 'tell', 'say', 'give', 'state', 'establish', 'pin'];

/**
 * The common ways of saying a figure cannot be known yet; explicit enough to stand alone.
 * `extraVerbs` adds stems to "cannot (be) …" for a rubric that also accepts them (the core
 * group accepts "cannot confirm"). No stem is a prefix of another, so their order is moot.
 */
export const undetermined = (extraVerbs: string[] = []) =>
  String.raw`\b(?:can(?:not|['’]t| not)|could(?:n['’]t| not)|unable to|not (?:possible|able) to|impossible to|no way to)\s+(?:yet\s+|reliably\s+|honestly\s+|accurately\s+)?(?:be\s+)?(?:${[...KNOWING_VERBS, ...extraVerbs].join('|')})\w*|\b(?:is|are|remains?|stays?)\s+(?:still\s+|currently\s+)?(?:undetermined|not (?:yet )?(?:known|determinable|calculable))\b|\b(?:isn['’]t|aren['’]t)\s+(?:yet\s+)?(?:known|determinable|calculable)\b|\bnot (?:enough|sufficient) (?:information|info|data|inputs?)\b|\binsufficient (?:information|data|inputs?)\b|\bimpossible to say\b|\bundetermin(?:ed|able)\b`;

/**
 * Weaker wording that only counts next to the figure it is about. `without` lists what may
 * follow "without " besides "knowing", as alternatives ("those|these|your", "the VAT").
 */
export const unknown = (without: string) =>
  String.raw`\bunknown\b|\bI(?:['’]d| would)? need\b|\bdepends on\b|\bwithout (?:knowing|${without})\b`;

/** Verbs of knowing, after "cannot (be) …": determined, calculated, worked out, pinned down, … */
const KNOWING = String.raw`(?:determin|calculat|comput|work(?:ed)? out|figur(?:e|ed) out|know|tell|say|give|giv|state|establish|pin(?:ned)? down|estimat|quantif|confirm|answer|deriv|assess|nail(?:ed)? down|put a (?:number|figure) on|commit to a (?:number|figure)|be sure|be certain)\w*`;

/** Plain ways of saying a figure cannot be known from the inputs; each can stand alone. */
export const UNDETERMINED = String.raw`\b(?:can(?:not|'t| not)|could(?:n't| not)|unable to|not (?:possible|able) to|impossible to|no way to|no means to|not in a position to|won't be able to)\s+(?:yet\s+|reliably\s+|honestly\s+|accurately\s+|responsibly\s+|meaningfully\s+|actually\s+|really\s+|properly\s+)?(?:be\s+)?${KNOWING}|\b(?:is|are|remains?|stays?|still)\s+(?:still\s+|currently\s+|genuinely\s+|simply\s+)?(?:undetermined|undeterminable|indeterminate|unknowable|unknown|unclear|uncertain|open|TBD|to be determined|not (?:yet )?(?:known|knowable|determinable|determined|calculable|computable|available|possible to (?:calculate|determine|state)))\b|\b(?:isn't|aren't)\s+(?:yet\s+)?(?:known|knowable|determinable|calculable|computable|possible)\b|\bnot (?:enough|sufficient) (?:information|info|data|inputs?|detail)\b|\binsufficient (?:information|data|inputs?)\b|\b(?:impossible|too early) to (?:say|tell|know)\b|\b(?:I'd|I would) (?:only |just )?be guessing\b|\bthere(?:'s| is) no (?:way|basis) to\b|\bundetermin(?:ed|able)\b|\bindeterminate\b|\bN/A\b|\bTBD\b|\bto be determined\b|\bnot determinable\b|\bcan't be (?:known|done)\b|\bno (?:reliable |honest |actual )?(?:figure|number|answer) (?:can be given|yet|is possible)\b`;

/** Weaker wording that only says "unknown" when it is about the quantity in question. */
export const UNKNOWN_NEAR = String.raw`\bunknown\b|\bdepends on\b|\bdepend on\b|\b(?:I|we)(?:'d| would)? need\b|\bwithout (?:knowing|your|the|those|these|a|an)\b|\bmissing\b|\bopen question\b|\bnot (?:yet )?(?:known|available|quoted|checked|confirmed)\b|\bonly an? (?:upper bound|ceiling|cap|maximum)\b|\bonce (?:you|I) (?:know|have)\b|\buntil (?:you|I|we) (?:know|have)\b`;
