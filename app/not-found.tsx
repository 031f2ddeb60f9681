// The 404 page (exported as out/404.html), with a way back.
import type { Metadata } from 'next';
import { PageLinks } from './_components/page-links';

export const metadata: Metadata = { title: 'Page not found', description: 'This page does not exist.' };

export default function NotFound() {
  return (
    <article>
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address. These are the pages of the site:</p>
      <PageLinks />
    </article>
  );
}
