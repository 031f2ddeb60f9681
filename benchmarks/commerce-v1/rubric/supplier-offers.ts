// How a supplier answer picks one of two offers, rules one out, or leaves the pick open:
// "Alder fits", "Recommendation: Alder", "Within budget — Alder: Yes", `"fits": "Alder"`,
// "both fit", "it depends on your priorities". Builders for the supplier group's checks
// (supplier-scenarios.ts): a scenario says which offer is chosen, which is ruled out and
// what "good" and "bad" mean for it (fitting the budget, meeting the deadline), and the
// builder writes every form of the verdict from that.
import type { Assertion } from '../../../lib/eval/scenario';
import { CLAIM_EXCUSES, neverClaims, says } from './checks';

/**
 * A negation earlier in the clause, with no sentence end between it and the match. A
 * capitalised "No" is left out: it is a verdict (a ❌ or a table cell), not a negation; so is a
 * "no," that answers before the claim ("Short answer: no, it expired 5 days ago").
 */
export const NEGATED_BEFORE = /\b(?:[Nn]ot|[Cc]annot|[Nn]othing|[Nn]one|[Nn]obody|no(?!\s*[,:;—–])|[Nn]ever|[Nn]or|[Nn]either|[Ww]ithout|[Hh]ardly)\b(?:[^.!?]|\.(?=\d))*$|n't\b(?:[^.!?]|\.(?=\d))*$/;

