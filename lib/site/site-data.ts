// The build's data in one place: artifacts, the declared scenarios and guard, the pinned
// file set with current digests, digest groups and run rows. Read once per process; every
// page asks for the slice it shows.
import type { Assertion, ScenarioGroup } from '../eval/scenario';
import { SCENARIO_GROUPS } from '../../benchmarks/commerce-v1/scenarios';
import { UNIVERSAL_GUARD } from '../../benchmarks/commerce-v1/guard';
import { getArtifacts, type LoadedArtifact } from './artifacts';
import { LOCKFILE_PATH } from '../eval/lockfile';
import { digestGroups, type DigestGroup } from './revisions';
import { currentDigests, pinnedPaths } from './pinned-sources';
import { sourceSlug } from './routes';
import { artifactsDirectory } from './paths';
import { runRows, type RunRow } from './runs';

/** Files the pages quote from besides the scenario files; they get source pages too. */
export const GUARD_SOURCE_FILE = 'benchmarks/commerce-v1/guard.ts';
/** The rubric's shared program: the methodology page links to both, so both have source pages
 * even before a recorded run has hashed them. */
export const RUBRIC_PROGRAM_FILE = 'benchmarks/commerce-v1/rubric/program.ts';
export const RUBRIC_NORMALISATION_FILE = 'benchmarks/commerce-v1/rubric/normalisation.ts';
export const CLAUDE_INVOCATION_FILE = 'benchmarks/commerce-v1/claude-invocation.ts';
export const CODEX_INVOCATION_FILE = 'lib/intent/codex-invocation.ts';

export interface SiteData {
  artifacts: LoadedArtifact[];
  groups: ScenarioGroup[];
  guard: Assertion[];
  pinnedPaths: string[];
  currentDigests: Record<string, string | null>;
  /** SHA-256 of package-lock.json in this checkout; not a pinned file, so it has no source page. */
  currentLockfileDigest: string | null;
  digestGroups: DigestGroup[];
  runs: RunRow[];
}

export function assembleSiteData(
  artifacts: LoadedArtifact[],
  groups: ScenarioGroup[],
  guard: Assertion[],
  digestsOf: (paths: readonly string[]) => Record<string, string | null>,
  extraFiles: readonly string[] = [],
): SiteData {
  const paths = pinnedPaths(
    artifacts.map((item) => item.artifact),
    [...groups.map((group) => group.sourceFile), ...extraFiles],
  );
  const slugs = new Map<string, string>();
  for (const path of paths) {
    const other = slugs.get(sourceSlug(path));
    if (other) throw new Error(`source pages: "${path}" and "${other}" map to the same slug`);
    slugs.set(sourceSlug(path), path);
  }
  const digests = digestsOf(paths);
  const lockfile = digestsOf([LOCKFILE_PATH])[LOCKFILE_PATH] ?? null;
  const groupsByDigest = digestGroups(
    artifacts.map(({ artifact }) => artifact),
    digests,
    lockfile,
  );
  return {
    artifacts,
    groups,
    guard,
    pinnedPaths: paths,
    currentDigests: digests,
    currentLockfileDigest: lockfile,
    digestGroups: groupsByDigest,
    runs: runRows(artifacts, groupsByDigest),
  };
}

// Kept on globalThis, not in a module variable: the build's bundler may instantiate this
// module more than once in one worker process (once per server layer), and reading every
// artifact is the costliest step of a build with many runs.
const holder = globalThis as { commerceSiteData?: { directory: string; data: SiteData } };

/** The site data of these artifacts with the declared scenarios, guard and current digests. */
export function siteDataOf(artifacts: LoadedArtifact[]): SiteData {
  return assembleSiteData(artifacts, SCENARIO_GROUPS, UNIVERSAL_GUARD, currentDigests, [GUARD_SOURCE_FILE, RUBRIC_PROGRAM_FILE, RUBRIC_NORMALISATION_FILE, CLAUDE_INVOCATION_FILE, CODEX_INVOCATION_FILE]);
}

export function getSiteData(): SiteData {
  const directory = artifactsDirectory();
  if (holder.commerceSiteData?.directory !== directory) holder.commerceSiteData = { directory, data: siteDataOf(getArtifacts()) };
  return holder.commerceSiteData.data;
}

export function findRun(runId: string): LoadedArtifact | undefined {
  return getSiteData().artifacts.find((item) => item.artifact.runId === runId);
}
