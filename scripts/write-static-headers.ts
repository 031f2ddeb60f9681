// Writes out/_headers after `next build`: the headers scripts/serve.ts sends, in the syntax
// Netlify reads (Cloudflare Pages too, within its limits), so a static host serves the site
// under the same Content-Security-Policy (per-page script hashes), Referrer-Policy, nosniff
// and caching.
//
// Usage:   tsx scripts/write-static-headers.ts [--dir out]   (run by `npm run build`; the default
//          is COMMERCE_EXPORT_DIR when set, the folder next build exported to)
// Output:  <dir>/_headers; one line on stdout with the number of pages.
// Exit:    0 written; 2 when <dir> holds no exported site.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exportDirectory } from '../lib/site/paths';
import { STATIC_HEADERS_FILE, computeSiteHeaders, staticHeadersText } from '../lib/site/site-headers';

const { values } = parseArgs({ options: { dir: { type: 'string', default: exportDirectory() } } });
const directory = resolve(values.dir);
if (!existsSync(join(directory, 'index.html'))) {
  console.error(`write-static-headers: ${directory} has no index.html; run next build first`);
  process.exit(2);
}
const headers = computeSiteHeaders(directory);
writeFileSync(join(directory, STATIC_HEADERS_FILE), staticHeadersText(directory, headers));
console.log(`write-static-headers: wrote ${values.dir}/${STATIC_HEADERS_FILE} with a Content-Security-Policy for ${headers.policies.size} page(s)`);
