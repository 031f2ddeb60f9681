// A small static server for the exported site.
//
// Usage:   tsx scripts/serve.ts [--port 3000] [--dir out]
// Serves:  <dir>/<path>, <dir>/<path>/index.html for folders (a folder path without its
//          trailing slash is redirected to it with 308, as a static host does), <dir>/404.html
//          with status 404 otherwise; gzip when the client accepts it. A file that cannot be
//          read is a 500 or a closed connection, never a crash. Binds 127.0.0.1 only.
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
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate };
  const index = join(candidate, 'index.html');
  if (!existsSync(index)) return null;
  // Relative links in a folder's page resolve against the slash form, so send the reader there.
  return urlPath.endsWith('/') ? { file: index } : { redirect: `${urlPath}/` };
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const found = locate(url.pathname);
  if (found && 'redirect' in found) {
    response.writeHead(308, { Location: `${found.redirect}${url.search}` });
    return void response.end();
  }
  const file = found?.file ?? join(root, '404.html');
  const extension = extname(file);
  const headers: Record<string, string> = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' };
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) headers['Content-Encoding'] = 'gzip';
  headers['Vary'] = 'Accept-Encoding';
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
    response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('500: the file could not be read\n');
  });
});

server.listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}/`));
