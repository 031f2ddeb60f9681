// Reads supplier terms out of one founder message ("Supplier Alder: USD 8 per unit, minimum
// 20 units, USD 40 total freight"). Only what the words state is extracted: a term that is not
// written stays null, because a guessed freight or lead time would turn a quote into a fiction.
import type Decimal from 'decimal.js';
import { parseAmount } from './decimal-amount';

export interface SupplierTerms {
  name: string;
  currency: string | null;
  unit_price: Decimal | null;
  /** A quoted total for `quantity_units` ("USD 260 all-inclusive for 20 units"). */
  total_price: Decimal | null;
  quantity_units: number | null;
  minimum_order_units: number | null;
  freight_total: Decimal | null;
  other_charges: Decimal | null;
  /** The quote states that no upfront charges apply beyond the figures given. */
  all_inclusive: boolean;
  delivery_days: number | null;
  valid_through: string | null;
  /** Where the price applies when stated, e.g. "at the factory gate": such a price is not landed. */
  price_basis: string | null;
}

export interface SupplierOrderTerms {
  suppliers: SupplierTerms[];
  budget: { currency: string | null; amount: Decimal } | null;
  units_needed: number | null;
  deadline_days: number | null;
  today: string | null;
  /** Figures seen but not assigned to a term, said aloud rather than silently dropped. */
  notes: string[];
}

