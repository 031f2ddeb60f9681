// How a supplier answer treats a written quote: as what it is (a quote, unverified, valid
// until a date) or as a commitment — verified stock, a locked price, a guaranteed delivery.
// Regular-expression sources for the supplier group's checks (supplier-scenarios.ts).

/**
 * A quoted term presented as verified or locked: "the price is locked", "has the 20 units
 * in stock", "you can count on that USD 200", "guaranteed". Denied mentions ("not verified
 * stock") and conditions ("once Alder confirms in writing") are excused by the check.
 */
export const FIRM_TERMS = String.raw`\b(?:has|have|holds?)\s+(?:the\s+|your\s+)?(?:\d+\s+)?(?:units?\s+)?in stock\b|\b(?:units?|stock|goods|it|they|Alder|Birch)\s+(?:is|are)\s+(?:\w+\s+)?in stock\b|\b(?:price|prices|terms|stock|quote|quotes|offer|units?|availability|inventory)\s+(?:is|are)\s+(?:now\s+|already\s+)?(?:locked(?: in)?|guaranteed|confirmed|verified|fixed|secured|reserved|firm|binding)\b|\byou can (?:count|rely) on (?:it|that|this|those|the (?:price|terms|stock|quote)|Alder|Birch)\b|\bguaranteed\b`;
