// The pinned file set: every path a recorded run hashed plus the scenario files, each with
// its digest in this checkout and how many recorded runs pinned the same bytes.
import { formatRatio, shortDigest } from '@/lib/site/format';
import { pinnedFileRows, pinnedRange } from '@/lib/site/pinned-sources';
import { sourceHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

export function PinnedFiles() {
  const data = getSiteData();
  const artifacts = data.artifacts.map((item) => item.artifact);
  const rows = pinnedFileRows(artifacts, data.pinnedPaths, data.currentDigests);
  const range = pinnedRange(artifacts);
  return (
    <>
      <p data-pinned-range>
        Recorded runs pin between {range.fewest ?? 'no'} and {range.most ?? 'no'} files each; the union across runs is {range.union} files.
      </p>
      <DataTable caption="Pinned files with their current digests" id="pinned-files" deferred>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Current SHA-256</th>
            <th scope="col" className="number">Runs with this digest / runs pinning the file</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row">
                <SiteLink href={sourceHref(row.path)}><code>{row.path}</code></SiteLink>
              </th>
              <td>{row.currentDigest ? <code title={row.currentDigest}>{shortDigest(row.currentDigest)}</code> : 'file no longer exists'}</td>
              <td className="number">{formatRatio(row.runsEqualToCurrent, row.runsPinning)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
