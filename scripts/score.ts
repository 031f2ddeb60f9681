// Scores one candidate final message against a scenario's rubric and the universal guard.
//
// Usage:   npm run score -- <scenario id or case label> [file|-]
// Input:   the message, read from FILE, or from standard input when FILE is `-` or absent;
//          it is scored as a final response of kind `answer`.
// Output:  every assertion with held/failed and what it checks, then the verdict.
// Exit:    0 pass, 1 fail, 2 usage error (unknown scenario, unreadable file).
import { readFileSync } from 'node:fs';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { COMMERCE_RUBRIC } from '../benchmarks/commerce-v1/rubric';
import { declaredChecks } from '../lib/eval/score';
import { judge } from '../lib/eval/rubric/verdict';

function main(argv: string[]): number {
  const [name, source = '-', ...extra] = argv;
  if (!name || extra.length > 0) {
    console.error('usage: npm run score -- <scenario id or case label> [file|-]');
    return 2;
  }
  const scenario = ALL_SCENARIOS.find((candidate) => candidate.id === name || candidate.label === name);
  if (!scenario) {
    console.error(`score: unknown scenario "${name}"; known: ${ALL_SCENARIOS.map((s) => s.label ?? s.id).join(', ')}`);
    return 2;
  }
  let message: string;
  try {
    message = readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (error) {
    console.error(`score: cannot read ${source === '-' ? 'standard input' : source}: ${(error as Error).message}`);
    return 2;
  }
  const checks = declaredChecks(COMMERCE_RUBRIC, scenario.assertions);
  const verdict = judge({ kind: 'answer', message, degraded: false }, COMMERCE_RUBRIC.program, checks);
  console.log(`scenario ${scenario.id}${scenario.label ? ` (${scenario.label})` : ''}`);
  verdict.outcomes.forEach((outcome, index) => {
    const evidence = outcome.matched !== null && !outcome.held ? `  [matched: "${outcome.matched}"]` : '';
    console.log(`  ${outcome.held ? 'held  ' : 'FAILED'}  ${outcome.origin === 'guard' ? 'guard:' : ''}${outcome.id}  ${checks[index]!.says}${evidence}`);
  });
  console.log(verdict.passed ? 'PASS' : `FAIL (${verdict.failureStage}: ${verdict.failureText})`);
  return verdict.passed ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
