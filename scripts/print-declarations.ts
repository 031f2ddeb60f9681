// Prints what this checkout declares for the scenarios a run selected, as the build's trust
// check sees the current source: the rubric a run of this code records for them, and each
// scenario's label, group, prompt and prior turn. `submit` copies this file into the tree
// of the commit a contributed run names and runs it there, so the run is checked against
// that commit's own declarations (through that commit's lib/site/current-source.ts).
//
// Usage:   tsx scripts/print-declarations.ts <scenario id>...
// Output:  one JSON object on stdout: { rubric: <recorded rubric> | null, scenarios: { id: <declaration> | null } }
// Exit:    0 printed; 2 no scenario id given.
import { CURRENT_SOURCE } from '../lib/site/current-source';

const ids = process.argv.slice(2);
if (ids.length === 0) {
  console.error('usage: tsx scripts/print-declarations.ts <scenario id>...');
  process.exit(2);
}
const declarations = {
  rubric: CURRENT_SOURCE.rubricFor(ids) ?? null,
  scenarios: Object.fromEntries(ids.map((id) => [id, CURRENT_SOURCE.scenario(id) ?? null])),
};
process.stdout.write(`${JSON.stringify(declarations)}\n`);
