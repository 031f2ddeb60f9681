// One inventory table per scenario group, read from the scenario modules: the group's
// source file, whether it runs by default, and per scenario the prompt, the number of
// assertions and the attempts the model runs recorded.
import { scenarioInventory } from '@/lib/site/inventory';
import { inventoryAttempts, modelRunsStatus } from '@/lib/site/model-runs-status';
import { sourceHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';

export function ScenarioInventory({ group }: { group: string }) {
  const data = getSiteData();
  const inventory = scenarioInventory(data.groups, data.artifacts.map((item) => item.artifact)).find((candidate) => candidate.id === group);
  const status = modelRunsStatus(data.runs);
  if (!inventory) throw new Error(`<ScenarioInventory group="${group}">: no such scenario group`);
  return (
    <section aria-labelledby={`group-${inventory.id}`}>
      <h3 id={`group-${inventory.id}`}>
        {inventory.title} — {inventory.rows.length} scenario{inventory.rows.length === 1 ? '' : 's'}
      </h3>
      <p>
        Declared in <SiteLink href={sourceHref(inventory.sourceFile)}><code>{inventory.sourceFile}</code></SiteLink>.{' '}
        {inventory.isDefault
          ? 'This is the default set: it runs when the harness is invoked without a case list.'
          : 'This group is opt-in: it runs only when its cases are named.'}
      </p>
      <DataTable caption={`Scenarios of the ${inventory.id} group`} id={`inventory-${inventory.id}`} layout="cards">
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col">Case label</th>
            <th scope="col">Prompt</th>
            <th scope="col" className="number">Assertions</th>
            <th scope="col" className="number">Attempts recorded (passed / total, model runs)</th>
          </tr>
        </thead>
        <tbody>
          {inventory.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" data-label="Scenario"><code>{row.id}</code></th>
              <td data-label="Case label">{row.label ?? 'not labelled'}</td>
              <td className="prompt" data-label="Prompt">
                {row.priorTurn ? <><em>Earlier:</em> {row.priorTurn}<br /></> : null}
                {row.prompt}
              </td>
              <td className="number" data-label="Assertions">{row.assertions}</td>
              <td className={status.modelRuns === 0 ? undefined : 'number'} data-label="Attempts recorded">{inventoryAttempts(row.modelAttemptsPassed, row.modelAttempts, status)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
