// Declared assertions as a table: id, kind, what each establishes, and its pattern as the
// runner resolves it. Shared by the rubric and the universal guard, which declare the same shape.
import type { Assertion } from '@/lib/site/declarations';
import { DataTable } from './data-table';

export function AssertionTable({ caption, id, assertions, idHeader }: { caption: string; id: string; assertions: readonly Assertion[]; idHeader: string }) {
  return (
    <DataTable caption={caption} id={id}>
      <thead>
        <tr>
          <th scope="col">{idHeader}</th>
          <th scope="col">Kind</th>
          <th scope="col">What it establishes</th>
          <th scope="col">Pattern</th>
        </tr>
      </thead>
      <tbody>
        {assertions.map((assertion) => (
          <tr key={assertion.id}>
            <th scope="row"><code>{assertion.id}</code></th>
            <td>{assertion.kind}</td>
            <td>{assertion.says}</td>
            <td><code>{`/${assertion.pattern.source}/${assertion.pattern.flags}`}</code></td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
