// The sources the methodology describes, published verbatim on the site's source pages: the
// scenario files and the runner, each only when it is pinned and present in this checkout,
// and the count of every pinned file the sources index lists.
import type { ScenarioGroup } from '../eval/scenario';

export interface PublishedSources {
  /** Repository-relative paths named in the methodology's read-next, in group order, then the runner. */
  named: string[];
  /** Every pinned file with a source page that shows its current text. */
  published: number;
}

export function publishedSources(
  data: { groups: readonly ScenarioGroup[]; pinnedPaths: readonly string[]; currentDigests: Readonly<Record<string, string | null>> },
  runnerEntry: string,
): PublishedSources {
  const present = data.pinnedPaths.filter((path) => data.currentDigests[path] !== null && data.currentDigests[path] !== undefined);
  const wanted = [...new Set([...data.groups.map((group) => group.sourceFile), runnerEntry])];
  return { named: wanted.filter((path) => present.includes(path)), published: present.length };
}
