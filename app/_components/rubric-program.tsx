// The rubric's program as declared, the part of the rubric every check shares: each
// normalisation step in order (a replacement, or one of the engine's builtins), where
// sentences and clauses end, and every named excuse with the windows it reads.
import { rubricProgram } from '@/lib/site/declarations';
import { sourceHref } from '@/lib/site/routes';
import { RUBRIC_NORMALISATION_FILE as NORMALISATION_FILE, RUBRIC_PROGRAM_FILE as PROGRAM_FILE } from '@/lib/site/site-data';
import { DataTable } from './data-table';
import { SiteLink } from './site-link';


export function NormalisationSteps() {
  const program = rubricProgram();
  return (
    <>
      <DataTable caption="Normalisation steps, applied in this order to every final message" id="normalisation" deferred>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">What it does</th>
            <th scope="col">Pattern and replacement</th>
          </tr>
        </thead>
        <tbody>
          {program.normalise.map((step) => (
            <tr key={step.id} data-step={step.id}>
              <th scope="row"><code>{step.id}</code></th>
              <td>{step.says}</td>
              <td className="pattern">
                {'builtin' in step ? (
                  <>builtin <code>{step.builtin}</code></>
                ) : (
                  <pre className="pattern"><code>{`/${step.pattern}/${step.flags} → ${JSON.stringify(step.replace)}`}</code></pre>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p>
        Declared in <SiteLink href={sourceHref(NORMALISATION_FILE)}><code>{NORMALISATION_FILE}</code></SiteLink>. Sentences end at
      </p>
      <pre className="pattern"><code>{`/${program.sentenceBreak.pattern}/${program.sentenceBreak.flags}`}</code></pre>
      <p>and clauses at</p>
      <pre className="pattern"><code>{`/${program.clauseBreak.pattern}/${program.clauseBreak.flags}`}</code></pre>
    </>
  );
}

export function RubricExcuses() {
  const program = rubricProgram();
  return (
    <>
      <DataTable caption="Named excuses: when a matched phrase does not count as a claim" id="excuses" deferred>
        <thead>
          <tr>
            <th scope="col">Excuse</th>
            <th scope="col">What it recognises</th>
            <th scope="col">Window and pattern</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(program.excuses).map(([name, excuse]) => (
            <tr key={name} data-excuse={name}>
              <th scope="row"><code>{name}</code></th>
              <td>{excuse.says}</td>
              <td className="pattern">
                {excuse.tests.map((test, index) => (
                  <pre key={index} className="pattern"><code>{`${test.window}: /${test.pattern}/${test.flags}`}</code></pre>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p>
        Declared in <SiteLink href={sourceHref(PROGRAM_FILE)}><code>{PROGRAM_FILE}</code></SiteLink>.
      </p>
    </>
  );
}
