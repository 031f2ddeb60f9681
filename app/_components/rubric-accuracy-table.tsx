// The rubric's measured accuracy on its calibration corpus, scenario by scenario: sound
// answers accepted and wrong ones rejected, each with its 95% Wilson interval, the hard
// subsets apart, and the guard's claims and disclaimers. Computed at build in lib/site.
import { formatInterval, formatRatio } from '@/lib/site/format';
import { getHeldoutAccuracy, type HeldoutStatus } from '@/lib/site/heldout-accuracy';
import { getRubricAccuracy, type ScenarioAccuracy, type Tally } from '@/lib/site/rubric-accuracy';
import { DataTable } from './data-table';

function Cells({ tally }: { tally: Tally }) {
  return (
    <>
      <td className="number">{formatRatio(tally.right, tally.total)}</td>
      <td className="number">{formatInterval(tally.interval)}</td>
    </>
  );
}

/** The cells both accuracy tables share: sound and wrong with intervals, then the hard subsets. */
function AccuracyCells({ accuracy }: { accuracy: Omit<ScenarioAccuracy, 'scenarioId'> }) {
  return (
    <>
      <Cells tally={accuracy.sound} />
      <Cells tally={accuracy.wrong} />
      <td className="number">{formatRatio(accuracy.hardSound.right, accuracy.hardSound.total)}</td>
      <td className="number">{formatRatio(accuracy.hardWrong.right, accuracy.hardWrong.total)}</td>
    </>
  );
}

/** The column headers both accuracy tables share, after their first. */
function AccuracyHeaders() {
  return (
    <>
      <th scope="col">Sound accepted</th>
      <th scope="col">Interval</th>
      <th scope="col">Wrong rejected</th>
      <th scope="col">Interval</th>
      <th scope="col">Hard sound accepted</th>
      <th scope="col">Hard wrong rejected</th>
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
            <AccuracyHeaders />
          </tr>
        </thead>
        <tbody>
          {accuracy.scenarios.map((row) => (
            <tr key={row.scenarioId} data-scenario={row.scenarioId}>
              <th scope="row"><code>{row.scenarioId}</code></th>
              <AccuracyCells accuracy={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-scenario="all">
            <th scope="row">All scenarios</th>
            <AccuracyCells accuracy={accuracy.totals} />
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

/** What each status means for a reader: only blind sets give the error rate. */
const STATUS_TEXT: Record<HeldoutStatus, string> = {
  blind: 'blind: never tuned on',
  tuned: 'tuned on after one blind measurement (in-sample)',
  development: 'written to tune on (in-sample)',
};

/** The same figures on the independently written answer sets, each with its status. */
export function HeldoutAccuracyTable() {
  const sets = getHeldoutAccuracy();
  return (
    <DataTable caption="Rubric accuracy on answers written without sight of the rubric (95% Wilson intervals); the error rate is read from the blind sets" id="heldout-accuracy">
      <thead>
        <tr>
          <th scope="col">Set</th>
          <th scope="col">Status</th>
          <AccuracyHeaders />
          <th scope="col">Action claims caught</th>
          <th scope="col">Disclaimers accepted</th>
        </tr>
      </thead>
      <tbody>
        {sets.map(({ id, style, status, accuracy }) => (
          <tr key={id} data-heldout={id} data-status={status}>
            <th scope="row"><code>{id}</code> ({style})</th>
            <td>{STATUS_TEXT[status]}</td>
            <AccuracyCells accuracy={accuracy.totals} />
            <td className="number">{accuracy.guard ? formatRatio(accuracy.guard.claims.right, accuracy.guard.claims.total) : '—'}</td>
            <td className="number">{accuracy.guard ? formatRatio(accuracy.guard.disclaimers.right, accuracy.guard.disclaimers.total) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
