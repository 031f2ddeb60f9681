// A small static server for the exported site.
//
// Usage:   tsx scripts/serve.ts [--port 3000] [--dir out]
// Serves:  GET and HEAD only (405 with Allow otherwise). <dir>/<path>, <dir>/<path>/index.html
//          for folders (a folder path without its trailing slash is redirected with 308 to
//          the folder's own path, built from the file found, never from the request, so the
//          Location is always a same-origin path), <dir>/404.html with status 404 otherwise;
//          gzip when the client accepts it. Every response carries Referrer-Policy and
//          nosniff; pages carry the Content-Security-Policy computed at start from their
//          built HTML (lib/site/site-headers.ts, the same headers the build writes to
//          <dir>/_headers); /_next/static/ is cached as immutable, everything else no-cache.
//          A file that cannot be read is a 500 or a closed connection, never a crash.
//          Binds 127.0.0.1 only.
// Exit:    2 on a bad --port or a <dir> without index.html.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { BASE_HEADERS, NON_PAGE_POLICY, cacheControlFor } from '../lib/site/security-headers';
import { computeSiteHeaders } from '../lib/site/site-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.txt', '.js', '.css', '.json', '.svg', '.xml']);
const ALLOWED_METHODS = 'GET, HEAD';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, dir: { type: 'string', default: 'out' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`serve: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}
const root = resolve(values.dir);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html; run npm run build first`);
  process.exit(2);
}
const { policies } = computeSiteHeaders(root);

type Located = { file: string } | { redirect: string } | null;

/** The file for a URL path, a redirect for a folder without its slash, or null. Paths that
 * escape the root are refused. */
function locate(urlPath: string): Located {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate };
  const index = join(candidate, 'index.html');
  if (!existsSync(index)) return null;
  if (urlPath.endsWith('/')) return { file: index };
  // Relative links in a folder's page resolve against the slash form, so send the reader
  // there: to the folder that was found, spelled from the disk, one leading slash.
  const segments = relative(root, candidate).split(sep).map(encodeURIComponent);
  return { redirect: `/${segments.join('/')}/` };
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body = ''): void {
  response.writeHead(status, { ...BASE_HEADERS, 'Content-Security-Policy': NON_PAGE_POLICY, ...headers });
  response.end(body);
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return send(response, 405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' }, '405: only GET and HEAD\n');
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const found = locate(url.pathname);
  if (found && 'redirect' in found) return send(response, 308, { Location: `${found.redirect}${url.search}` });
  const file = found?.file ?? join(root, '404.html');
  const extension = extname(file);
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Content-Security-Policy': policies.get(file) ?? NON_PAGE_POLICY,
    // From where the file is, not how the request spelled it; a 404 page is never immutable.
    'Cache-Control': found ? cacheControlFor(`/${relative(root, file).split(sep).join('/')}`) : cacheControlFor('/404.html'),
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) headers['Content-Encoding'] = 'gzip';
  const status = found ? 200 : 404;
  if (request.method === 'HEAD') {
    response.writeHead(status, headers);
    return void response.end();
  }
  const stream = createReadStream(file);
  // Headers go out only once the file is open, so a file that vanished is still a clean 500.
  stream.on('open', () => {
    response.writeHead(status, headers);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  stream.on('error', (error) => {
    console.error(`serve: ${file}: ${error.message}`);
    if (response.headersSent) return void response.destroy(error);
    send(response, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, '500: the file could not be read\n');
  });
});

server.listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}/ (${policies.size} page policies)`));
