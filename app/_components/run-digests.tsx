// The digests a run recorded, each marked equal, different or missing against the
// current checkout.
import { shortDigest } from '@/lib/site/format';
import type { RunDigestRow } from '@/lib/site/pinned-sources';
import { sourceHref } from '@/lib/site/routes';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

export function RunDigests({ rows }: { rows: RunDigestRow[] }) {
  return (
    <DataTable caption="Source digests recorded by this run, against the current source" id="run-digests">
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Recorded SHA-256</th>
          <th scope="col">Current SHA-256</th>
          <th scope="col">Compared with current source</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path} data-comparison={row.comparison}>
            <th scope="row">{row.slug ? <SiteLink href={sourceHref(row.path)}><code>{row.path}</code></SiteLink> : <code>{row.path}</code>}</th>
            <td><code title={row.recorded}>{shortDigest(row.recorded)}</code></td>
            <td>{row.current ? <code title={row.current}>{shortDigest(row.current)}</code> : 'file missing'}</td>
            <td className={row.comparison === 'equal' ? 'verdict-pass' : 'verdict-fail'}>{row.comparison}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
