// Internal links. A link to a chart page does not prefetch it, so reading any other page
// never downloads the chart code.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { isChartRoute } from '@/lib/site/routes';

export function SiteLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} prefetch={isChartRoute(href) ? false : undefined} className={className}>
      {children}
    </Link>
  );
}
