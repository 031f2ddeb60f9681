// Two runs of one harness revision, case by case: verdicts side by side by scenario and
// attempt, the assertions whose outcome differs, the tool-call sequences that differ, and
// the digests that differ (none within one revision, but the function says so itself).
// Pure and free of Node APIs: the comparison page runs it in the browser on the compact
// per-run data of compare-data.ts, so the build writes one file per run, not one per pair.
import type { ArtifactCase } from '../eval/artifact-schema';
import { LOCKFILE_PATH } from '../eval/lockfile';

/** What a comparison reads of a case; a recorded case and its compact form both have it. */
export type ComparedCase = Pick<ArtifactCase, 'scenarioId' | 'attempt' | 'passed' | 'failureStage'> & {
  toolCalls: readonly Pick<ArtifactCase['toolCalls'][number], 'tool' | 'status'>[];
  assertions: readonly Pick<ArtifactCase['assertions'][number], 'id' | 'origin' | 'held'>[];
};

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
  /** Cases both runs recorded, those with different verdicts, and those only one run recorded. */
  counts: { both: number; differing: number; onlyA: number; onlyB: number };
  digestDifferences: DigestDifference[];
}

const side = (item: ComparedCase | undefined): CaseSide | null =>
  item ? { passed: item.passed, failureStage: item.failureStage, toolCalls: item.toolCalls.map((call) => `${call.tool}:${call.status}`) } : null;

function assertionDifferences(a: ComparedCase | undefined, b: ComparedCase | undefined): CaseComparison['assertionDifferences'] {
  if (!a || !b) return [];
  const key = (outcome: ComparedCase['assertions'][number]) => `${outcome.origin}:${outcome.id}`;
  const keys = [...new Set([...a.assertions.map(key), ...b.assertions.map(key)])];
  return keys.flatMap((name) => {
    const left = a.assertions.find((outcome) => key(outcome) === name);
    const right = b.assertions.find((outcome) => key(outcome) === name);
    if (left && right && left.held === right.held) return [];
    const origin = (left ?? right)!.origin;
    return [{ id: (left ?? right)!.id, origin, a: left?.held ?? null, b: right?.held ?? null }];
  });
}

export interface Compared {
  cases: readonly ComparedCase[];
  sourceHashes: Readonly<Record<string, string>>;
  lockfileSha256: string;
}

export function compareRuns(a: Compared, b: Compared): RunComparison {
  const id = (item: ComparedCase) => `${item.scenarioId}#${item.attempt}`;
  const [byIdA, byIdB] = [new Map(a.cases.map((item) => [id(item), item])), new Map(b.cases.map((item) => [id(item), item]))];
  const keys = [...new Set([...byIdA.keys(), ...byIdB.keys()])];
  const cases = keys.map((key) => {
    const left = byIdA.get(key);
    const right = byIdB.get(key);
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
  const both = cases.filter((row) => row.a && row.b);
  const counts = { both: both.length, differing: both.filter((row) => !row.sameVerdict).length, onlyA: cases.filter((row) => !row.b).length, onlyB: cases.filter((row) => !row.a).length };
  return { cases, counts, digestDifferences };
}
