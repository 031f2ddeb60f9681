// The table frame every data table uses: a caption, and a scroll region that keyboard
// users can focus, so a wide table scrolls inside itself (with a shadow at the edge that
// hides columns as the cue) instead of widening the page. `layout="cards"` reflows the rows
// into cards at phone width; `sortable` adds the client enhancement that sorts and filters.
import type { ReactNode } from 'react';
import { TableEnhancer } from './table-enhancer';

export function DataTable({
  caption,
  children,
  id,
  layout,
  sortable,
  deferred,
}: {
  caption: string;
  children: ReactNode;
  id?: string;
  layout?: 'cards';
  /** Label of the filter box; the table needs an id. */
  sortable?: { filterLabel: string };
  /** A long table the browser lays out only when it nears the screen (`content-visibility`). */
  deferred?: boolean;
}) {
  return (
    <>
      {sortable && id ? <TableEnhancer tableId={id} filterLabel={sortable.filterLabel} /> : null}
      <div className={deferred ? 'table-scroll wide long-section' : 'table-scroll wide'} role="region" aria-label={caption} tabIndex={0}>
        <table id={id} data-table={id} className={layout}>
          <caption>{caption}</caption>
          {children}
        </table>
      </div>
    </>
  );
}

export function NoneRecorded({ what }: { what: string }) {
  return <p className="none-recorded">No {what} recorded.</p>;
}
