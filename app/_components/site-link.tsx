// Internal links. A link to a chart page does not prefetch it, so reading any other page
// never downloads the chart code.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { isChartRoute } from '@/lib/site/routes';

export function SiteLink({ href, children, className, current }: { href: string; children: ReactNode; className?: string; current?: boolean }) {
  return (
    <Link href={href} prefetch={isChartRoute(href) ? false : undefined} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
