// The first sentence of the benchmark, results and system-card pages, computed from the
// runs (lib/site/model-runs-status.ts), with the two paths by which a model run arrives.
import { modelRunsSentence, modelRunsStatus } from '@/lib/site/model-runs-status';
import { commandAnchor, SUBMIT_COMMAND_ID } from '@/lib/site/reproduction';
import { ROUTES } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { SiteLink } from './site-link';

export function ModelRunsStatus() {
  const status = modelRunsStatus(getSiteData().runs);
  return (
    <p className="lead" data-model-runs-status={status.modelRuns}>
      {modelRunsSentence(status)}{' '}
      {status.modelRuns === 0 ? 'To add one, record a run with the commands on the ' : 'To add another, record a run with the commands on the '}
      <SiteLink href={ROUTES.reproduce}>reproduction page</SiteLink> and have it accepted by{' '}
      <SiteLink href={`${ROUTES.reproduce}#${commandAnchor(SUBMIT_COMMAND_ID)}`}>the submit check</SiteLink>.
    </p>
  );
}
