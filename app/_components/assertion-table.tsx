// Declared assertions as a table: id, kind, what each establishes, and its pattern as the
// runner resolves it. Shared by the rubric and the universal guard, which declare the same shape.
// The pattern is a wrapped code block, and on a phone each assertion is a card.
import type { Assertion } from '@/lib/site/declarations';
import { DataTable } from './data-table';

export function AssertionTable({ caption, id, assertions, idHeader }: { caption: string; id: string; assertions: readonly Assertion[]; idHeader: string }) {
  return (
    <DataTable caption={caption} id={id} layout="cards">
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
            <th scope="row" data-label={idHeader}><code>{assertion.id}</code></th>
            <td data-label="Kind">{assertion.kind}</td>
            <td data-label="What it establishes">{assertion.says}</td>
            <td data-label="Pattern" className="pattern"><pre className="pattern"><code>{`/${assertion.pattern.source}/${assertion.pattern.flags}`}</code></pre></td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
