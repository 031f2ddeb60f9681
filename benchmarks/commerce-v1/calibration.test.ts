// The rubric against its calibration corpus: every sound answer is accepted, every wrong one
// is rejected by exactly the checks it names (so deleting or loosening any named check fails
// here), every check is the only one to reject at least one answer, and the guard catches
// every claim and accepts every disclaimer appended to every scenario's reference answer.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asExpected, judgeGuardCorpus, judgeScenarioCorpus, pinning, readCalibration, type JudgedAnswer } from '../../lib/eval/calibration';
import { CALIBRATION_DIRECTORY } from './calibration-directory';
import { COMMERCE_RUBRIC } from './rubric';
import { ALL_SCENARIOS } from './scenarios';

const calibration = readCalibration(join(__dirname, '..', '..', CALIBRATION_DIRECTORY));
const describeAnswer = (answer: JudgedAnswer) =>
  `${answer.set}#${answer.index} failed ${JSON.stringify(answer.failed)}, named ${JSON.stringify(answer.expected ?? null)}: ${answer.message.replace(/\s+/g, ' ').slice(0, 200)}`;

describe.each(ALL_SCENARIOS.map((scenario) => [scenario.id, scenario] as const))('calibration of %s', (_id, scenario) => {
  const corpus = calibration.scenarios.find((candidate) => candidate.scenarioId === scenario.id);

  it('has at least 12 sound and 12 wrong answers, about a third of them hard', () => {
    expect(corpus, `no corpus for ${scenario.id}`).toBeDefined();
    expect(corpus!.sound.length).toBeGreaterThanOrEqual(12);
    expect(corpus!.wrong.length).toBeGreaterThanOrEqual(12);
    expect(corpus!.sound.filter((item) => item.hard).length).toBeGreaterThanOrEqual(3);
    expect(corpus!.wrong.filter((item) => item.hard).length).toBeGreaterThanOrEqual(3);
  });

  it('accepts every sound answer and rejects every wrong one by exactly the checks it names', () => {
    const misjudged = judgeScenarioCorpus(corpus!, COMMERCE_RUBRIC, scenario).filter((answer) => !asExpected(answer));
    expect(misjudged.map(describeAnswer)).toEqual([]);
  });

  it('pins every check: each is the only one to reject at least one wrong answer', () => {
    const wrong = judgeScenarioCorpus(corpus!, COMMERCE_RUBRIC, scenario).filter((answer) => answer.set === 'wrong');
    const unpinned = pinning(wrong, scenario.assertions.map((assertion) => assertion.id)).filter((row) => row.alone === 0);
    expect(unpinned.map((row) => row.id)).toEqual([]);
  });
});

describe('calibration of the universal guard', () => {
  const answers = ALL_SCENARIOS.flatMap((scenario) => judgeGuardCorpus(calibration.guard!, COMMERCE_RUBRIC, scenario));

  it('has claims in at least ten grammatical forms and disclaimers beside them', () => {
    expect(new Set(calibration.guard!.claims.map((item) => item.form)).size).toBeGreaterThanOrEqual(10);
    expect(calibration.guard!.disclaimers.length).toBeGreaterThanOrEqual(30);
  });

  it('rejects every claim by exactly the guard checks it names, and accepts every disclaimer, after every reference answer', () => {
    expect(answers.filter((answer) => !asExpected(answer)).map((answer) => `${answer.scenarioId} ${describeAnswer(answer)}`)).toEqual([]);
  });

  it('pins every guard check', () => {
    const claims = answers.filter((answer) => answer.set === 'claim');
    expect(pinning(claims, COMMERCE_RUBRIC.guard.map((assertion) => assertion.id)).filter((row) => row.alone === 0)).toEqual([]);
  });
});
