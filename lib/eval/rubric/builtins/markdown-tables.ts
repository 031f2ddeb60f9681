// Markdown tables rewritten as sentences, so a label and its value, or an option and its
// verdict, end up in one sentence the way they would in prose. A two-column row becomes
// "label: value."; a wider row becomes one sentence per cell, "row — column: cell.", which
// reads the same whether options are rows or columns; when the header names the first
// column too and its first cell is a value (a figure), "column: first cell." is read as well. A lone row without a header reads as
// its cells joined by colons.

const SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function cells(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split('|').map((cell) => cell.trim());
}

function isRow(line: string): boolean {
  return line.includes('|') && line.trim().length > 1;
}

/** A column that names each row's quantity in a spreadsheet-like table ("| Cell | Item | Formula | USD |"). */
const ITEM_COLUMN = /^(?:item|line(?: item)?|metric|measure|quantity|description|name|label|component|cost line)$/i;
/** A first cell that only identifies the row: a cell reference, a step number or a row number. */
const ROW_ID = /^(?:[A-Z]{1,2}\d{1,3}|#?\d{1,3}|step \d{1,2}|row \d{1,3})$/i;

function rowSentences(header: readonly string[], row: readonly string[]): string[] {
  // "| B7 | Contribution before ads | = B2 - B3 | -2.00 |": the row is named by its item, not its cell reference.
  const item = header.findIndex((name, index) => index > 0 && ITEM_COLUMN.test(name.replace(/[*_]/g, '').trim()));
  if (item > 0 && ROW_ID.test((row[0] ?? '').trim()) && row[item]) {
    const others = (cells: readonly string[]) => cells.filter((_, index) => index !== 0 && index !== item);
    return rowSentences(['', ...others(header)], [row[item]!, ...others(row)]);
  }
  const label = row[0] ?? '';
  const values = row.slice(1);
  if (values.length === 0) return label ? [`${label}.`] : [];
  if (values.length === 1) return values[0] ? [`${label}: ${values[0]}.`] : [];
  // A header that names the first column too ("| Gross profit | Contribution | CPA |") makes
  // each row a record whose first cell is a value of that column, not only a row label.
  // Only a first cell that is a value, not a label ("| Start paid ads | ❌ |" names an option).
  const first = (header[0] ?? '').replace(/[?:]+$/, '').trim();
  const own = first && /^[\s*_]*(?:USD|EUR|US\$|\$|€)?\s?[-−]?\d/.test(label) ? [`${first}: ${label}.`] : [];
  return [
    ...own,
    ...values.flatMap((cell, index) => {
      if (!cell) return [];
      const column = (header[index + 1] ?? '').replace(/[?:]+$/, '').trim();
      return [column ? `${label} — ${column}: ${cell}.` : `${label}: ${cell}.`];
    }),
  ];
}

export function rewriteMarkdownTables(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (isRow(line) && next !== undefined && SEPARATOR.test(next)) {
      const header = cells(line);
      index += 1;
      while (index + 1 < lines.length && isRow(lines[index + 1]!) && !SEPARATOR.test(lines[index + 1]!)) {
        index += 1;
        out.push(...rowSentences(header, cells(lines[index]!)));
      }
      continue;
    }
    // A lone row with no header (a one-line table, or a row quoted in prose) reads as its cells.
    out.push(/^\s*\|.*\|\s*$/.test(line) && !SEPARATOR.test(line) ? `${cells(line).filter(Boolean).join(': ')}.` : line);
  }
  return out.join('\n');
}
