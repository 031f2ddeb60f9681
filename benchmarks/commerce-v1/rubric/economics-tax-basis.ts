// The wording economics-06 (a VAT-inclusive price against VAT-exclusive costs, the VAT rate
// unknown) looks for: profit that cannot be stated yet, what would settle it, a figure called
// actual or handed over to use, and the excuses of a figure named only as a ceiling or a term.
import type { Label } from './labels';
import { BREAK_EVEN, PROFIT } from './labels';
import { ANY_AMOUNT } from './figures';
import { UNKNOWN_NEAR } from './phrases';

const QUALIFIERS = String.raw`(?:\s+(?:per (?:order|unit|sale)|(?:after|before|net of|excluding|less)\s+(?:(?:and|all|the|your|payment|processing)\s+)*(?:shipping|fees?|costs?|VAT|tax(?:es)?|ads|advertising|everything|landed cost)))*`;
/** Profit or break-even CPA, with the qualifiers a model puts after it ("profit per order after shipping and fees"). */
export const PROFIT_OR_BREAK_EVEN: Label = { name: 'profit or break-even CPA', pattern: `(?:(?:${PROFIT.pattern}|${BREAK_EVEN.pattern})${QUALIFIERS})` };
/** "no actual profit or break-even CPA can be stated yet", "neither can be determined", "has no numeric value yet". */
export const NOT_STATABLE = String.raw`\b(?:can't|cannot|won't|will not)\s+(?:responsibly\s+|honestly\s+|in good conscience\s+)?(?:call|label|name|give)\s+(?:any|a single|a)\s+(?:figure|number)\s+(?:as\s+)?(?:your\s+)?(?:actual\s+|real\s+)?(?:profit|break[- ]?even)|\b(?:both|these|the two|those) (?:numbers|figures)\s+(?:\w+\s+)?depend on\b|\b(?:neither|nor|none|no)\b(?:[^.!?]|\.(?=\d)){0,60}?\bcan (?:yet |honestly |really )?be (?:stated|given|determined|calculated|computed|worked out|pinned down|known|put on)\b|\bhas no (?:numeric |definite |actual |real )?value\b|'s (?:still )?open\b|\b(?:don't|do not|doesn't|does not|can't|cannot|won't)\s+(?:support|give|yield|allow|produce)\s+(?:an?\s+|any\s+)?(?:actual |real |reliable |honest |definite )?(?:figure|number|answer|result)|\bcan(?:not|'t| not)\s+(?:net|subtract|combine|compare)\b|\bnot (?:yet )?(?:computable|calculable|determinable|knowable)\b|\b(?:inputs?|data|figures|numbers|information|records?)\s+(?:do not|don't|does not|doesn't|won't)\s+(?:allow|support|permit|let (?:me|us|you))\b|\b(?:I|we)\s+(?:do not|don't|won't|will not|can't|cannot|can not|shan't|shall not)\s+(?:be able to\s+)?(?:give|state|quote|offer|put)\s+(?:you\s+)?(?:an?\s+|any\s+)?(?:actual\s+|real\s+|firm\s+)?(?:profit|CPA|break-even|figure|number)|\bno (?:actual|real|true|reliable|firm) (?:profit|break-even|CPA|figure)\b`;
/** Weaker wording that counts next to the quantity: "once you tell me the VAT rate … I'll compute profit", "give me the rate and I'll calculate it". */
export const UNTIL_TOLD = String.raw`${UNKNOWN_NEAR}|\b(?:once|when|as soon as) you (?:tell|give|send|confirm|let me know)\b|\b(?:give|send|tell) me\b(?:[^.!?]|\.(?=\d)){0,100}?\b(?:and|then) (?:I'll|I will|I can)\b`;
/** What would settle it: the VAT rate, whether input VAT is recoverable, or one tax basis. */
export const NEEDS_VAT_BASIS =
  /\bVAT rate\b|\brate (?:is )?(?:unknown|missing|not (?:known|given|stated))\b|\brate of VAT\b|\bVAT percentage\b|\b(?:tax|VAT|levy|sales tax) rate\b|\binput[- ]VAT (?:status|position|recover\w*|treatment)\b|\b(?:VAT|tax|levy)\b(?:[^.!?]|\.(?=\d)){0,60}\b(?:recover\w*|reclaim\w*|deduct\w*|comes? back to you|you get back)|\bhow (?:big|large) (?:a )?(?:slice|share|part|portion|cut)\b|\b(?:recover|reclaim)\w*\b(?:[^.!?]|\.(?=\d)){0,30}\binput[- ]VAT\b|\b(?:one|same|single|consistent|common) (?:tax )?basis\b|\ball (?:amounts|figures|prices|costs)(?:[^.!?]|\.(?=\d)){0,30}\b(?:including|excluding|incl|excl|gross|net)\b/i;
