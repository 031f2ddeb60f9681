'use client';
// The runs table, sortable and filterable. Progressive enhancement: the server renders
// every row in date order, and the sort buttons and the filter appear only once this
// component has hydrated, so without JavaScript the table is complete and nothing is inert.
import { useEffect, useMemo, useState } from 'react';
import Link from 'next/link';

export interface RunsTableRow {
  runId: string;
  href: string;
  date: string;
  provider: string;
  kind: string;
  requested: string;
  resolved: string;
  cases: number;
  passed: number;
  passRate: string;
  degraded: number;
  digestGroup: string;
  digestNote: string;
}

type Key = keyof Omit<RunsTableRow, 'href' | 'digestNote' | 'kind'>;

const COLUMNS: { key: Key; label: string; numeric?: boolean }[] = [
  { key: 'runId', label: 'Run' },
  { key: 'date', label: 'Date' },
  { key: 'provider', label: 'Provider' },
  { key: 'requested', label: 'Requested model' },
  { key: 'resolved', label: 'Resolved model' },
  { key: 'cases', label: 'Cases', numeric: true },
  { key: 'passed', label: 'Passed', numeric: true },
  { key: 'passRate', label: 'Pass rate', numeric: true },
  { key: 'degraded', label: 'Degraded', numeric: true },
  { key: 'digestGroup', label: 'Digest group' },
];

function compare(a: RunsTableRow, b: RunsTableRow, key: Key): number {
  const left = a[key];
  const right = b[key];
  if (key === 'passRate') return (a.cases ? a.passed / a.cases : -1) - (b.cases ? b.passed / b.cases : -1);
  return typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
}

export function RunsTable({ rows, caption, id }: { rows: RunsTableRow[]; caption: string; id: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [sort, setSort] = useState<{ key: Key; descending: boolean } | null>(null);
  const [filter, setFilter] = useState('');
  useEffect(() => setEnhanced(true), []);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const kept = needle ? rows.filter((row) => Object.values(row).some((value) => String(value).toLowerCase().includes(needle))) : rows;
    if (!sort) return kept;
    const sorted = [...kept].sort((a, b) => compare(a, b, sort.key));
    return sort.descending ? sorted.reverse() : sorted;
  }, [rows, sort, filter]);
  return (
    <>
      {enhanced ? (
        <div className="table-controls">
          <label htmlFor={`${id}-filter`}>Filter runs</label>
          <input id={`${id}-filter`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          <span aria-live="polite">{shown.length} of {rows.length} shown</span>
        </div>
      ) : null}
      <div className="table-scroll wide" role="region" aria-label={caption} tabIndex={0}>
        <table id={id} data-table={id}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const active = sort?.key === column.key;
                return (
                  <th key={column.key} scope="col" className={column.numeric ? 'number' : undefined} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
                    {enhanced ? (
                      <button type="button" onClick={() => setSort({ key: column.key, descending: active ? !sort.descending : false })}>
                        {column.label}
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.runId} data-run-id={row.runId}>
                <th scope="row"><Link href={row.href} className="run-id">{row.runId}</Link></th>
                <td className="date">{row.date}</td>
                <td>{row.provider} <span className="badge">{row.kind}</span></td>
                <td>{row.requested}</td>
                <td>{row.resolved}</td>
                <td className="number">{row.cases}</td>
                <td className="number">{row.passed}</td>
                <td className="number">{row.passRate}</td>
                <td className="number">{row.degraded}</td>
                <td>{row.digestGroup} <span className="badge">{row.digestNote}</span></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
