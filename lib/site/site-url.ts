// The public base URL, for the sitemap and canonical metadata. Set SITE_URL when the site
// is published elsewhere; the default is where `npm start` serves it.
export const DEFAULT_SITE_URL = 'http://127.0.0.1:3000';

export function siteUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.SITE_URL?.trim();
  return (configured ? configured : DEFAULT_SITE_URL).replace(/\/+$/, '');
}
