// Fixture data shared by the lib/site unit tests: the hand-written artifacts and groups.
import { join } from 'node:path';
import { LOCKFILE_PATH } from '../../eval/lockfile';
import { readArtifactDirectory } from '../artifacts';
import { assembleSiteData } from '../site-data';
import { FIXTURE_GROUPS, FIXTURE_GUARD } from './scenario-groups';

export const FIXTURE_ARTIFACTS = readArtifactDirectory(join(__dirname, 'artifacts'));

/** What the fixture runs pinned; the reference run pins one file more than the model runs.
 * Every fixture run recorded the lockfile digest 333…, which is also the current one. */
export const FIXTURE_CURRENT_DIGESTS: Record<string, string | null> = {
  'lib/commerce/agent.ts': '1'.repeat(64),
  'lib/commerce/tools.ts': '5'.repeat(64),
  'scripts/eval-commerce.ts': '2'.repeat(64),
  'lib/site/__fixtures__/scenario-groups.ts': 'f'.repeat(64),
  [LOCKFILE_PATH]: '3'.repeat(64),
};

export function fixtureSiteData() {
  return assembleSiteData(FIXTURE_ARTIFACTS, FIXTURE_GROUPS, FIXTURE_GUARD, (paths) =>
    Object.fromEntries(paths.map((path) => [path, FIXTURE_CURRENT_DIGESTS[path] ?? null])),
  );
}