type Term = 'unit_price' | 'total_price' | 'freight_total' | 'other_charges' | 'budget';
interface Money { term: Term | null; currency: string; amount: Decimal | null; quantity: number | null; text: string }

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
const MONEY = new RegExp(
  String.raw`(US\$|\$|€|£|\b(?:USD|EUR|GBP)\b)\s?(${NUMBER})|(${NUMBER})\s?(€|\b(?:USD|EUR|GBP)\b)`,
  'g',
);
const SYMBOLS: Record<string, string> = { $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP' };
// A figure's role is read from the words right after it, then from the words right before it.
const AFTER: [RegExp, Term][] = [
  [/^\s*(?:per|a|\/)\s*(?:unit|piece|pc|item)\b|^\s*each\b/i, 'unit_price'],
  [/^\s*(?:all[- ]inclusive\s+)?for\s+\d+\s+(?:units?|pieces|pcs)\b/i, 'total_price'],
  [/^\s*(?:in\s+)?(?:total\s+)?(?:freight|shipping)\b(?!\s+per\b)/i, 'freight_total'],
  [/^\s*(?:in\s+)?(?:other\s+)?(?:upfront\s+)?(?:charges|duties|fees)\b/i, 'other_charges'],
  [/^\s*(?:total\s+)?budget\b/i, 'budget'],
];
const BEFORE: [RegExp, Term][] = [
  [/\bbudget(?:\s+(?:is|of|was))?\s*:?\s*$/i, 'budget'],
  [/\b(?:unit price|price per unit)(?:\s+(?:is|of))?\s*:?\s*$/i, 'unit_price'],
  [/\b(?:freight|shipping)(?:\s+(?:total|cost))?(?:\s+(?:is|of))?\s*:?\s*$/i, 'freight_total'],
  [/\b(?:charges|duties|customs|fees)(?:\s+(?:are|is|of|total))?\s*:?\s*$/i, 'other_charges'],
];
const NAMED = /\b[Ss]upplier\s+([A-Z][a-z][\w&'-]*(?:\s+[A-Z][a-z][\w&'-]*)*)/g;
const UNNAMED = /\b(?:my|our|the|a)\s+(?:saved\s+|current\s+|previous\s+)?supplier(?:'s)?\s+(?:quote|quoted|quotes|offer|offered|offers)\b/i;
const SUPPLY_WORDS = /\b(?:supplier|vendor|manufacturer|factory|quoted?|quotes|offer(?:ed|s)?)\b/i;
const TERM_WORDS = /\b(?:per unit|minimum|MOQ|freight|deliver(?:y|ed)?|valid|expires?)\b/i;
const INCLUDED = /\ball[- ]inclusive\b|\b(?:charges|duties)\b[^.;]*\b(?:are|is)\s+included\b/i;
const NEGATED = /\bnot\b|n't\b|\bexclud/i;

function moneyIn(text: string, notes: string[]): Money[] {
  return [...text.matchAll(MONEY)].map((match) => {
    const [written, prefix, prefixed, suffixed, suffix] = match;
    const start = match.index;
    const after = text.slice(start + written.length, start + written.length + 60);
    const before = text.slice(Math.max(0, start - 60), start);
    const rule = AFTER.find(([pattern]) => pattern.test(after)) ?? BEFORE.find(([pattern]) => pattern.test(before));
    const parsed = parseAmount(prefixed ?? suffixed ?? '');
    if (!parsed.ok) notes.push(`${written}: ${parsed.error}`);
    const mark = prefix ?? suffix ?? '';
    const quantity = rule?.[1] === 'total_price' ? Number(/for\s+(\d+)/i.exec(after)?.[1]) : null;
    return {
      term: rule?.[1] ?? null,
      currency: SYMBOLS[mark] ?? mark,
      amount: parsed.ok ? parsed.amount.value : null,
      quantity,
      text: written,
    };
  });
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DATE_FORMS: [RegExp, (parts: string[]) => [string, string, string]][] = [
  [new RegExp(String.raw`^${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'i'), ([month, day, year]) => [year!, month!, day!]],
  [new RegExp(String.raw`^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH},?\s+(\d{4})\b`, 'i'), ([day, month, year]) => [year!, month!, day!]],
  [/^(\d{4})-(\d{2})-(\d{2})\b/, ([year, month, day]) => [year!, month!, day!]],
];

/** ISO date written at the start of `text`; null without a year, which is never assumed. */
function readDate(text: string): string | null {
  for (const [pattern, order] of DATE_FORMS) {
    const match = pattern.exec(text.trim());
    if (!match) continue;
    const [year, month, day] = order(match.slice(1));
    const monthNumber = /^\d+$/.test(month) ? Number(month) : MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
    const date = new Date(Date.UTC(Number(year), monthNumber - 1, Number(day)));
    if (date.getUTCMonth() !== monthNumber - 1 || date.getUTCDate() !== Number(day)) return null;
    return date.toISOString().slice(0, 10);
  }
  return null;
}

function dateAfter(text: string, lead: RegExp): string | null {
  const match = lead.exec(text);
  return match ? readDate(text.slice(match.index + match[0].length)) : null;
}

/** The count captured by `pattern`; a captured "weeks" unit is converted to days (×7). */
function countIn(text: string, pattern: RegExp): number | null {
  const match = pattern.exec(text);
  if (!match) return null;
  return Number(match[1]) * (/^w/i.test(match[2] ?? 'd') ? 7 : 1);
}

function emptyTerms(name: string): SupplierTerms {
  return {
    name, currency: null, unit_price: null, total_price: null, quantity_units: null, minimum_order_units: null,
    freight_total: null, other_charges: null, all_inclusive: false, delivery_days: null, valid_through: null, price_basis: null,
  };
}

/** Fill the supplier's unknown terms from one segment of text; a term already read is kept. */
function readSegment(terms: SupplierTerms, segment: string, money: Money[], notes: string[]): void {
  const currencies = new Set(terms.currency ? [terms.currency] : []);
  for (const figure of money) {
    if (figure.term === null || figure.term === 'budget') {
      if (figure.term === null) notes.push(`${terms.name}: "${figure.text}" is not attached to a recognised term.`);
      continue;
    }
    if (figure.amount === null || terms[figure.term] !== null) continue;
    terms[figure.term] = figure.amount;
    if (figure.term === 'total_price') terms.quantity_units = figure.quantity;
    currencies.add(figure.currency);
  }
  // Terms in two currencies cannot be summed; leave the currency unknown rather than pick one.
  terms.currency = currencies.size === 1 ? [...currencies][0]! : null;
  if (currencies.size > 1) notes.push(`${terms.name}: terms are in more than one currency.`);
  terms.minimum_order_units ??= countIn(segment, /\b(?:minimum(?:\s+order)?(?:\s+quantity)?|MOQ|min\.?)(?:\s+(?:of|is))?\s*:?\s*(\d+)\s*(?:units?|pcs|pieces)?\b/i)
    ?? countIn(segment, /\b(\d+)[- ]unit minimum\b/i);
  terms.delivery_days ??= countIn(segment, /\b(?:deliver(?:y|ed|s)?|lead time|arriv(?:al|es|e))\b[^.;]*?\b(?:in|within|of)\s+(\d+)\s+(?:business\s+|working\s+)?(days?|weeks?)\b/i);
  terms.valid_through ??= dateAfter(segment, /\b(?:valid\s+(?:only\s+)?(?:through|thru|until|till|to|up to)|expires?(?:\s+on)?)\s+/i);
  terms.price_basis ??= /\b(?:at the factory gate|ex[- ]?works|EXW|FOB|free on board)\b/i.exec(segment)?.[0] ?? null;
  if (INCLUDED.test(segment) && !NEGATED.test(segment)) terms.all_inclusive = true;
}

/** Split into sentences, then at each supplier named, so each supplier's terms stay its own. */
function segments(message: string): { supplier: string | null; text: string }[] {
  const parts: { supplier: string | null; text: string }[] = [];
  for (const sentence of message.split(/(?<=[.!?])\s+(?=[A-Z"'])/)) {
    const names = [...sentence.matchAll(NAMED)];
    if (names.length === 0) {
      parts.push({ supplier: UNNAMED.test(sentence) ? 'unnamed supplier' : null, text: sentence });
      continue;
    }
    if (names[0]!.index > 0) parts.push({ supplier: null, text: sentence.slice(0, names[0]!.index) });
    names.forEach((name, index) => {
      parts.push({ supplier: name[1]!, text: sentence.slice(name.index, names[index + 1]?.index ?? sentence.length) });
    });
  }
  return parts;
}

export function parseSupplierOrder(message: string): SupplierOrderTerms {
  const result: SupplierOrderTerms = { suppliers: [], budget: null, units_needed: null, deadline_days: null, today: null, notes: [] };
  let general = '';
  let everyOfferIncluded = false;
  let current: SupplierTerms | null = null;
  for (const segment of segments(message)) {
    const { text } = segment;
    const money = moneyIn(text, result.notes);
    const budget = money.find((figure) => figure.term === 'budget' && figure.amount !== null);
    if (budget && !result.budget) result.budget = { currency: budget.currency, amount: budget.amount! };
    const supplierTerms = money.filter((figure) => figure.term !== null && figure.term !== 'budget');
    // "Quote from my vendor: USD 4 per unit" names no supplier but is plainly a supplier's price.
    const quotesPrice = supplierTerms.some((figure) => figure.term === 'unit_price' || figure.term === 'total_price');
    const supplier: string | null = segment.supplier ?? (!current && quotesPrice && SUPPLY_WORDS.test(text) ? 'unnamed supplier' : null);
    if (supplier === null) {
      general += ` ${text}`;
      // "Both offers state that duties and all other upfront charges are included" covers every offer.
      if (INCLUDED.test(text) && !NEGATED.test(text)) everyOfferIncluded = true;
      // A sentence that only continues the last supplier's terms ("Freight is USD 40.") belongs to it.
      if (current && supplierTerms.length > 0) readSegment(current, text, supplierTerms, result.notes);
      continue;
    }
    // "My supplier quote is attached" mentions a supplier but states no terms to read.
    if (supplier === 'unnamed supplier' && supplierTerms.length === 0 && !TERM_WORDS.test(text)) continue;
    current = result.suppliers.find((known) => known.name.toLowerCase() === supplier.toLowerCase()) ?? null;
    if (!current) result.suppliers.push((current = emptyTerms(supplier)));
    readSegment(current, text, money, result.notes);
  }
  if (everyOfferIncluded) for (const terms of result.suppliers) terms.all_inclusive = true;
  const unitsNeeded = /\b(?:need|needs|require|requires|receive|want)\s+(?:at least\s+|exactly\s+)?(\d+)\s+(?:units?|pieces|pcs)\b/i;
  result.units_needed = countIn(general, unitsNeeded) ?? countIn(message, unitsNeeded);
  result.deadline_days = countIn(general, /\b(?:need|must|receive|deadline|have)\b[^.;]*?\bwithin\s+(\d+)\s+(days?|weeks?)\b/i)
    ?? countIn(general, /\bdeadline\b[^.;]*?\b(\d+)\s+(days?|weeks?)\b/i);
  result.today = dateAfter(general, /\btoday(?:'s date)?(?:\s+is|:)\s*/i);
  return result;
}
