// System cards: one per pairing of provider and requested model. Model pairings and
// control pairings are separate lists; a control is never presented as a model.
import { formatPercent } from '@/lib/site/format';
import { currentRevisionRuns } from '@/lib/site/revisions';
import { runHref } from '@/lib/site/routes';
import { caseHref } from '@/lib/site/run-page';
import { getSiteData } from '@/lib/site/site-data';
import { systemCards, type SystemCard, type Tally } from '@/lib/site/system-cards';
import { DataTable, NoneRecorded } from './data-table';
import { PooledRevisionNote } from './pooled-revision-note';
import { SiteLink } from './site-link';

function TallyTable({ card, title, tallies, keyHeader, id }: { card: SystemCard; title: string; tallies: Tally[]; keyHeader: string; id: string }) {
  if (tallies.length === 0) return <p>{title}: none recorded.</p>;
  return (
    <DataTable caption={`${title} — ${card.pairing}`} id={id}>
      <thead>
        <tr>
          <th scope="col">{keyHeader}</th>
          <th scope="col" className="number">Count</th>
          <th scope="col">Transcripts</th>
        </tr>
      </thead>
      <tbody>
        {tallies.map((tally) => (
          <tr key={tally.key}>
            <th scope="row">{tally.key}</th>
            <td className="number">{tally.count}</td>
            <td>
              {tally.examples.map((example, index) => (
                <span key={index}>
                  {index > 0 ? ', ' : ''}
                  <SiteLink href={caseHref(example.runId, example.scenarioId, example.attempt)}>
                    {example.scenarioId} (attempt {example.attempt}, run …{example.runId.slice(-4)})
                  </SiteLink>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function Card({ card, index }: { card: SystemCard; index: number }) {
  const id = `card-${card.kind}-${index}`;
  return (
    <section className="card" aria-labelledby={id} data-pairing={card.pairing} data-kind={card.kind}>
      <h3 id={id}>
        {card.pairing} {card.kind === 'control' ? <span className="badge">control</span> : null}
      </h3>
      <dl className="facts">
        <dt>Provider</dt>
        <dd>{card.providerId} ({card.kind})</dd>
        <dt>Requested model</dt>
        <dd>{card.requestedModel ?? 'none (control)'}</dd>
        <dt>Resolved models</dt>
        <dd>{card.resolvedModels.join(', ') || 'not reported'}</dd>
        <dt>Runs</dt>
        <dd>
          {card.runIds.map((runId, position) => (
            <span key={runId}>
              {position > 0 ? ', ' : ''}
              <SiteLink href={runHref(runId)}>{runId}</SiteLink>
            </span>
          ))}
        </dd>
        <dt>Cases passed</dt>
        <dd data-figure="card-passed">{card.passed} of {card.cases} ({formatPercent(card.passed, card.cases)})</dd>
      </dl>
      <TallyTable card={card} id={`${id}-stage`} title="Failures by stage" keyHeader="Stage" tallies={card.failuresByStage} />
      <TallyTable card={card} id={`${id}-assertion`} title="Failed assertions" keyHeader="Assertion" tallies={card.failuresByAssertion} />
      <TallyTable card={card} id={`${id}-degraded`} title="Degraded responses by reason" keyHeader="Reason" tallies={card.degradedReasons} />
      <TallyTable card={card} id={`${id}-tools`} title="Tool calls" keyHeader="Tool" tallies={card.toolCalls} />
      <TallyTable card={card} id={`${id}-refusal`} title="Next step after a tool refusal" keyHeader="What happened next" tallies={card.afterRefusal} />
    </section>
  );
}

export function SystemCardList({ kind }: { kind: 'model' | 'control' }) {
  const pooled = currentRevisionRuns(getSiteData());
  const cards = systemCards(pooled.artifacts).filter((card) => card.kind === kind);
  return (
    <>
      <PooledRevisionNote pooled={pooled} />
      {cards.length === 0 ? <NoneRecorded what={kind === 'model' ? 'model runs' : 'control runs'} /> : null}
      {cards.map((card, index) => (
        <Card key={card.pairing} card={card} index={index} />
      ))}
    </>
  );
}