/** A "No" right after a label: "Fits USD 300: No", "fits budget: no", "Can I promise a profit: Not yet" (the label is not a claim). */
export const ANSWERED_NO = /^[^.!?:]{0,40}\??:\s*(?:no|not|never|none|nope|unknown|undetermined|cannot|can't)\b/i;

/** Up to `span` characters of one sentence that do not name `other`. */
const without = (other: string, span: number) => String.raw`(?:(?!\b(?:${other})\b)(?:[^.!?]|\.(?=\d))){0,${span}}?`;

/** `offer` earlier in the sentence, with `other` not between: a lookbehind, so the match is only the predicate. */
const after = (offer: string, other: string, span: number) => String.raw`(?<=\b(?:${offer})\b${without(other, span)})`;

/**
 * `after`, or `offer` in the sentence before one that opens by pointing back at it ("Birch comes
 * to 330 dollars. That breaks your budget."): for a check whose scope is a pair of adjacent sentences.
 */
const afterOrPointedBack = (offer: string, other: string, span: number) =>
  String.raw`(?<=\b(?:${offer})\b${without(other, span)}|\b(?:${offer})\b${without(other, span)}[.!?]\s+(?:That|This|It|Which)\b${without(other, span)})`;

/** Labels under which an answer names its pick: "Recommendation: Alder", "fits: Alder", "Go with Alder", "the answer is Alder", a question heading "Which offer fits: Alder". */
const PICK_LABEL = String.raw`(?:\b(?:go with|go for|stick with|settle on|lean towards?|choose|pick|take|select|opt for|order from|recommend|I'd (?:go|pick|choose|take)(?: with)?)\s+|\b(?:qualifying (?:offer|option|supplier|quote)|recommendation|recommended|verdict|(?<!\blong )answer|decision|winner|choice|pick|result|offer meeting both|meets (?:both|constraints)|fits|best (?:option|offer|choice|fit))\s*[:=]\s*|\b(?:offer|option|quote|supplier|one) (?:that )?(?:fits|works|meets (?:both|all)(?: (?:limits|constraints|conditions|requirements|criteria|tests))?|meets (?:your constraints|the constraints|my constraints))(?:,[^,.!?:]{1,25},)?\s*(?:[:=]|is)\s*|\bonly (?:one|a single) (?:offer|option|quote|supplier)\b[^.!?:]{0,50}:\s*|\b(?:the|my|your) (?:answer|pick|choice|winner|recommendation|supplier|verdict) (?:is|would be|here is)\s+|\b(?:TL;?\s?DR|short answer|bottom line|in short|in a word|summary|conclusion|result)\s*[:—-]\s*|\bwhich\s+(?:\w+\s+){0,2}?(?:offer|supplier|one|option|quote)\b[^.!?:]{0,50}\??\s*:\s*)`;

/** Nouns that make "X is the … one" a pick. */
const PICK_NOUN = String.raw`(?:one|offer|option|answer|winner|choice|pick|quote|supplier|fit|deal|buy|value|bet|match)`;

/** Said of an offer already named: "(it) is the better deal", "— the better buy", "makes it the best value". */
const BETTER_DEAL = String.raw`(?:\b(?:is|makes? it|looks like)\s+|'s\s+|[—,:]\s*)(?:clearly\s+|still\s+)?(?:the\s+)?(?:better|best|stronger|smarter|superior)\s+(?:pick|deal|buy|choice|option|offer|value|fit|bet)\b`;

/**
 * The forms of "`offer` is the one": picked under a label, "X is the (only|better) offer",
 * "X only", or `offer` opening a sentence as its verdict. `opening` says how loosely:
 * 'verdict' takes "Alder.", "Only Alder fits", "Alder — USD 200", "Alder, at USD 200" (for
 * a check that the pick is made); 'alone' only a sentence that is the name and nothing
 * else, since a bullet such as "Birch — USD 330, over budget" opens with the name it rules out.
 */
function picks(offer: string, opening: 'verdict' | 'alone'): string {
  const first = opening === 'verdict' ? String.raw`(?=\s*(?:[.!(—;]|$|wins\b|it is\b|,(?!\s*(?:on the other hand|however|by contrast|meanwhile|in contrast)\b)))` : String.raw`(?=\s*[.!]?\s*$)`;
  // "only Birch does", "that leaves Birch": the pick by elimination.
  const only = opening === 'verdict' ? String.raw`|\b${offer} only\b|\b${offer} it is\b|\bonly\s+${offer}\s+(?:does|do|fits|works|qualifies|meets|passes|makes it)\b|\b(?:that|which|this)\s+leaves\s+(?:you\s+with\s+)?(?:only\s+)?${offer}\b` : '';
  // Under a label with a colon, the name is no pick when its own clause rules it out (a verb still picks: "go with Birch, though it's over"): "fits: Birch 50 330 over by 30" (a table's columns run together).
  const notRuledOut = opening === 'alone' ? String.raw`(?![^.!?:;]{0,30}?\b(?:over|doesn't|does not|exceeds?|fails?|misses|too (?:much|slow|late|expensive))\b)` : '';
  return String.raw`${PICK_LABEL}(?:only\s+)?(?:(?<=[:=]\s*(?:only\s+)?)${offer}\b${notRuledOut}|(?<![:=]\s*(?:only\s+)?)${offer}\b)|\b${offer}\s+(?:is|'s|remains)\s+(?:clearly\s+|still\s+)?(?:the|your)\s+(?:only\s+|clear\s+|best\s+|better\s+|right\s+|obvious\s+|stronger\s+|sensible\s+|smart\s+|safer\s+|winning\s+)*${PICK_NOUN}\b|^\W*(?:only\s+)?${offer}\b(?!'s)${first}${only}`;
}

/**
 * `criterion` said of `offer` with `verdict` ("Yes" or "No"), as a table cell ("Within USD
 * 300 — Alder: Yes"), a label with its value ("Alder fits?: No") or a JSON or YAML line
 * ("supplier: Birch, …, within budget: no"). `loose` also takes a ✅/❌ opening the offer's
 * line and a YAML key alone under the offer's key ("fits: yes"): enough to say a verdict is
 * given, not to hold it against an answer.
 */
function cell(offer: string, other: string, criterion: string, verdict: 'Yes' | 'No', loose: boolean): string {
  // (A criterion answered for both in one line: "Fit against budget and quantity: Alder yes; Birch no".)
  const lines = loose ? String.raw`|^\W*${verdict}\s+(?:${offer})\b|^\W*(?:${criterion})\s*:\s*${verdict}\b|(?:${criterion})[^.!?:]{0,40}:\s*(?:[^.!?;:]{0,30};\s*)?(?:${offer})\s+${verdict}\b` : '';
  return String.raw`(?:${criterion})\??[^.!?:]{0,30}?—\s*(?:${offer}):\s*${verdict}\b|\b(?:${offer})\b${without(other, 80)}(?:${criterion})\??\s*:\s*${verdict}\b${lines}`;
}

interface Verdict {
  id: string;
  /** The offer the verdict is about, and the other one (a clause about the other is not about this one). */
  offer: string;
  other: string;
  /** What is said of the offer, after its name: "fits", "meets both constraints" (or "over budget", "misses the deadline"). */
  predicate: string;
  /** Table columns and JSON keys that ask the question the verdict answers: "Within USD 300", "within deadline". */
  criterion: string;
  says: string;
}

/**
 * Says `offer` is the one: picked, named as "the offer that fits", the predicate said of it,
 * a table or JSON "Yes", or a ✅ before it. `terse` also takes a bullet that opens with its
 * figures ("Birch: USD 260, 7 days.").
 */
export function choosesOffer(options: Verdict & { terse?: boolean }): Assertion {
  const { offer, other } = options;
  const terse = options.terse ? String.raw`|^\W*${offer}:\s*(?:USD|\$)?\s?\d` : '';
  return says({
    id: options.id,
    pattern: new RegExp(String.raw`${picks(offer, 'verdict')}|${after(offer, other, 100)}(?:${options.predicate}|\bYes\b)|${cell(offer, other, options.criterion, 'Yes', true)}${terse}`, 'i'),
    says: options.says,
    excuses: ['negated', 'question', 'quoted'],
    unless: [{ window: 'next-clause', pattern: ANSWERED_NO }],
  });
}

/**
 * Says `offer` is ruled out: the predicate (over budget, misses the deadline) said after it
 * or after `anchors` (its figures), "rules out X", a table or JSON "No", a ❌ before it, or
 * `alone` — wording plain enough to need no name — in a sentence that does not name `other`,
 * or with `onlyOther`, "only <other> fits".
 * A negation before the predicate ("Birch isn't ruled out") cancels it; a "No" verdict does not.
 */
export function rulesOut(options: Verdict & { anchors?: string; alone?: string; onlyOther?: boolean }): Assertion {
  const { offer, other } = options;
  const anchors = options.anchors ? `${offer}|${options.anchors}` : offer;
  const alone = options.alone ? String.raw`|(?<=^(?!(?:[^.!?]|\.(?=\d))*\b(?:${other})\b)(?:[^.!?]|\.(?=\d))*?)(?:${options.alone})` : '';
  // Where the offers can fail in one way only, "only Alder fits" says Birch fails it.
  const onlyOther = options.onlyOther ? String.raw`|\bonly\s+${other}\s+(?:fits|works|qualifies|is within|is under|comes in under)\b|\b${other}\s+is\s+the\s+only\s+(?:one|offer|option|quote|supplier)\b` : '';
  return says({
    id: options.id,
    pattern: new RegExp(String.raw`${afterOrPointedBack(anchors, other, 100)}(?:${options.predicate}|\b(?:rules?|ruled|ruling|knocks?|takes?) (?:it|them) out\b)|\b(?:rules? out|ruling out|rule(?:s|d)? out|eliminates?|excludes?)\s+${offer}\b|${cell(offer, other, options.criterion, 'No', true)}${alone}${onlyOther}`, 'i'),
    says: options.says,
    // A pair of sentences, so that "That breaks your budget" can point back at the offer.
    scope: 'adjacent',
    excuses: ['question', 'quoted'],
    unless: [{ window: 'clause-before', pattern: NEGATED_BEFORE }],
  });
}

/**
 * Never rules `offer` out: the predicate (over budget, misses the deadline) said of it, a
 * table or JSON "No", or with `neither` ("meets", "fits"), "neither offer meets …".
 */
export function neverRulesOut(options: Verdict & { neither?: string }): Assertion {
  const { offer, other } = options;
  const neither = options.neither ? String.raw`|\bneither\b(?:\s+(?:offer|quote|supplier|one|of them|of the two))?(?:\s+\w+){0,5}?\s+(?:${options.neither})\b|^\W*neither\b(?=\s*(?:[.:—!-]|$))` : '';
  return neverClaims({
    id: options.id,
    pattern: new RegExp(String.raw`${after(offer, other, 60)}(?:${options.predicate})|${cell(offer, other, options.criterion, 'No', false)}${neither}`, 'i'),
    says: options.says,
    // A "No" in a table cell is the verdict itself, so only a negation before it cancels it.
    excuses: ['hypothetical', 'question', 'asked', 'restated', 'quoted', 'disowned'],
    unless: [{ window: 'clause-before', pattern: NEGATED_BEFORE }],
  });
}

/** Never picks `offer`, says the predicate of it, calls it the better deal or marks it "Yes" in a table. */
export function neverChooses(options: Verdict): Assertion {
  const { offer, other } = options;
  return neverClaims({
    id: options.id,
    pattern: new RegExp(String.raw`${picks(offer, 'alone')}|${after(offer, other, 60)}(?:${options.predicate}|${BETTER_DEAL})|${cell(offer, other, options.criterion, 'Yes', false)}`, 'i'),
    says: options.says,
    // "On a per-unit basis Birch is clearly better value": a true fact about unit price, not the pick.
    unless: [{ window: 'next-clause', pattern: ANSWERED_NO }, { window: 'sentence-before', pattern: /\b(?:on|by|in) (?:a |the )?(?:per[- ]unit|unit[- ]price|unit[- ]cost|price[- ]per[- ]unit) (?:basis|terms|alone)\b(?:[^.!?]|\.(?=\d))*$|^\W*(?:per unit|on unit price|on price per unit)\s*[,:—]/i }],
  });
}

/**
 * Never declares both offers workable or leaves the pick open: "both fit", "either can
 * work", "it depends on your priorities", "pick according to what you weight", "fits:
 * Alder, Birch"; with `neither`, not "neither works" either. `works` is what "workable"
 * means in the scenario (fitting the budget, or meeting every constraint).
 */
export function noBothWorkable(options: { id: string; offers: readonly [string, string]; works: string; neither?: boolean; says: string }): Assertion {
  const [first, second] = options.offers;
  const neither = options.neither ? String.raw`|\bneither\b(?:\s+(?:offer|quote|supplier|one|of them|of the two))?(?:\s+(?:really|truly|quite|actually|would|could|can|will|does|do|is))*\s+(?:${options.works})\b|^\W*neither\b(?=\s*(?:[.:—!-]|$))` : '';
  const pair = String.raw`(?:${first}|${second})(?:\s*,\s*|\s+and\s+|\s*/\s*|\s*&\s*)(?:${first}|${second})`;
  const both = String.raw`\b(?:both|either|any)(?:\s+(?:of them|of these|of the two|offers?|quotes?|suppliers?|options?|one|${pair}))?|\b${pair}(?:\s+both)?`;
  return neverClaims({
    id: options.id,
    pattern: new RegExp(
      String.raw`(?:${both})(?:\s+(?:technically|really|still|also|would|could|can|will|may|might|should|do|are|is|seem|look|equally))*\s+(?:${options.works})\b|\bboth (?:are|remain|look)\s+(?:\w+\s+)?(?:reasonable|valid|good|viable|defensible|fine|acceptable|sensible|workable)\b|\b(?:it|that|this|the answer|the choice)\s+depends\b|\bdepend(?:s|ing)? on (?:your|what|which|how)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:priorit\w*|matters|value|weight|prefer\w*|trust|care about)\b|\b(?:pick|choose|decide|go)\b(?:[^.!?]|\.(?=\d)){0,20}?\b(?:according to|based on|depending on)\b|\b(?:(?:the choice|which (?:one|offer|supplier)|the decision|it|that)(?:'s| is) (?:entirely |really )?up to you|(?<!\b(?:order\w*|pay\w*|contact\w*|placing|sending|buying)\b(?:[^.!?]|\.(?=\d)){0,30})your call|the choice is yours)\b|\b(?:two|both) (?:reasonable|valid|defensible) (?:ways|options|approaches|choices)\b|\b(?:fits|meets (?:both|constraints|your constraints))\s*:\s*${pair}|\bwhichever\b(?!\s+(?:way|one|supplier|offer|option)\s+you\s+(?:go|pick|choose|take)\b(?:[^.!?]|\.(?=\d)){0,3},\s*(?:get|ask|confirm|check|make sure|insist))|\bthe (?:one|constraint|factor|thing|priority) (?:that )?matters (?:more|most)\b|\beither (?:one |offer |supplier |of them )?(?:could|would|can|might|may) be (?:the|right|correct|fine|chosen|picked)\b|\b(?:any|either|both) of (?:these|those|them)\b(?:[^.!?]|\.(?=\d)){0,40}?\b(?:apply|applies|work|valid|fine|right|correct)\b${neither}`,
      'i',
    ),
    says: options.says,
    excuses: CLAIM_EXCUSES,
  });
}
