// The committed malformed set (lib/site/__fixtures__/malformed/<variant>/, written by
// scripts/write-malformed-fixtures.ts): the prebuild's validation refuses every variant with
// one line naming the repository-relative file and the JSON path of the field that gives it
// away. Every folder needs a row here, so a new variant cannot go unchecked.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateArtifacts } from './validate';

const MALFORMED = 'lib/site/__fixtures__/malformed';

/** Variant folder → the field the refusal names and what it says was expected. */
const EXPECTED: Record<string, [field: string, expected: string]> = {
  'attempt-beyond-repeat': ['cases[1].attempt', "an attempt between 1 and the run's repeat (1), got 2"],
  'byte-order-mark': ['(file)', 'UTF-8 text without a byte order mark'],
  'case-outside-selection': ['cases[1].scenarioId', 'a scenario of the run\'s selection (unit-economics, conversion-diagnosis), got "missing-costs"'],
  'degraded-not-boolean': ['cases[1].response.degraded', 'boolean, received string'],
  'duplicate-attempt': ['cases[1].attempt', 'each attempt of a scenario once; attempt 1 of unit-economics is recorded twice'],
  'failure-stage-disagrees': ['cases[0].failureStage', 'null, as re-derived from the case\'s evidence; recorded "guard"'],
  'file-name-not-run-id': ['(file)', 'the file name "2026-12-01T00-00-00Z-reference-base.json" (run id + ".json"), got "2026-12-01-renamed.json"'],
  'flipped-verdict': ['cases[0].passed', "true, as re-derived from the case's evidence; recorded false"],
  'forged-matched': ['cases[0].assertions[0].matched', '"26.20", as re-derived from the recorded message under the recorded rubric; recorded "USD 26.20 per order, guaranteed"'],
  'invalid-utf8': ['cases[0].response.message', 'UTF-8 text, found an invalid byte sequence at byte'],
  'not-json': ['(root)', 'JSON (Unterminated string'],
  'passed-beside-failed-assertion': ['cases[0].assertions[0].held', 'true, as re-derived from the recorded message under the recorded rubric; recorded false'],
  'proto-key-in-source-hashes': ['sourceHashes.__proto__', 'no key named "__proto__"'],
  'proto-key-in-tool-input': ['cases[0].toolCalls[0].input.__proto__', 'no key named "__proto__"'],
  'run-id-dot-dot': ['runId', 'a run id that does not start with a dot (no ".", ".." or hidden name), got ".."'],
  'run-id-with-hash': ['runId', 'a run id of letters, digits, ".", "_" and "-" only, got "2026-12-01T00-00-00Z-reference-base#cases"'],
  'schema-version-3': ['schemaVersion', "a published schema version ('1' | '2')"],
  'summary-miscount': ['summary.total', '2, as the cases give; recorded 3'],
  'unknown-nested-key': ['cases[0].response.trusted', 'no such key'],
  'unknown-scenario': ['selection.caseIds[1]', 'a scenario the benchmark declares or once declared, got "refund-forecast"'],
  'unknown-top-level-key': ['verifiedBy', 'no such key'],
};

const variants = readdirSync(MALFORMED, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();

describe('the malformed fixture set', () => {
  it('has a row for every variant folder and a folder for every row', () => {
    expect(variants).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(variants)('refuses %s, naming the file and the field', (variant) => {
    const directory = join(MALFORMED, variant);
    const files = readdirSync(directory);
    expect(files).toHaveLength(1);
    const [field, expected] = EXPECTED[variant] ?? ['(no row)', ''];
    const message = refusalOf(() => validateArtifacts(directory));
    expect(message.split('\n')).toHaveLength(1);
    expect(message.startsWith(`${directory}/${files[0]}: ${field}: expected ${expected}`), message).toBe(true);
  });
});

function refusalOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal, but the artifact was accepted');
}
