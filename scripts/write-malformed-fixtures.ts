// Writes the malformed fixture set: one folder per variant under
// lib/site/__fixtures__/malformed/, each holding one artifact file that is a single mutation
// of a small valid schema-2 run (two cases cut from a recorded reference run, whose source
// digests are of an older revision, so only the evidence decides). The prebuild must refuse
// every one, naming its file and the JSON path of the field; lib/site/malformed-fixtures.test.ts
// holds the expected field of each. The output is committed; rerun this after changing a variant.
//
// Usage:   npx tsx scripts/write-malformed-fixtures.ts
// Inputs:  artifacts/commerce-v1/2026-11-30T06-29-35Z-reference-0dbd.json (read, never changed)
// Output:  lib/site/__fixtures__/malformed/<variant>/<file>.json for each variant below
//          (the folder replaced); hand-made variants in other folders are left alone.
// Exit:    0 written; 1 when the base run is not accepted by the trust check as it is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readArtifactFile, serialiseArtifact } from '../lib/eval/artifact-file';
import { artifactFileName } from '../lib/eval/artifact-rules';
import { trimmedRun } from '../lib/site/__fixtures__/trimmed-run';
import { validateArtifacts } from '../lib/site/validate';

const SOURCE = 'artifacts/commerce-v1/2026-11-30T06-29-35Z-reference-0dbd.json';
const OUT = 'lib/site/__fixtures__/malformed';
const BASE_RUN_ID = '2026-12-01T00-00-00Z-reference-base';

/* eslint-disable @typescript-eslint/no-explicit-any -- mutations edit raw JSON on purpose */
type Json = any;
interface Variant {
  /** Change the parsed JSON in place; the file is named after the run id it then has. */
  json?: (artifact: Json) => void;
  /** Change the serialised bytes instead. */
  bytes?: (text: string) => Buffer;
  /** The file name, when it is not `<run id>.json`. */
  fileName?: string;
}

const base = trimmedRun(readArtifactFile(SOURCE), ['unit-economics', 'conversion-diagnosis'], BASE_RUN_ID);
const recorded = readArtifactFile(SOURCE);

const VARIANTS: Record<string, Variant> = {
  'flipped-verdict': { json: (a) => { Object.assign(a.cases[0], { passed: false, failureStage: 'assertion', failureText: 'states-break-even: flipped by hand' }); a.summary.passed -= 1; a.summary.failed += 1; } },
  'passed-beside-failed-assertion': { json: (a) => { a.cases[0].assertions[0].held = false; } },
  'summary-miscount': { json: (a) => { a.summary.total = 3; a.summary.passed = 3; } },
  'unknown-scenario': { json: (a) => { a.selection.caseIds[1] = 'refund-forecast'; a.cases[1].scenarioId = 'refund-forecast'; a.rubric.scenarios = { 'unit-economics': a.rubric.scenarios['unit-economics'], 'refund-forecast': a.rubric.scenarios['conversion-diagnosis'] }; } },
  // A real recorded case of a real scenario, in a run whose selection does not name it.
  'case-outside-selection': { json: (a) => { a.cases[1] = structuredClone(recorded.cases.find((item) => item.scenarioId === 'missing-costs')); } },
  'unknown-top-level-key': { json: (a) => { a.verifiedBy = 'maintainers'; } },
  'unknown-nested-key': { json: (a) => { a.cases[0].response.trusted = true; } },
  'proto-key-in-source-hashes': { bytes: (text) => Buffer.from(text.replace('"sourceHashes": {', `"sourceHashes": {\n    "__proto__": "${'0'.repeat(64)}",`)) },
  'proto-key-in-tool-input': { bytes: (text) => Buffer.from(text.replace('"input": {}', '"input": { "__proto__": { "polluted": true } }')) },
  'run-id-dot-dot': { json: (a) => { a.runId = '..'; }, fileName: `${BASE_RUN_ID}.json` },
  'run-id-with-hash': { json: (a) => { a.runId = `${BASE_RUN_ID}#cases`; } },
  'file-name-not-run-id': { fileName: '2026-12-01-renamed.json' },
  // 0xC3 followed by "(" is a lead byte without its continuation byte.
  'invalid-utf8': { bytes: (text) => Buffer.concat(splitAround(text, 'USD 26.20 per order', Buffer.from([0xc3, 0x28]))) },
  'byte-order-mark': { bytes: (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]) },
  'not-json': { bytes: (text) => Buffer.from(text.slice(0, Math.floor(text.length / 2))) },
  'schema-version-3': { json: (a) => { a.schemaVersion = 3; } },
  'attempt-beyond-repeat': { json: (a) => { a.cases[1].attempt = 2; } },
  'duplicate-attempt': { json: (a) => { a.cases[1] = structuredClone(a.cases[0]); } },
  'forged-matched': { json: (a) => { a.cases[0].assertions[0].matched = 'USD 26.20 per order, guaranteed'; } },
  'failure-stage-disagrees': { json: (a) => { a.cases[0].failureStage = 'guard'; } },
};

function splitAround(text: string, marker: string, inserted: Buffer): Buffer[] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`marker "${marker}" not in the base run`);
  return [Buffer.from(text.slice(0, at)), inserted, Buffer.from(text.slice(at))];
}

function main(): number {
  const baseText = serialiseArtifact(base);
  // Each variant must be refused for its one mutation, so the base itself must pass the real check.
  const scratch = mkdtempSync(join(tmpdir(), 'malformed-base-'));
  try {
    writeFileSync(join(scratch, artifactFileName(BASE_RUN_ID)), baseText);
    validateArtifacts(scratch);
  } catch (error) {
    console.error(`write-malformed-fixtures: the base run is not valid as it is: ${(error as Error).message}`);
    return 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const [name, variant] of Object.entries(VARIANTS)) {
    const json = JSON.parse(baseText);
    variant.json?.(json);
    const text = `${JSON.stringify(json, null, 2)}\n`;
    const bytes = variant.bytes ? variant.bytes(text) : Buffer.from(text);
    const directory = join(OUT, name);
    rmSync(directory, { recursive: true, force: true });
    mkdirSync(directory, { recursive: true });
    writeFileSync(join(directory, variant.fileName ?? artifactFileName(json.runId)), bytes);
  }
  console.log(`write-malformed-fixtures: wrote ${Object.keys(VARIANTS).length} variant(s) under ${OUT}`);
  return 0;
}

process.exitCode = main();
