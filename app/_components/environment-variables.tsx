// Environment variables the runner's code reads, found in its source by the compiler API,
// each with the meaning and the unset behaviour declared beside its name.
import { getEnvironmentVariables } from '@/lib/site/reproduction';
import { sourceHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

export function EnvironmentVariables() {
  const variables = getEnvironmentVariables();
  // Only pinned files have a source page; a file newer than every run is named, not linked.
  const pinned = new Set(getSiteData().pinnedPaths);
  return (
    <DataTable caption="Environment variables read by the runner and its transports" id="environment-variables" deferred>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Meaning</th>
          <th scope="col">When unset</th>
          <th scope="col">Read in</th>
        </tr>
      </thead>
      <tbody>
        {variables.map((variable) => (
          <tr key={variable.name}>
            <th scope="row"><code>{variable.name}</code></th>
            <td>{variable.meaning}</td>
            <td>{variable.whenUnset}</td>
            <td>
              {variable.files.map((file, index) => (
                <span key={file}>
                  {index > 0 ? ', ' : ''}
                  {pinned.has(file) ? <SiteLink href={sourceHref(file)}><code>{file}</code></SiteLink> : <code>{file}</code>}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
