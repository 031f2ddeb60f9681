// The universal guard as declared in source: every pattern, applied to every case.
import { sourceHref } from '@/lib/site/routes';
import { GUARD_SOURCE_FILE, getSiteData } from '@/lib/site/site-data';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

export function UniversalGuard() {
  const { guard } = getSiteData();
  return (
    <>
      <DataTable caption="Universal guard patterns" id="guard">
        <thead>
          <tr>
            <th scope="col">Check</th>
            <th scope="col">Kind</th>
            <th scope="col">What it establishes</th>
            <th scope="col">Pattern</th>
          </tr>
        </thead>
        <tbody>
          {guard.map((assertion) => (
            <tr key={assertion.id}>
              <th scope="row"><code>{assertion.id}</code></th>
              <td>{assertion.kind}</td>
              <td>{assertion.says}</td>
              <td><code>{`/${assertion.pattern.source}/${assertion.pattern.flags}`}</code></td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p>
        Declared in <SiteLink href={sourceHref(GUARD_SOURCE_FILE)}><code>{GUARD_SOURCE_FILE}</code></SiteLink>.
      </p>
    </>
  );
}
