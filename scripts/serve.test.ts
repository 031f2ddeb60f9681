// The static server over raw HTTP on 127.0.0.1, against a small exported tree: redirects stay
// on this origin whatever the request spells, only GET and HEAD are served, and every
// response carries the security and cache headers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const INLINE_SCRIPT = 'self.__next_f=self.__next_f||[]';
const site = mkdtempSync(join(tmpdir(), 'serve-'));
const page = (title: string) => `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>${title}</h1><script>${INLINE_SCRIPT}</script></body></html>`;
const files: Record<string, string> = {
  'index.html': page('home'),
  '404.html': page('Page not found'),
  'research/commerce-v1/index.html': page('benchmark'),
  '_next/static/chunks/a.js': 'void 0;',
  'artifacts/commerce-v1/run.json': '{}',
};

let server: ChildProcess;
let port = 0;
const origin = () => `http://127.0.0.1:${port}`;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: found } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return found;
}

beforeAll(async () => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(site, path, '..'), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--dir', site]);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('serve.ts did not start')), 20_000);
    server.stdout!.on('data', (chunk) => String(chunk).includes('serving') && (clearTimeout(timer), resolve()));
  });
});
afterAll(() => {
  server?.kill();
  rmSync(site, { recursive: true, force: true });
});

interface RawResponse { status: number; headers: Record<string, string>; body: string }

/** One request written byte for byte, so no client library normalises the target first. */
function raw(method: string, target: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  });
}

describe('scripts/serve.ts', () => {
  it('redirects the open-redirect probe of issue 10 to this origin', async () => {
    const response = await raw('GET', '/.//evil.example/..%2fresearch/commerce-v1');
    expect([response.status, response.headers.location]).toEqual([308, '/research/commerce-v1/']);
  });

  it.each([
    '//evil.example/research/commerce-v1',
    '///evil.example/research/commerce-v1',
    '/\\evil.example/..%2fresearch/commerce-v1',
    '/%2f%2fevil.example/..%2f..%2fresearch/commerce-v1',
    '/%5c%5cevil.example/..%2f..%2fresearch/commerce-v1',
    '/.%2e/.%2e//evil.example/research/commerce-v1',
    '/research//commerce-v1',
    '/research/commerce-v1%2f',
    '/research/%2e%2e/research/commerce-v1',
    '/research/commerce-v1?next=//evil.example/',
    'http://evil.example/research/commerce-v1',
    '/research/commerce-v1%00',
    '/..%2f..%2fetc/passwd',
    '/%E0%A4%A',
  ])('answers %s with a same-origin Location or none', async (target) => {
    const response = await raw('GET', target);
    expect([200, 308, 400, 404]).toContain(response.status);
    const location = response.headers.location;
    if (response.status === 308) {
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location!, origin()).origin).toBe(origin());
      expect(new URL(location!, origin()).pathname).toBe('/research/commerce-v1/');
    } else {
      expect(location).toBeUndefined();
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])('refuses %s with 405 and Allow', async (method) => {
    const response = await raw(method, '/');
    expect([response.status, response.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves pages under a policy that names the hash of their inline script, and nothing inline else', async () => {
    const response = await raw('GET', '/');
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'self' ${hash}; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' });
    expect((await raw('HEAD', '/')).body).toBe('');
  });

  it('caches hashed assets as immutable, and nothing else', async () => {
    expect((await raw('GET', '/_next/static/chunks/a.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const artifact = await raw('GET', '/artifacts/commerce-v1/run.json');
    expect(artifact.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" });
    const missing = await raw('GET', '/_next/static/chunks/missing.js');
    expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'no-cache']);
    expect(missing.body).toContain('Page not found');
    expect(missing.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  });
});
