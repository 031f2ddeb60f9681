// Regex building blocks shared by the commerce-v1 rubrics (core, economics, supplier): the
// one definition of how "cannot be determined" is recognised, so every scenario reads an
// answer the same way: a fix or a widening here reaches all groups at once instead of
// drifting between three copies. How a figure is recognised lives in figures.ts.

/** Verbs of knowing, after "cannot (be) …": determined, calculated, worked out, pinned down, … */
const KNOWING = String.raw`(?:determin|calculat|comput|work(?:ed)? out|figur(?:e|ed) out|know|tell|say|give|giv|state|establish|pin(?:ned)? down|estimat|quantif|confirm|answer|deriv|assess|nail(?:ed)? down|put a (?:number|figure) on|commit to a (?:number|figure)|be sure|be certain)\w*`;

/** Plain ways of saying a figure cannot be known from the inputs; each can stand alone. */
export const UNDETERMINED = String.raw`\b(?:can(?:not|'t| not)|could(?:n't| not)|unable to|not (?:possible|able) to|impossible to|no way to|no means to|not in a position to|won't be able to)\s+(?:yet\s+|reliably\s+|honestly\s+|accurately\s+|responsibly\s+|meaningfully\s+|actually\s+|really\s+|properly\s+)?(?:be\s+)?${KNOWING}|\b(?:is|are|remains?|stays?|still)\s+(?:still\s+|currently\s+|genuinely\s+|simply\s+)?(?:undetermined|undeterminable|indeterminate|unknowable|unknown|unclear|uncertain|open|TBD|to be determined|not (?:yet )?(?:known|knowable|determinable|determined|calculable|computable|available|possible to (?:calculate|determine|state)))\b|\b(?:isn't|aren't)\s+(?:yet\s+)?(?:known|knowable|determinable|calculable|computable|possible)\b|\bnot (?:enough|sufficient) (?:information|info|data|inputs?|detail)\b|\binsufficient (?:information|data|inputs?)\b|\b(?:impossible|too early) to (?:say|tell|know)\b|\b(?:I'd|I would) (?:only |just )?be guessing\b|\bthere(?:'s| is) no (?:way|basis) to\b|\bundetermin(?:ed|able)\b|\bindeterminate\b|\bN/A\b|\bTBD\b|\bto be determined\b|\bnot determinable\b|\bcan't be (?:known|done)\b|\bunknowable\b|\b(?:blocked|pending|waiting) on\b|(?:[:—]\s*|\bis\s+)open(?=\s*[;,.—(]|\s*$)|\bno firm (?:number|figure|answer)\b|\b(?:isn't|is not|not) something I can (?:give|state|calculate|determine|work out)\b|\bno way to pin (?:it|that|this) down\b|\bcan I (?:give|tell|calculate|state)\b[^.!?:]{0,60}:\s*(?:no|not yet)\b|\bcan't (?:be )?pin(?:ned)? (?:it |that |this )?down\b|\bno way of (?:knowing|telling|saying)\b|\bup in the air\b|\bout of reach\b|\bcan't (?:honestly |reliably )?(?:give|state|put a number on)\b|\bno (?:reliable |honest |actual )?(?:figure|number|answer) (?:can be given|yet|is possible)\b|\bno (?:figure|number|answer) (?:I|we) can (?:\w+ )?(?:give|offer|state|stand behind)\b|\b(?:I'd|I would) rather not give (?:you )?(?:a|any) (?:number|figure)\b|\bany (?:figure|number) I (?:gave|give|could give|would give) (?:you )?would be (?:a )?(?:guess|guesswork|made up|invented)\b`;

/** Weaker wording that only says "unknown" when it is about the quantity in question. */
export const UNKNOWN_NEAR = String.raw`\bunknown\b|\bdepends on\b|\bdepend on\b|\b(?:I|we)(?:'d| would)? need\b|\bwithout (?:knowing|your|the|those|these|a|an)\b|\bmissing\b|\bopen question\b|\bnot (?:yet )?(?:known|available|quoted|checked|confirmed)\b|\bonly an? (?:upper bound|ceiling|cap|maximum)\b|\bonce (?:you|I) (?:know|have)\b|\buntil (?:you|I|we) (?:know|have)\b`;

/**
 * An invitation to pick any of several answers: "pick whichever matches your business", "use
 * either". Choosing a supplier ("choose whichever supplier suits you") is not choosing a figure.
 */
export const PICK_ANY = String.raw`\b(?:pick|choose|use|go with|take) (?:whichever|either|any one|the one that)\b(?!\s+(?:supplier|vendor|factory|carrier|store)s?\b)|\bwhichever (?:matches|suits|fits|you prefer|you like)\b`;
