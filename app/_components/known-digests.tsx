// Every digest the audit page knows, as a static table: without JavaScript a reader can
// still compare `sha256sum` output by eye, and a search engine can index it.
import { getAuditLookup, knownDigests, type AuditMatch } from '@/lib/site/audit-lookup';
import { artifactHref, sourceHref } from '@/lib/site/routes';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

function What({ match }: { match: AuditMatch }) {
  if (match.kind === 'artifact') return <>artifact <a href={artifactHref(match.path)}>{match.path}</a></>;
  const version = match.current ? 'current' : 'older version';
  const runs = `${match.runIds.length} run${match.runIds.length === 1 ? '' : 's'}`;
  if (match.kind === 'lockfile') return <>lockfile <code>{match.path}</code> ({version}, {runs})</>;
  return <><SiteLink href={sourceHref(match.path)}><code>{match.path}</code></SiteLink> ({version}, {runs})</>;
}

export function KnownDigests() {
  const digests = knownDigests(getAuditLookup());
  return (
    <details>
      <summary>All {digests.length} known digests</summary>
      <DataTable caption="Every SHA-256 digest the audit page recognises" id="known-digests">
        <thead>
          <tr>
            <th scope="col">SHA-256</th>
            <th scope="col">File</th>
          </tr>
        </thead>
        <tbody>
          {digests.map(({ digest, matches }) => (
            <tr key={digest}>
              <th scope="row"><code>{digest}</code></th>
              <td>
                {matches.map((match, index) => (
                  <span key={`${match.kind}:${match.path}`}>{index > 0 ? '; ' : ''}<What match={match} /></span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </details>
  );
}
