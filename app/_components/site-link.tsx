// Internal links are plain anchors: every page is a complete static HTML file, so following
// a link loads that file, and most pages then run no script at all (see
// scripts/finish-export.ts). The client router and its prefetching would instead fetch each
// page again as an RSC payload — as much data again, and React's work on top.
import type { ReactNode } from 'react';

export function SiteLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
