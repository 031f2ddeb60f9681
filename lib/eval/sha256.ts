// The one SHA-256 helper. Artifacts, receipts, the manifest, revision ids and the source
// pages all name a file by the lowercase hex digest `sha256sum` prints; the site's content
// security policy names inline scripts and styles by the base64 form. Its own module, free
// of build tooling, so the site can import it without pulling in esbuild.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type DigestEncoding = 'hex' | 'base64';

/** SHA-256 of bytes, or of text as UTF-8; hex unless another encoding is asked for. */
export function sha256(data: Uint8Array | string, encoding: DigestEncoding = 'hex'): string {
  return createHash('sha256').update(data).digest(encoding);
}

/** SHA-256 of a file's bytes, as hex. */
export function sha256OfFile(path: string): string {
  return sha256(readFileSync(path));
}
