// Numbers in one notation: thousands separators removed, decimal commas turned into points.
// "4,250.00", "4.250,00", "4 250" (with a no-break or thin space) and "USD 4 250.00" become 4250.00 / 4250; "23,90", "2,5%" and "0,30" become
// 23.90, 2.5% and 0.30. A comma before exactly three digits is a thousands separator (so a
// misreading such as "3,115" stays three thousand one hundred and fifteen); before one or two
// digits it is a decimal comma. A point before three digits stays a decimal point ("1.497")
// unless a decimal comma follows, as in "4.250,00".

const EUROPEAN = /(?<![\d.,])(\d{1,3})((?:\.\d{3})+),(\d{1,2})(?![\d,])/g;
const COMMA_THOUSANDS = /(?<![\d.,])(\d{1,3})((?:,\d{3})+)(?![\d,]|\.\d{3})/g;
/** Only the typographic spaces: a plain space between two numbers is more often a list. */
const SPACE_THOUSANDS = /(?<![\d.,])(\d{1,3})((?:[\u00a0\u202f\u2009]\d{3})+)(?!\d|[.,]\d{3})/g;
/**
 * A plain space is a thousands separator only where nothing else fits: before cents
 * ("4 250.00") or beside a currency ("USD 1 980", "1 280 EUR").
 */
const PLAIN_SPACE_THOUSANDS = /(?<![\d.,]|\d )(\d{1,3})((?: \d{3})+)(?=[.,]\d{1,2}(?!\d)|\s?(?:USD|EUR|dollars?|euros?)\b)|(?<=(?:USD|EUR|US\$|\$|€)\s?)(\d{1,3})((?: \d{3})+)(?![\d.,]?\d)/g;
// A comma before one or two digits, then anything but more digits: "23,90", and "31,15, then" in a list.
const DECIMAL_COMMA = /(?<![\d,])(\d+),(\d{1,2})(?!\d|,\d)/g;

export function rewriteNumberForms(text: string): string {
  return text
    .replace(EUROPEAN, (_whole, head: string, groups: string, decimals: string) => `${head}${groups.replace(/\./g, '')}.${decimals}`)
    .replace(COMMA_THOUSANDS, (_whole, head: string, groups: string) => `${head}${groups.replace(/,/g, '')}`)
    .replace(SPACE_THOUSANDS, (_whole, head: string, groups: string) => `${head}${groups.replace(/[\u00a0\u202f\u2009]/g, '')}`)
    .replace(PLAIN_SPACE_THOUSANDS, (_whole, head?: string, groups?: string, headAfterCurrency?: string, groupsAfterCurrency?: string) =>
      `${head ?? headAfterCurrency}${(groups ?? groupsAfterCurrency ?? '').replace(/ /g, '')}`)
    .replace(DECIMAL_COMMA, '$1.$2');
}
