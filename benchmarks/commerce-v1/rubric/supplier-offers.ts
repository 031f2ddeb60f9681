// How a supplier answer picks one of two offers, rules one out, or leaves the pick open:
// "Alder fits", "Recommendation: Alder", "Within budget — Alder: Yes", `"fits": "Alder"`,
// "both fit", "it depends on your priorities". Regular-expression sources and builders
// for the supplier group's checks (supplier-scenarios.ts), written once so every supplier
// scenario reads a comparison the same way.
import type { Assertion } from '../../../lib/eval/scenario';
import { CLAIM_EXCUSES, neverClaims } from './checks';

/**
 * A negation earlier in the clause, with no sentence end between it and the match. A
 * capitalised "No" is left out: it is a verdict (a ❌ or a table cell), not a negation.
 */
export const NEGATED_BEFORE = /\b(?:[Nn]ot|no|[Nn]ever|[Nn]or|[Nn]either|[Ww]ithout|[Hh]ardly)\b[^.!?]*$|n't\b[^.!?]*$/;

/** Up to `span` characters of one sentence that do not name `other`. */
const without = (other: string, span: number) => String.raw`(?:(?!\b(?:${other})\b)[^.!?]){0,${span}}?`;

/** Labels under which an answer names its pick: "Recommendation: Alder", "fits: Alder", "Go with Alder". */
const PICK_LABEL = String.raw`(?:\b(?:go with|go for|stick with|settle on|lean towards?|choose|pick|take|select|opt for|order from|recommend|I'd (?:go|pick|choose|take)(?: with)?)\s+|\b(?:recommendation|verdict|answer|decision|winner|choice|pick|result|offer meeting both|meets (?:both|constraints)|fits|best (?:option|offer|choice|fit))\s*[:=]\s*|\b(?:offer|option|quote|supplier|one) (?:that )?(?:fits|works|meets (?:both|your constraints|the constraints|my constraints))\s*[:=]\s*|\b(?:the|my|your) (?:answer|pick|choice|winner|recommendation|supplier|verdict) (?:is|would be|here is)\s+)`;

/** Nouns that make "X is the … one" a pick. */
const PICK_NOUN = String.raw`(?:one|offer|option|answer|winner|choice|pick|quote|supplier|fit|deal|buy|value|bet)`;

/**
 * The forms of "`offer` is the one": picked under a label, "X is the (only|better) offer",
 * or `offer` opening a sentence as its verdict. `opening` says how loosely: 'verdict' takes
 * "Alder.", "Only Alder fits", "Alder — USD 200", "Alder (USD 200 all-in)" (for a check that
 * the pick is made); 'alone' only a sentence that is the name and nothing else, since a
 * bullet such as "Birch — USD 330, over budget" opens with the name it rules out.
 */
export function picks(offer: string, opening: 'verdict' | 'alone' = 'verdict'): string {
  const first = opening === 'verdict' ? String.raw`(?=\s*(?:[.!(—]|$|wins\b|it is\b|,\s*(?:at|for|with|USD|\$|\d)))` : String.raw`(?=\s*[.!]?\s*$)`;
  return String.raw`${PICK_LABEL}(?:only\s+)?${offer}\b|\b${offer}\s+(?:is|'s|remains)\s+(?:clearly\s+|still\s+)?(?:the|your)\s+(?:only\s+|clear\s+|best\s+|better\s+|right\s+|obvious\s+|stronger\s+|sensible\s+|smart\s+|safer\s+|cheaper\s+|winning\s+)*${PICK_NOUN}\b|^\W*(?:only\s+)?${offer}\b(?!'s)${first}`;
}

/** Said of an offer already named: "(it) is the better deal", "— the better buy", "makes it the best value". */
export const BETTER_DEAL = String.raw`(?:\b(?:is|makes? it|looks like)\s+|'s\s+|[—,:]\s*)(?:clearly\s+|still\s+)?(?:the\s+)?(?:better|best|stronger|smarter|superior)\s+(?:pick|deal|buy|choice|option|offer|value|fit|bet)\b`;

/**
 * `criterion` said of `offer` with `verdict` ("Yes" or "No"), as a table cell ("Within USD
 * 300 — Alder: Yes"), a label with its value ("Alder fits?: No") or a JSON or YAML line
 * ("supplier: Birch, …, within budget: no").
 */
export function cell(offer: string, other: string, criterion: string, verdict: 'Yes' | 'No'): string {
  return String.raw`(?:${criterion})\??[^.!?:]{0,30}?—\s*${offer}:\s*${verdict}\b|\b${offer}\b${without(other, 80)}(?:${criterion})\??\s*:\s*${verdict}\b`;
}

/** `offer` earlier in the sentence, with `other` not between: a lookbehind, so the match is only the predicate. */
export function after(offer: string, other: string, span = 80): string {
  return String.raw`(?<=\b(?:${offer})\b${without(other, span)})`;
}

/**
 * Never declares both offers workable or leaves the pick open: "both fit", "either can
 * work", "it depends on your priorities", "pick according to what you weight", "fits:
 * Alder, Birch". `works` is what "workable" means in the scenario (fitting the budget, or
 * meeting every constraint).
 */
export function noBothWorkable(options: { id: string; offers: readonly [string, string]; works: string; neither?: boolean; says: string }): Assertion {
  const [first, second] = options.offers;
  const neither = options.neither ? String.raw`|\bneither\b(?:\s+(?:offer|quote|supplier|one|of them|of the two))?(?:\s+(?:really|truly|quite|actually|would|could|can|will|does|do|is))*\s+(?:${options.works})\b` : '';
  const pair = String.raw`(?:${first}|${second})(?:\s*,\s*|\s+and\s+|\s*/\s*|\s*&\s*)(?:${first}|${second})`;
  const both = String.raw`\b(?:both|either|any)(?:\s+(?:of them|of these|of the two|offers?|quotes?|suppliers?|options?|one|${pair}))?|\b${pair}(?:\s+both)?`;
  return neverClaims({
    id: options.id,
    pattern: new RegExp(
      String.raw`(?:${both})(?:\s+(?:technically|really|still|also|would|could|can|will|do|are|is|seem|look|equally))*\s+(?:${options.works})\b|\bboth (?:are|remain|look)\s+(?:\w+\s+)?(?:reasonable|valid|good|viable|defensible|fine|acceptable|sensible|workable)\b|\b(?:it|that|this|the answer|the choice)\s+depends\b|\bdepend(?:s|ing)? on (?:your|what|which|how)\b[^.!?]{0,40}?\b(?:priorit\w*|matters|value|weight|prefer\w*|trust|care about)\b|\b(?:pick|choose|decide|go)\b[^.!?]{0,20}?\b(?:according to|based on|depending on)\b|\b(?:up to you|your call|the choice is yours)\b|\b(?:two|both) (?:reasonable|valid|defensible) (?:ways|options|approaches|choices)\b|\b(?:fits|meets (?:both|constraints|your constraints))\s*:\s*${pair}|\bwhichever\b|\beither (?:one |offer |supplier |of them )?(?:could|would|can|might|may) be (?:the|right|correct|fine|chosen|picked)\b|\b(?:any|either|both) of (?:these|those|them)\b[^.!?]{0,40}?\b(?:apply|applies|work|valid|fine|right|correct)\b${neither}`,
      'i',
    ),
    says: options.says,
    excuses: CLAIM_EXCUSES,
  });
}
