// The quantities a commerce answer names, each with the ways models write its name. A check
// that a figure is stated *as* a quantity ("break-even CPA … 26.20") looks for the label and
// the figure in one sentence, with no other quantity's label between them.

export interface Label {
  /** How the quantity reads in a check's `says` text. */
  name: string;
  /** Regular-expression source for its names. */
  pattern: string;
}

const label = (name: string, pattern: string): Label => ({ name, pattern: `(?:${pattern})` });

export const BREAK_EVEN = label(
  'break-even CPA',
  String.raw`\bbreak[- ]?even(?:\s+(?:CPA|CAC|acquisition cost|cost per (?:acquisition|order|customer)|point|ad spend))?\b(?!\s+(?:ROAS|price|volume|revenue|units?|quantity|sales)\b)|(?<!\btarget\s)\bCPA\b|(?<!\btarget\s)\bCAC\b|\b(?:max(?:imum)?|affordable|allowable|highest|top|most you can (?:pay|spend|afford))\s+(?:CPA|CAC|acquisition (?:cost|spend|budget)|cost per (?:acquisition|order|sale|customer)|(?:ad )?spend per (?:order|sale|customer))\b|\bacquisition (?:cost|spend|budget)\b|\bcost per (?:acquisition|acquired customer)\b|\b(?:can|could) (?:afford(?: to (?:spend|pay))?|spend|pay)(?: to acquire(?: an? (?:order|customer|sale))?| (?:per|on each|for each) (?:order|sale|customer|acquisition)| acquiring)\b|\b(?:amount|most) you can (?:afford to )?(?:spend|pay)\b`,
);
export const CONTRIBUTION = label('contribution before ads', String.raw`\bCM\b(?!\s*(?:%|percent|pct|ratio|rate))|\bcontribution(?: margin)?(?: before (?:ads|advertising|marketing|acquisition))?\b(?!\s*(?:%|percent|pct|ratio|rate)\b|\s*\(%\))|\bunit (?:profit|margin)\b|\bprofit per (?:order|unit|sale) before (?:ads|advertising)\b`);
export const GROSS_PROFIT = label('gross profit', String.raw`\bGP\b|\bgross profit\b|\bgross margin per (?:unit|order)\b`);
export const GROSS_MARGIN = label('gross margin', String.raw`\bgross margin\b(?! per)|\bmargin\b`);
export const PROFIT = label('profit', String.raw`\b(?:net |actual |real |true )?profits?\b|\bnet (?:income|earnings|margin)\b`);
/** Profit that is not gross profit: "net profit per unit", "profit on every sale" (not counted in ALL_LABELS: PROFIT names it). */
export const NET_PROFIT = label('profit', String.raw`(?<!\bgross\s)\b(?:net |actual |real |true |pure |clear )?profits?\b(?!\s+margin)`);
export const LANDED_COST = label('landed cost', String.raw`\b(?:fully )?landed(?: unit)? cost\b|\bcost landed\b|\blanded\b|\bdelivered (?:unit )?cost\b`);
export const REVENUE = label('revenue', String.raw`\b(?:gross |total |combined |recorded )?(?:revenue|sales)\b|\bturnover\b`);
// "selling at USD 70", "priced at 70": the price said with a verb, as a founder's question restated puts it.
export const PRICE = label('price', String.raw`\b(?:selling |sale |retail |unit )?price\b|\b(?:sell(?:ing|s)?|sold|priced|retail(?:ing|s)?) (?:(?:it|them|each|the aprons?|at a price) )?(?:at|for)\b`);
/** Return on ad spend, a ratio and not a cost: "break-even ROAS 2.67×". */
export const ROAS = label('break-even ROAS', String.raw`\b(?:break[- ]?even |target |minimum |required )?ROAS\b|\breturn on ad spend\b`);
export const SHIPPING = label('shipping', String.raw`\bshipping\b|\bfreight\b|\bpostage\b|\bdelivery cost\b`);
export const PAYMENT_FEE = label('payment fee', String.raw`\b(?:payment|processing|transaction|card|Stripe|PayPal) fees?\b`);
export const REFUND_RESERVE = label('refund reserve', String.raw`\brefund(?:s| reserve| allowance)?\b|\breturns? (?:reserve|allowance)\b`);
/** A quantity read as a percentage: "contribution margin percent: -10.0", "margin %". */
export const PERCENTAGE = label('percentage', String.raw`\b(?:margin|contribution(?: margin)?|markup|conversion(?: rate)?)\s*(?:%|\(%\)|percent(?:age)?|pct|ratio|rate)(?=\W|$)`);
export const TOTAL_COST = label('total cost', String.raw`\b(?:total|upfront|all-in|overall|minimum[- ]order|order) (?:cost|outlay|spend|price|total)\b|\bcomes to\b|\ball in\b`);

/** Every label, so a check can stop at any quantity other than its own. */
export const ALL_LABELS: readonly Label[] = [
  BREAK_EVEN, CONTRIBUTION, GROSS_PROFIT, GROSS_MARGIN, PROFIT, LANDED_COST, REVENUE, PRICE, SHIPPING, PAYMENT_FEE, REFUND_RESERVE, TOTAL_COST, PERCENTAGE, ROAS,
];

/** The labels of every quantity except `own`, as one alternation. */
export function otherLabels(own: Label): string {
  return `(?:${ALL_LABELS.filter((candidate) => candidate !== own).map((candidate) => candidate.pattern).join('|')})`;
}
