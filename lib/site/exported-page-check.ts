// Whether an exported page is one whole document. Next retries a page whose render passes
// its static generation timeout while the first attempt may still be writing, and two
// writers of one file leave the longer one's tail after the shorter one's `</html>`
// (seen on a 1.9 MB page: the tail rendered as a line of RSC payload that scrolled the
// page sideways). next.config.ts raises the timeout; this check makes any such page fail
// the build by name instead of shipping.

/** Why an exported HTML page is not one whole document, or null when it is. */
export function exportedPageDefect(html: string): string | null {
  const ends = html.split('</html>').length - 1;
  if (ends !== 1) return `has ${ends} </html> tags, not 1`;
  const trailing = html.slice(html.indexOf('</html>') + '</html>'.length);
  if (trailing.trim() !== '') return `has ${Buffer.byteLength(trailing)} bytes after </html> (${JSON.stringify(trailing.slice(0, 60))}…)`;
  const opened = (html.match(/<script\b/g) ?? []).length;
  const closed = (html.match(/<\/script>/g) ?? []).length;
  if (opened !== closed) return `has ${opened} <script> and ${closed} </script> tags`;
  return null;
}