/** A figure called actual, real or firm. */
export const ACTUAL_FIGURE: Label = {
  name: 'actual profit or break-even CPA',
  pattern: String.raw`(?:\b(?:actual|real|true|definitive|firm|exact|precise)\s+(?:net\s+)?(?:profits?|break[- ]?even(?:\s+(?:CPA|CAC))?|CPA|CAC|figures?|numbers?|margin)${QUALIFIERS})`,
};
/** A figure handed over to use as the answer: "treat EUR 13.60 as your break-even CPA", "plan with EUR 13", "set your CPA at 13". */
export const FIGURE_TO_USE = String.raw`\b(?:treat|take|use|count)\s+(?:${ANY_AMOUNT})\s+as\s+(?:your\s+|the\s+)?(?:\w+\s+){0,2}?(?:profit|break[- ]?even|CPA|CAC|figure|number|ceiling|cap)\b|\b(?:plan|budget)\s+(?:with|on|around|against)\s+(?:(?:about|around|roughly|~)\s+)?(?:${ANY_AMOUNT})|\bset\s+(?:your\s+)?(?:break[- ]?even\s+|max(?:imum)?\s+|target\s+)?(?:CPA|CAC|acquisition cost)\s+(?:at|to)\s+(?:(?:about|around|roughly|~)\s+)?(?:${ANY_AMOUNT})|\b(?:can|could)\s+(?:safely\s+)?(?:spend|afford|pay|bid)\s+(?:(?:up to|about|around|roughly|at least)\s+)?${ANY_AMOUNT}|${ANY_AMOUNT}\s+(?:per (?:order|acquisition|customer)\s+)?(?:is\s+)?(?:safe|fine|ok|okay) to (?:spend|pay|bid)\b`;
/** A floor or a range offered as the figure: "at least EUR 23.60", "somewhere between EUR 13 and". */
export const FLOOR = String.raw`(?:at least|no less than|a (?:floor|minimum) of|minimum of|a safe minimum of|(?:somewhere |anywhere )?between|(?:anywhere )?from|in the range of)`;
/** A figure followed by an operator is a term of a formula ("60/(1 + VAT rate)"), not a result. */
export const FOLLOWED_BY_AN_OPERATOR = { window: 'clause-after' as const, pattern: /^\s*(?:€|\$|USD|EUR|euros?|dollars?)?\s*[-+×x*/÷]/i };
/** 23.60 given as a ceiling the real profit falls short of: "at most 23.60", "an upper bound of 23.60". */
export const NAMED_AS_A_CEILING = { window: 'clause-through' as const, pattern: /\b(?:at most|no more than|an upper bound|a ceiling|less than|below|overstat\w*)\b(?:[^.!?]|\.(?=\d)){0,30}23\.60?\b/i };
/** 23.60 followed by its rejection in its sentence: "— is not your profit", "mixes a VAT-inclusive price with …". */
export const REJECTED_AS_PROFIT = {
  window: 'sentence-after' as const,
  pattern: /^(?:[^.!?]|\.(?=\d)){0,20}?\b(?:is|are|would be|isn't|'s)\s+(?:not|n't)\b|\bmix(?:es|ing|ed)?\b|\bunlike with unlike\b|\bdifferent (?:tax )?bases\b|\boverstat\w*|\b(?:wrong|incorrect|misleading|invalid|meaningless)\b|\bnot (?:your|the|an?) (?:actual |real |true )?(?:profit|CPA|figure|answer|result|margin)\b|\bbelongs? to the (?:tax(?: office| authority)?|government|state)\b|\b(?:is|includes?) (?:partly |really |still )?VAT\b/i,
};
/**
 * 23.60 already rejected earlier in the message, so a later mention points back at the rejected
 * figure ("That 23.60 is not your profit. … part of that 23.60 is really VAT", "Rejecting 23.60."), or
 * introduced as the shortcut to avoid right before it ("You might be tempted to do the quick subtraction: … = 23.60").
 */
export const REJECTED_EARLIER = {
  window: 'message-before' as const,
  pattern: /\b23\.60?\b(?:[^.!?]|\.(?=\d)){0,60}?\b(?:is not|isn't|is never|not (?:your|the|an?)|(?:is |looks )?wrong|overstat\w*|mix(?:es|ing)|subtracts? VAT-exclusive)\b|\b(?:don't|do not|never)\s+(?:use|treat|call|book|report|take|plan on)\b(?:[^.!?]|\.(?=\d)){0,40}?\b23\.60?\b|\b(?:tempting|naive|shortcut|trap)\b(?:[^.!?]|\.(?=\d)){0,60}?\b23\.60?\b|\brejected — |\b(?:tempt\w*|shortcut|naive\w*|trap|quick subtraction)\b(?:[^.!?]|\.(?=\d)){0,80}$/i,
};
export const FEE_1_40 = /(?<![\d.])1\.40?(?![\d])/;

/**
 * VAT taken out of a VAT-inclusive price the wrong way: by multiplying by (1 − rate) instead of
 * dividing by (1 + rate). "60 × (1 − 20%) = 48", "net price = price × (1 − v)", "60 × 0.8".
 */
export const WRONG_VAT_METHOD = [
  String.raw`\b(?:60|price|gross(?: price)?|P)\s*[×x*·]\s*\(\s*1\s*-\s*(?:\w+(?:\s\w+)?|\d+(?:\.\d+)?\s?%|0?\.\d+)\s*\)`,
  String.raw`\b60\s*[×x*·]\s*(?:0?\.8|80\s?%)(?![\d.])`,
  String.raw`\b(?:60|price)\s*-\s*(?:60|price)\s*[×x*·]\s*(?:\w+|\d+\s?%)\s*=\s*(?:net|48)`,
].join('|');
