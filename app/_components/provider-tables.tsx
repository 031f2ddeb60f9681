// The providers the runner accepts, the transport each one is, and which provider served
// which recorded runs: all from the registry and the artifacts (lib/site), never typed here.
import { acceptedProviders, expectationText } from '@/lib/site/accepted-providers';
import { attributionSummary, providerAttribution } from '@/lib/site/provider-attribution';
import { getSiteData } from '@/lib/site/site-data';
import { DataTable } from './data-table';

/** A declaration's `code` spans as code: descriptions are written in that convention. */
function Described({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

export function AcceptedProviders() {
  const providers = acceptedProviders();
  return (
    <DataTable caption="Providers the runner accepts (any other id is refused)" id="accepted-providers">
      <thead>
        <tr>
          <th scope="col">Provider</th>
          <th scope="col">Kind</th>
          <th scope="col">What it is</th>
          <th scope="col">Declared</th>
        </tr>
      </thead>
      <tbody>
        {providers.map((provider) => (
          <tr key={provider.id} data-provider={provider.id}>
            <th scope="row"><code>{provider.id}</code>{provider.isDefault ? ' (default)' : ''}</th>
            <td>{provider.kind}</td>
            <td><Described text={provider.description} /></td>
            <td>{provider.kind === 'control' ? expectationText(provider.expectation) : 'a model: needs an explicit model id'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Every transport, each in the words its declaration gives it. */
export function ProviderTransports() {
  const providers = acceptedProviders();
  const models = providers.filter((provider) => provider.kind === 'model');
  const controls = providers.filter((provider) => provider.kind === 'control');
  return (
    <dl className="facts" data-provider-transports>
      {models.map((provider) => (
        <div key={provider.id}>
          <dt><code>{provider.id}</code></dt>
          <dd><Described text={provider.description} />.</dd>
        </div>
      ))}
      <dt>Offline controls</dt>
      <dd>
        <ul>
          {controls.map((provider) => (
            <li key={provider.id}>
              <code>{provider.id}</code>: <Described text={provider.description} />; {expectationText(provider.expectation)}.
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}

export function ProviderAttribution() {
  const artifacts = getSiteData().artifacts.map((item) => item.artifact);
  const rows = providerAttribution(artifacts);
  const summary = attributionSummary(artifacts);
  return (
    <>
      <p data-attribution-summary>
        Every one of the {summary.runs} recorded runs names its provider; {summary.modelRuns === 0
          ? 'none of them is a model run, so no endpoint or served model is recorded yet.'
          : `of the ${summary.modelRuns} model runs, ${summary.modelRunsWithEndpoint} were sent to a non-default endpoint and ${summary.modelRunsWithServedModel} name the model that served them.`}
      </p>
      <DataTable caption="Which provider served which recorded runs" id="provider-attribution">
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Endpoint</th>
            <th scope="col">Requested model</th>
            <th scope="col">Served models</th>
            <th scope="col" className="number">Runs</th>
            <th scope="col" className="number">Cases</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.providerId} ${row.endpoint ?? ''} ${row.requestedModel ?? ''}`} data-kind={row.kind}>
              <th scope="row"><code>{row.providerId}</code> ({row.kind})</th>
              <td>{row.endpoint ? <code>{row.endpoint}</code> : row.kind === 'control' ? 'none: no model is called' : "the provider's default"}</td>
              <td>{row.requestedModel ?? 'none'}</td>
              <td>{row.servedModels.join(', ') || 'not reported'}</td>
              <td className="number">{row.runs}</td>
              <td className="number">{row.cases}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
