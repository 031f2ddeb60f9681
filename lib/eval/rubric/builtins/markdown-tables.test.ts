import { describe, expect, it } from 'vitest';
import { rewriteMarkdownTables } from './markdown-tables';

describe('rewriteMarkdownTables', () => {
  it.each([
    ['| Item | EUR |\n|---|---|\n| Gross profit | 31.15 |', 'Gross profit: 31.15.'],
    ['| | Alder | Birch |\n|---|---|---|\n| Fits | yes | no |', 'Fits — Alder: yes.\nFits — Birch: no.'],
    // A header that names the first column reads that column's value too.
    [
      '| Gross profit | Contribution | CPA |\n|---|---|---|\n| 31.15 | 23.90 | 23.90 |',
      'Gross profit: 31.15.\n31.15 — Contribution: 23.90.\n31.15 — CPA: 23.90.',
    ],
    // A spreadsheet-like table names each row by its item, not its cell reference.
    [
      '| Cell | Item | Formula | USD |\n|---|---|---|---|\n| B7 | Contribution before ads | = B2 - B3 | -2.00 |',
      'Contribution before ads — Formula: = B2 - B3.\nContribution before ads — USD: -2.00.',
    ],
  ])('%j', (table, sentences) => {
    expect(rewriteMarkdownTables(table)).toBe(sentences);
  });
});
