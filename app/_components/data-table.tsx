// The table frame every data table uses: a caption, and a scroll region that keyboard
// users can focus, so a wide table scrolls inside itself on a phone.
import type { ReactNode } from 'react';

export function DataTable({ caption, children, id }: { caption: string; children: ReactNode; id?: string }) {
  return (
    <div className="table-scroll wide" role="region" aria-label={caption} tabIndex={0}>
      <table id={id} data-table={id}>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function NoneRecorded({ what }: { what: string }) {
  return <p className="none-recorded">No {what} recorded.</p>;
}
