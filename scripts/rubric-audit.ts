// Audits the rubric against its calibration corpus: per scenario, sound answers accepted and
// wrong ones rejected by exactly the checks they name; per check, how many answers it
// rejects and how many it alone rejects (a check that rejects nothing alone is unpinned:
// deleting it would change no verdict); the guard's claims and disclaimers, appended to every
// scenario's reference answer.
//
// Usage:   npm run rubric:audit [-- --fill] [-- --verbose] [-- --only <scenario id | guard>]
// Input:   benchmarks/commerce-v1/calibration/*.json and the declared rubric.
// Output:  tables on stdout. --fill writes the observed failing checks into every wrong answer
//          or claim that names none yet, and prints each one with its flaw for review;
//          --only limits --fill and the detail to one scenario (or the guard).
// Exit:    0 when every answer is judged as named and every check is pinned; 1 otherwise.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { COMMERCE_RUBRIC } from '../benchmarks/commerce-v1/rubric';
import { CALIBRATION_DIRECTORY } from '../benchmarks/commerce-v1/calibration-directory';
import { GUARD_CORPUS_FILE, asExpected, judgeGuardCorpus, judgeScenarioCorpus, pinning, readCalibration, type JudgedAnswer } from '../lib/eval/calibration';

const root = fileURLToPath(new URL('..', import.meta.url));
const directory = join(root, CALIBRATION_DIRECTORY);
const { values } = parseArgs({ options: { fill: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false }, only: { type: 'string' } } });
const calibration = readCalibration(directory);
const show = (answer: JudgedAnswer) => answer.message.replace(/\s+/g, ' ').slice(0, 160);
let problems = 0;
const unpinned: string[] = [];

console.log(`rubric audit: ${relative(process.cwd(), directory) || '.'}\n`);
console.log(`${'scenario'.padEnd(30)}  ${'sound accepted'.padEnd(15)}  ${'wrong rejected'.padEnd(15)}  as named`);
const perCheck: string[] = [];
for (const scenario of ALL_SCENARIOS) {
  const corpus = calibration.scenarios.find((candidate) => candidate.scenarioId === scenario.id);
  if (!corpus) {
    console.log(`${scenario.id.padEnd(30)}  no corpus`);
    problems += 1;
    continue;
  }
  const answers = judgeScenarioCorpus(corpus, COMMERCE_RUBRIC, scenario);
  const detailed = values.only === undefined || values.only === scenario.id;
  const sound = answers.filter((answer) => answer.set === 'sound');
  const wrong = answers.filter((answer) => answer.set === 'wrong');
  const named = answers.filter(asExpected).length;
  console.log(
    `${scenario.id.padEnd(30)}  ${`${sound.filter((answer) => answer.failed.length === 0).length}/${sound.length}`.padEnd(15)}  ${`${wrong.filter((answer) => answer.failed.length > 0).length}/${wrong.length}`.padEnd(15)}  ${named}/${answers.length}`,
  );
  for (const answer of answers.filter((candidate) => !asExpected(candidate))) {
    problems += 1;
    if (!detailed) continue;
    if (values.fill && answer.set === 'wrong' && answer.expected === undefined && answer.failed.length > 0) {
      corpus.wrong[answer.index]!.rejectedBy = answer.failed;
      perCheck.push(`  filled ${scenario.id} wrong#${answer.index} rejectedBy ${JSON.stringify(answer.failed)} — flaw: ${corpus.wrong[answer.index]!.flaw}`);
    } else if (values.verbose) {
      perCheck.push(`  ${scenario.id} ${answer.set}#${answer.index}: failed ${JSON.stringify(answer.failed)}, named ${JSON.stringify(answer.expected ?? null)} — ${show(answer)}`);
    }
  }
  if (values.fill && detailed) writeFileSync(join(directory, `${scenario.id}.json`), `${JSON.stringify(corpus, null, 2)}\n`);
  perCheck.push(`${scenario.id}: rejects / alone`);
  for (const row of pinning(wrong, scenario.assertions.map((assertion) => assertion.id))) {
    perCheck.push(`  ${row.id.padEnd(40)} ${String(row.rejects).padStart(4)} ${String(row.alone).padStart(5)}${row.alone === 0 ? '  UNPINNED' : ''}`);
    if (row.alone === 0) unpinned.push(`${scenario.id}/${row.id}`);
  }
}

if (calibration.guard) {
  const guard = calibration.guard;
  const answers = ALL_SCENARIOS.flatMap((scenario) => judgeGuardCorpus(guard, COMMERCE_RUBRIC, scenario));
  const claims = answers.filter((answer) => answer.set === 'claim');
  const disclaimers = answers.filter((answer) => answer.set === 'disclaimer');
  console.log(
    `\nguard, appended to every reference answer: claims caught ${claims.filter((answer) => answer.failed.length > 0).length}/${claims.length}, disclaimers accepted ${disclaimers.filter((answer) => answer.failed.length === 0).length}/${disclaimers.length}, as named ${answers.filter(asExpected).length}/${answers.length}`,
  );
  const detailed = values.only === undefined || values.only === 'guard';
  for (const answer of answers.filter((candidate) => !asExpected(candidate))) {
    problems += 1;
    if (!detailed) continue;
    if (values.fill && answer.set === 'claim' && answer.expected === undefined && answer.failed.length > 0) {
      guard.claims[answer.index]!.rejectedBy = answer.failed;
    } else if (values.verbose) {
      perCheck.push(`  guard ${answer.scenarioId} ${answer.set}#${answer.index}: failed ${JSON.stringify(answer.failed)}, named ${JSON.stringify(answer.expected ?? null)} — ${show(answer)}`);
    }
  }
  if (values.fill && detailed) writeFileSync(join(directory, GUARD_CORPUS_FILE), `${JSON.stringify(guard, null, 2)}\n`);
  perCheck.push('guard: claims rejected / alone (over every reference and join)');
  for (const row of pinning(claims, COMMERCE_RUBRIC.guard.map((assertion) => assertion.id))) {
    perCheck.push(`  ${row.id.padEnd(40)} ${String(row.rejects).padStart(4)} ${String(row.alone).padStart(5)}${row.alone === 0 ? '  UNPINNED' : ''}`);
    if (row.alone === 0) unpinned.push(`guard/${row.id}`);
  }
} else {
  console.log('\nno guard corpus');
  problems += 1;
}

console.log(`\n${perCheck.join('\n')}`);
console.log(`\nunpinned checks: ${unpinned.length}${unpinned.length ? ` (${unpinned.join(', ')})` : ''}`);
console.log(`answers not judged as named: ${problems}`);
process.exitCode = problems === 0 && unpinned.length === 0 ? 0 : 1;
