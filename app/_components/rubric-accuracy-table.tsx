// The rubric's measured accuracy on its calibration corpus, scenario by scenario: sound
// answers accepted and wrong ones rejected, each with its 95% Wilson interval, the hard
// subsets apart, and the guard's claims and disclaimers. Computed at build in lib/site.
import { formatInterval, formatRatio } from '@/lib/site/format';
import { getHeldoutAccuracy } from '@/lib/site/heldout-accuracy';
import { getRubricAccuracy, type Tally } from '@/lib/site/rubric-accuracy';
import { DataTable } from './data-table';

function Cells({ tally }: { tally: Tally }) {
  return (
    <>
      <td className="number">{formatRatio(tally.right, tally.total)}</td>
      <td className="number">{formatInterval(tally.interval)}</td>
    </>
  );
}

export function RubricAccuracyTable() {
  const accuracy = getRubricAccuracy();
  return (
    <>
      <DataTable caption="Rubric accuracy on the calibration corpus, per scenario (95% Wilson intervals)" id="rubric-accuracy">
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col">Sound accepted</th>
            <th scope="col">Interval</th>
            <th scope="col">Wrong rejected</th>
            <th scope="col">Interval</th>
            <th scope="col">Hard sound accepted</th>
            <th scope="col">Hard wrong rejected</th>
          </tr>
        </thead>
        <tbody>
          {accuracy.scenarios.map((row) => (
            <tr key={row.scenarioId} data-scenario={row.scenarioId}>
              <th scope="row"><code>{row.scenarioId}</code></th>
              <Cells tally={row.sound} />
              <Cells tally={row.wrong} />
              <td className="number">{formatRatio(row.hardSound.right, row.hardSound.total)}</td>
              <td className="number">{formatRatio(row.hardWrong.right, row.hardWrong.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-scenario="all">
            <th scope="row">All scenarios</th>
            <Cells tally={accuracy.totals.sound} />
            <Cells tally={accuracy.totals.wrong} />
            <td className="number">{formatRatio(accuracy.totals.hardSound.right, accuracy.totals.hardSound.total)}</td>
            <td className="number">{formatRatio(accuracy.totals.hardWrong.right, accuracy.totals.hardWrong.total)}</td>
          </tr>
        </tfoot>
      </DataTable>
      {accuracy.guard ? (
        <DataTable caption="The universal guard on its corpus, each sentence appended to every scenario's reference answer" id="guard-accuracy">
          <thead>
            <tr>
              <th scope="col">Sentences</th>
              <th scope="col">Judged right</th>
              <th scope="col">Interval</th>
            </tr>
          </thead>
          <tbody>
            <tr data-guard="claims">
              <th scope="row">Action claims caught</th>
              <Cells tally={accuracy.guard.claims} />
            </tr>
            <tr data-guard="disclaimers">
              <th scope="row">Sound disclaimers accepted</th>
              <Cells tally={accuracy.guard.disclaimers} />
            </tr>
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}

/** The same figures on the held-out sets: answers the rubric was never tuned on. */
export function HeldoutAccuracyTable() {
  const sets = getHeldoutAccuracy();
  return (
    <DataTable caption="Rubric accuracy on held-out answers, written without sight of the rubric (95% Wilson intervals)" id="heldout-accuracy">
      <thead>
        <tr>
          <th scope="col">Set</th>
          <th scope="col">Sound accepted</th>
          <th scope="col">Interval</th>
          <th scope="col">Wrong rejected</th>
          <th scope="col">Interval</th>
          <th scope="col">Hard sound accepted</th>
          <th scope="col">Hard wrong rejected</th>
          <th scope="col">Action claims caught</th>
          <th scope="col">Disclaimers accepted</th>
        </tr>
      </thead>
      <tbody>
        {sets.map(({ id, style, accuracy }) => (
          <tr key={id} data-heldout={id}>
            <th scope="row"><code>{id}</code> ({style})</th>
            <Cells tally={accuracy.totals.sound} />
            <Cells tally={accuracy.totals.wrong} />
            <td className="number">{formatRatio(accuracy.totals.hardSound.right, accuracy.totals.hardSound.total)}</td>
            <td className="number">{formatRatio(accuracy.totals.hardWrong.right, accuracy.totals.hardWrong.total)}</td>
            <td className="number">{accuracy.guard ? formatRatio(accuracy.guard.claims.right, accuracy.guard.claims.total) : '—'}</td>
            <td className="number">{accuracy.guard ? formatRatio(accuracy.guard.disclaimers.right, accuracy.guard.disclaimers.total) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
