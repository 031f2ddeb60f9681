// A small static server for the exported site.
//
// Usage:   tsx scripts/serve.ts [--port 3000] [--dir out]
// Serves:  <dir>/<path>, <dir>/<path>/index.html for folders (and for paths without a
//          trailing slash), <dir>/404.html with status 404 otherwise; gzip when the client
//          accepts it. Binds 127.0.0.1 only.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';

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

/** The file for a URL path, or null. Paths that escape the root are refused. */
function locate(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  return existsSync(index) ? index : null;
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const found = locate(path);
  const file = found ?? join(root, '404.html');
  const extension = extname(file);
  const headers: Record<string, string> = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' };
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) headers['Content-Encoding'] = 'gzip';
  headers['Vary'] = 'Accept-Encoding';
  response.writeHead(found ? 200 : 404, headers);
  if (request.method === 'HEAD') return void response.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
});

server.listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}/`));
