// A forward proxy on 127.0.0.1 that records where a CLI tried to go and lets nothing through.
// Tests give it to the CLI as HTTPS_PROXY/HTTP_PROXY (with NO_PROXY=127.0.0.1 so the model
// requests still reach the loopback model directly): any telemetry, update check or plugin
// sync shows up here as a host name, so "no traffic beyond the model request" is checked on
// the wire rather than assumed from a setting's name.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyRecorder {
  url: string;
  /** `host:port` of every CONNECT, and the URL of every plain HTTP request. */
  attempts: string[];
  /** The variables that route a CLI's outside traffic here and leave loopback traffic direct. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startProxyRecorder(): Promise<ProxyRecorder> {
  const attempts: string[] = [];
  const server = createServer((request, response) => {
    attempts.push(request.url ?? '');
    response.writeHead(403).end();
  });
  server.on('connect', (request, socket) => {
    attempts.push(request.url ?? '');
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = { HTTPS_PROXY: url, https_proxy: url, HTTP_PROXY: url, http_proxy: url, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1' };
  return {
    url,
    attempts,
    env,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
