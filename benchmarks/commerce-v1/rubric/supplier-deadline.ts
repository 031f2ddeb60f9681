// How a supplier answer measures a quoted lead time against the founder's deadline: meeting
// it ("7 days beats your 10-day deadline", "Within 10 days — Birch: Yes", "meets both
// constraints") or missing it ("18 days is too slow", "8 days late", "18 > 10", "❌").
// Regular-expression sources for the supplier group's checks (supplier-scenarios.ts).

export interface DeadlineWords {
  /** Meeting the deadline or every constraint, said after the offer is named: "meets both constraints", "arrives in time". */
  meets: string;
  /** Table columns and JSON keys that ask whether an offer meets the deadline, or both constraints. */
  criterion: string;
  /** Missing the deadline, said after the offer or its lead time is named: "misses", "too slow", "8 days late". */
  misses: string;
}

/** Words for a deadline of `days` days, and `over` (how many days too late the slow offer is). */
export function deadlineWords(days: string, over: string): DeadlineWords {
  const deadline = String.raw`(?:(?:your|the|a|my)\s+)?(?:${days}[- ]days?|${days}-day (?:deadline|window|limit|requirement)|deadline|window|time limit|cut-?off|date you need|need-by date)|(?:your|the) ${days}\b(?!\.\d|\d)`;
  const constraints = String.raw`(?:(?:both|all|each of)\s+)?(?:(?:your|the|my)\s+)?(?:(?:two|both)\s+)?(?:constraints?|requirements?|conditions?|criteria|needs?)`;
  return {
    meets: String.raw`\b(?:meets?|satisf(?:ies|y)|hits?|makes?|beats?|clears?|fits?|is within|comes in within|arrives? within|delivers? within)\s+(?:${constraints}|${deadline}|both)\b|\b(?:arrives?|delivers?|lands?|gets? (?:there|to you)|is)\s+(?:with)?in (?:time|${deadline})\b|\bin time\b|\bqualifies\b|\b(?:arrives?|lands?|delivers?|comes in)\s+\d+ days? (?:early|ahead|before|inside|within|to spare)\b|\bonly (?:one|offer|option|quote) that (?:works|meets|fits|qualifies)\b|\b(?:meets?|satisf(?:ies|y)|fits?|hits?|clears?)\s+(?:both\s+)?(?:(?:the|your)\s+)?(?:budget|price|cost)\s+(?:and|&)\s+(?:(?:the|your)\s+)?(?:deadline|timeline|time|window|delivery|lead time)\b|\b(?:meets?|satisf(?:ies|y)|fits?|hits?|clears?)\s+(?:both\s+)?(?:(?:the|your)\s+)?(?:deadline|timeline|window|delivery|lead time)\s+(?:and|&)\s+(?:(?:the|your)\s+)?(?:budget|price|cost)\b`,
    criterion: String.raw`meets? (?:both|all|${constraints}|${deadline})|(?:within|meets?|inside|before|by) ${deadline}|on time|in time|both constraints|deadline`,
    misses: String.raw`\bmiss(?:es|ed|ing)?\b|\btoo (?:slow|late|long)\b|\blate\b|\b(?:after|past|beyond|outside|over|exceeds?|exceeding|longer than|more than|later than|blows?)\s+${deadline}\b|\b(?:does(?:n't| not)|won't|can't|cannot|fails? to|isn't|is not|will not)\s+(?:meet|make|hit|satisfy|qualify|arrive|work|fit|get there|be there|come in time|deliver in time)\b|\bfails?\b|\b(?:is|'s) out\b|\bruled out\b|\bdisqualif\w*|>\s*${days}\b|\b${over} days? (?:late|too late|past|over|after|beyond|longer|more|behind)\b|\bNo\b(?=\s*(?:[.(—-]|$|\d|deadline\b))|\bnot in time\b|\bout of (?:time|the window)\b|\b(?:doesn't|does not|isn't|is not|won't|can't|cannot)\s*(?:[.!;,)(]|$)|\b(?:doesn't|does not|won't|can't|cannot)\s+(?:help|do|cut it|count)\b|\bno good\b|\bwon't arrive (?:in time|by)\b|\bnon-?starter\b|\bdeal-?breaker\b|\b(?:more|longer|later) than (?:${days}|a week)\b(?!\.\d|\d)|\b${over}\s+(?:days?\s+)?(?:more|longer)\s+than\s+(?:you have|you've got|you can wait|allowed|the window|your window)\b|\b${over}\s+(?:days?\s+)?too\s+(?:many|long|much|slow|late)\b|\bovershoot(?:s|ing)?\b`,
  };
}

/**
 * Birch's USD 60 premium misstated: it is USD 60 and 30% more than Alder's USD 200; 60 / 260,
 * about 23%, is how much cheaper Alder is, never how much more Birch costs.
 */
export const WRONG_BASE_PREMIUM = new RegExp(String.raw`(?<![\d.])23(?:\.\d+)?\s?%\s+(?:more|higher|pricier|dearer|extra|premium|on top|above|over)\b|\b(?:an?|the)\s+(?:about\s+|roughly\s+|approx(?:imately|\.)?\s+|~\s*)?23(?:\.\d+)?\s?%\s+(?:premium|mark-?up|increase|surcharge)\b|\b(?:premium|mark-?up|increase)\s+of\s+(?:about\s+|roughly\s+|~\s*)?23(?:\.\d+)?\s?%|(?:USD\s?|US\$|\$)(?!60(?:\.0+)?(?![\d.]))\d+(?:\.\d+)?(?:\s?USD)?\s+(?:more|extra|dearer|pricier|higher)\s+than\s+Alder\b|(?<![\d.])(?!60(?:\.0+)?(?![\d.]))\d+(?:\.\d+)?\s?(?:USD|dollars?)\s+(?:more|extra|dearer|pricier|higher)\s+than\s+Alder\b`, 'i');
