// Runs recorded against identical pinned sources form one digest group ("harness
// revision"): only their figures are directly comparable. Groups are lettered in order of
// first appearance, oldest run first, so a label never depends on the artifact file names.

export interface DigestGroup {
  label: string;
  /** Sorted `path → sha256` entries shared by every run of the group. */
  hashes: Record<string, string>;
  runIds: string[];
  /** Every pinned file still has this digest in the working tree. */
  matchesCurrentSource: boolean;
}

export function digestKey(hashes: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

/** A, B, …, Z, AA, AB, … */
export function groupLabel(index: number): string {
  let label = '';
  let rest = index;
  do {
    label = String.fromCharCode(65 + (rest % 26)) + label;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return label;
}

export function digestGroups(
  runs: readonly { runId: string; sourceHashes: Readonly<Record<string, string>> }[],
  currentDigests: Readonly<Record<string, string | null>>,
): DigestGroup[] {
  const byKey = new Map<string, DigestGroup>();
  for (const run of runs) {
    const key = digestKey(run.sourceHashes);
    let group = byKey.get(key);
    if (!group) {
      const hashes = Object.fromEntries(JSON.parse(key) as [string, string][]);
      group = {
        label: groupLabel(byKey.size),
        hashes,
        runIds: [],
        matchesCurrentSource: Object.entries(hashes).every(([path, digest]) => currentDigests[path] === digest),
      };
      byKey.set(key, group);
    }
    group.runIds.push(run.runId);
  }
  return [...byKey.values()];
}
