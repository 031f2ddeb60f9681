// Reads an HTML table of the current page as rows of trimmed cell texts.
import type { Page } from '@playwright/test';

export async function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.locator(selector).evaluate((table) =>
    Array.from(table.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    ),
  );
}
