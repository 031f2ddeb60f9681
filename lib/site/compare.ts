// Two runs of one harness revision, case by case: verdicts side by side by scenario and
// attempt, the assertions whose outcome differs, the tool-call sequences that differ, and
// the digests that differ (none within one revision, but the function says so itself).
import type { Artifact, ArtifactCase } from '../eval/artifact-schema';
import { LOCKFILE_PATH } from '../eval/lockfile';
import type { DigestGroup } from './digest-groups';

export interface ComparePair {
  a: string;
  b: string;
  group: string;
}

/** Every unordered pair within each group, older run first. */
export function comparePairs(groups: readonly DigestGroup[]): ComparePair[] {
  return groups.flatMap((group) =>
    group.runIds.flatMap((a, index) => group.runIds.slice(index + 1).map((b) => ({ a, b, group: group.id }))),
  );
}

export interface CaseSide {
  passed: boolean;
  failureStage: ArtifactCase['failureStage'];
  /** `tool:status` in call order. */
  toolCalls: string[];
}

export interface CaseComparison {
  scenarioId: string;
  attempt: number;
  a: CaseSide | null;
  b: CaseSide | null;
  sameVerdict: boolean;
  /** Assertions whose outcome differs, or that only one side recorded. */
  assertionDifferences: { id: string; origin: string; a: boolean | null; b: boolean | null }[];
  toolCallsDiffer: boolean;
}

export interface DigestDifference {
  path: string;
  a: string | null;
  b: string | null;
}

export interface RunComparison {
  cases: CaseComparison[];
  digestDifferences: DigestDifference[];
}

const side = (item: ArtifactCase | undefined): CaseSide | null =>
  item ? { passed: item.passed, failureStage: item.failureStage, toolCalls: item.toolCalls.map((call) => `${call.tool}:${call.status}`) } : null;

function assertionDifferences(a: ArtifactCase | undefined, b: ArtifactCase | undefined): CaseComparison['assertionDifferences'] {
  if (!a || !b) return [];
  const key = (outcome: ArtifactCase['assertions'][number]) => `${outcome.origin}:${outcome.id}`;
  const keys = [...new Set([...a.assertions.map(key), ...b.assertions.map(key)])];
  return keys.flatMap((name) => {
    const left = a.assertions.find((outcome) => key(outcome) === name);
    const right = b.assertions.find((outcome) => key(outcome) === name);
    if (left && right && left.held === right.held) return [];
    const origin = (left ?? right)!.origin;
    return [{ id: (left ?? right)!.id, origin, a: left?.held ?? null, b: right?.held ?? null }];
  });
}

type Compared = Pick<Artifact, 'cases' | 'sourceHashes' | 'lockfileSha256'>;

export function compareRuns(a: Compared, b: Compared): RunComparison {
  const id = (item: ArtifactCase) => `${item.scenarioId}#${item.attempt}`;
  const keys = [...new Set([...a.cases.map(id), ...b.cases.map(id)])];
  const cases = keys.map((key) => {
    const left = a.cases.find((item) => id(item) === key);
    const right = b.cases.find((item) => id(item) === key);
    const [sideA, sideB] = [side(left), side(right)];
    return {
      scenarioId: (left ?? right)!.scenarioId,
      attempt: (left ?? right)!.attempt,
      a: sideA,
      b: sideB,
      sameVerdict: sideA !== null && sideB !== null && sideA.passed === sideB.passed,
      assertionDifferences: assertionDifferences(left, right),
      toolCallsDiffer: sideA !== null && sideB !== null && sideA.toolCalls.join(' ') !== sideB.toolCalls.join(' '),
    };
  });
  const digestsA: Record<string, string> = { ...a.sourceHashes, [LOCKFILE_PATH]: a.lockfileSha256 };
  const digestsB: Record<string, string> = { ...b.sourceHashes, [LOCKFILE_PATH]: b.lockfileSha256 };
  const paths = [...new Set([...Object.keys(digestsA), ...Object.keys(digestsB)])].sort();
  const digestDifferences = paths
    .map((path) => ({ path, a: digestsA[path] ?? null, b: digestsB[path] ?? null }))
    .filter((row) => row.a !== row.b);
  return { cases, digestDifferences };
}
