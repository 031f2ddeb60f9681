// Writes the hostile fixture set: runs that pass the build's trust check (real scenario ids,
// every verdict re-derived with the one verdict function) yet carry hostile text in every
// field the site renders or links — markup with handlers, a closing </script>, javascript:
// URLs, MDX-like braces, bidi overrides, very long tokens, and prototype-sounding keys in the
// free-form tool and step objects (a `__proto__` key itself is refused by the loader; see the
// malformed set). tests/e2e-hostile renders the site built from it and asserts all of it stays
// inert text. Every payload sets window.__pwned when it runs, so running is detectable.
//
// Usage:   npx tsx scripts/write-hostile-fixtures.ts
// Inputs:  the recorded reference and counterexample runs named below (read, never changed)
// Output:  lib/site/__fixtures__/hostile/*.json replaced by three runs: a model run, a second
//          model run of the same revision (so a compare page exists), a re-score of a run
//          this build does not hold. The output is committed.
// Exit:    0 written; 1 when the set fails the trust check.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readArtifactFile, serialiseArtifact } from '../lib/eval/artifact-file';
import { artifactFileName } from '../lib/eval/artifact-rules';
import { summarise, type WrittenArtifact } from '../lib/eval/artifact-schema';
import { REPLAY_STATUS_LABEL } from '../lib/eval/rescore';
import { checksOf } from '../lib/eval/rubric/recorded-rubric';
import { judge } from '../lib/eval/rubric/verdict';
import { trimmedRun } from '../lib/site/__fixtures__/trimmed-run';
import { validateArtifacts } from '../lib/site/validate';

const OUT = 'lib/site/__fixtures__/hostile';
const REFERENCE = 'artifacts/commerce-v1/2026-11-30T06-29-35Z-reference-0dbd.json';
const COUNTEREXAMPLE = 'artifacts/commerce-v1/2026-11-30T06-29-36Z-counterexample-839e.json';
const SCENARIOS = ['unit-economics', 'economics-07-decimal-comma', 'supplier-minimum-order'];

const run = (tag: string) => `window.__pwned='${tag}'`;
/** One payload of each kind; joined, they go into every free text field. */
const HOSTILE = {
  image: `<img src=x onerror="${run('img')}">`,
  script: `</script><script>${run('script')}</script>`,
  link: `javascript:${run('href')}`,
  anchor: `"><a href="javascript:${run('anchor')}">click</a>`,
  svg: `<svg onload="${run('svg')}"></svg>`,
  braces: '{props.secret} {1+1} <Danger />',
  bidi: 'txt.\u202Eexe.\u202C',
  long: `${'W'.repeat(1200)}`,
};
const PAYLOAD = Object.values(HOSTILE).join(' ');
/** Keys that mean something to a JavaScript object, in objects the schema leaves free. */
const FREE_KEYS = { constructor: PAYLOAD, toString: HOSTILE.image, prototype: { valueOf: HOSTILE.link }, [HOSTILE.image]: HOSTILE.script };

/* eslint-disable @typescript-eslint/no-explicit-any -- planting edits free-form JSON */
function plant(source: string, runId: string, providerId: string, startedAt: string): WrittenArtifact {
  const artifact = structuredClone(trimmedRun(readArtifactFile(source), SCENARIOS, runId));
  artifact.statusLabel = `model-measurement ${HOSTILE.script}`;
  artifact.provider = { id: `${providerId} ${HOSTILE.image}${HOSTILE.bidi}`, kind: 'model', endpoint: 'http://127.0.0.1:9' };
  artifact.model = { requested: `hostile<b>model</b> ${HOSTILE.link}`, resolved: ['<i>x</i>', HOSTILE.link, HOSTILE.long] };
  artifact.selection.spec = PAYLOAD;
  artifact.startedAt = startedAt;
  artifact.finishedAt = new Date(Date.parse(startedAt) + 60_000).toISOString();
  artifact.environment = { node: `v20 ${HOSTILE.image}`, platform: `linux${HOSTILE.bidi}`, arch: HOSTILE.svg, gitCommit: HOSTILE.link, gitDirty: true, cliVersion: PAYLOAD };
  // The rubric's words are shown beside each outcome and copied into failure texts.
  for (const checks of [artifact.rubric.guard, ...Object.values(artifact.rubric.scenarios)]) {
    for (const check of checks) check.says = `${check.says} ${HOSTILE.image} ${HOSTILE.bidi}`;
  }
  artifact.cases = artifact.cases.map((item, index) => {
    const message = `${item.response.message}\n\n${index === 0 ? '<b>bold?</b> <script>window.__pwned = 1</script> <img src=x onerror="window.__pwned = 2"> {props.secret} {1+1} <Danger />' : ''} ${PAYLOAD}`;
    const response = { ...item.response, message };
    const verdict = judge(response, artifact.rubric.program, checksOf(artifact.rubric, item.scenarioId)!);
    const modelSteps = item.modelSteps.map((step) => ({
      ...step,
      resolvedModel: HOSTILE.link,
      output: step.output && typeof step.output === 'object' ? { ...(step.output as object), ...(((step.output as any).action === 'final') ? { message } : {}), ...FREE_KEYS } : step.output,
    }));
    const toolCalls = [
      ...item.toolCalls.map((call) => ({ ...call, input: { ...(call.input as object), ...FREE_KEYS }, output: { result: call.output, note: PAYLOAD } })),
      { step: modelSteps.length > 0 ? 0 : null, tool: `economics ${HOSTILE.image}`, input: FREE_KEYS, status: 'refused' as const, refusal: PAYLOAD },
    ];
    return {
      ...item,
      label: item.label === null ? null : `${item.label} ${HOSTILE.image}`,
      group: `${item.group} ${HOSTILE.script}`,
      priorTurn: PAYLOAD,
      prompt: `<b>bold?</b> {prompt} ${item.prompt} ${PAYLOAD}`,
      response,
      modelSteps,
      toolCalls,
      assertions: verdict.outcomes,
      passed: verdict.passed,
      failureStage: verdict.failureStage,
      failureText: verdict.failureText,
    };
  });
  artifact.summary = summarise(artifact.cases);
  return artifact;
}

function main(): number {
  const first = plant(REFERENCE, '2026-12-02T00-00-00Z-openai-hostile-a001', 'openai', '2026-12-02T00:00:00.000Z');
  const second = plant(COUNTEREXAMPLE, '2026-12-02T01-00-00Z-anthropic-hostile-b002', 'anthropic', '2026-12-02T01:00:00.000Z');
  // A re-score of a run this build does not hold: its source is shown as text, not linked.
  const replay: WrittenArtifact = {
    ...structuredClone(second),
    runId: '2026-12-02T02-00-00Z-replay-hostile-c003',
    statusLabel: REPLAY_STATUS_LABEL,
    provider: { id: 'replay', kind: 'control', endpoint: null },
    startedAt: '2026-12-02T02:00:00.000Z',
    replayOf: { runId: HOSTILE.link, file: `${HOSTILE.image}.json`, sha256: 'e'.repeat(64) },
  };
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const artifact of [first, second, replay]) writeFileSync(join(OUT, artifactFileName(artifact.runId)), serialiseArtifact(artifact));
  try {
    const loaded = validateArtifacts(OUT);
    console.log(`write-hostile-fixtures: wrote ${loaded.length} run(s) to ${OUT}; the trust check accepts them`);
    return 0;
  } catch (error) {
    console.error(`write-hostile-fixtures: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = main();
