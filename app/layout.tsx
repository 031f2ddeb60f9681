// The document shell: language, metadata defaults, header, main landmark and footer.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from './_components/site-footer';
import { SiteHeader } from './_components/site-header';
import { siteUrl } from '@/lib/site/site-url';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'commerce-v1 — an auditable benchmark for commerce assistant agents', template: '%s — commerce-v1' },
  description: 'An open, auditable benchmark for commerce assistant agents: scenarios, rubric, recorded runs and transcripts.',
};

export const viewport: Viewport = {
  colorScheme: 'light dark',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
