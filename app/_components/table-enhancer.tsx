'use client';
// Sorting and filtering for a server-rendered data table. Progressive enhancement: the
// server renders every row in its order, and only once this has run do the column headers
// become sort buttons and the filter box appear, so without JavaScript the table is
// complete and nothing is inert. The table's rows are static server output that React
// never re-renders, so reordering them in the DOM is safe. A cell's `data-sort` value, when
// present, sorts instead of its text; columns headed with class `number` sort numerically.
import { useEffect, useRef, useState } from 'react';

type Sort = { column: number; descending: boolean } | null;

function cellValue(row: HTMLTableRowElement, column: number): string {
  const cell = row.cells[column];
  return cell?.dataset.sort ?? cell?.textContent?.trim() ?? '';
}

export function TableEnhancer({ tableId, filterLabel }: { tableId: string; filterLabel: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<Sort>(null);
  const [shown, setShown] = useState(0);
  const rows = useRef<HTMLTableRowElement[]>([]);
  const total = rows.current.length;

  useEffect(() => {
    const table = document.getElementById(tableId) as HTMLTableElement | null;
    const head = table?.tHead?.rows[table.tHead.rows.length - 1];
    if (!table || !head || !table.tBodies[0]) return;
    rows.current = [...table.tBodies[0].rows];
    const cleanups = [...head.cells].map((cell, column) => {
      const label = cell.textContent ?? '';
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => setSort((current) => ({ column, descending: current?.column === column ? !current.descending : false })));
      cell.replaceChildren(button);
      return () => cell.replaceChildren(label);
    });
    setEnhanced(true);
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [tableId]);

  useEffect(() => {
    const table = document.getElementById(tableId) as HTMLTableElement | null;
    const body = table?.tBodies[0];
    const head = table?.tHead?.rows[table.tHead.rows.length - 1];
    if (!enhanced || !body || !head) return;
    const needle = filter.trim().toLowerCase();
    let kept = rows.current.filter((row) => !needle || (row.textContent ?? '').toLowerCase().includes(needle));
    if (sort) {
      const numeric = head.cells[sort.column]?.classList.contains('number') ?? false;
      const compare = (a: HTMLTableRowElement, b: HTMLTableRowElement) => {
        const [left, right] = [cellValue(a, sort.column), cellValue(b, sort.column)];
        return numeric ? Number(left) - Number(right) : left.localeCompare(right);
      };
      kept = [...kept].sort(compare);
      if (sort.descending) kept.reverse();
    }
    body.replaceChildren(...kept);
    [...head.cells].forEach((cell, column) => {
      if (sort?.column === column) cell.setAttribute('aria-sort', sort.descending ? 'descending' : 'ascending');
      else cell.removeAttribute('aria-sort');
    });
    setShown(kept.length);
  }, [enhanced, filter, sort, tableId]);

  if (!enhanced) return null;
  return (
    <div className="table-controls">
      <label htmlFor={`${tableId}-filter`}>{filterLabel}</label>
      <input id={`${tableId}-filter`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      <span aria-live="polite">
        {shown} of {total} shown
      </span>
    </div>
  );
}
