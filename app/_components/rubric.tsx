// The rubric of one scenario group exactly as declared: each scenario's object literal,
// cut from its file with the TypeScript compiler API and highlighted, then the assertions
// as the runner resolves them, the reference answer and the counterexamples.
import { extractScenarioSource } from '@/lib/site/scenario-source';
import { readRepositoryText } from '@/lib/site/source-files';
import { sourceHref } from '@/lib/site/routes';
import { getSiteData } from '@/lib/site/site-data';
import { CodeBlock } from './code-block';
import { AssertionTable } from './assertion-table';
import { SiteLink } from './site-link';

export function Rubric({ group }: { group: string }) {
  const scenarioGroup = getSiteData().groups.find((candidate) => candidate.id === group);
  if (!scenarioGroup) throw new Error(`<Rubric group="${group}">: no such scenario group`);
  const text = readRepositoryText(scenarioGroup.sourceFile);
  if (text === null) throw new Error(`${scenarioGroup.sourceFile}: scenario file not found`);
  return (
    <section aria-labelledby={`rubric-${group}`}>
      <h3 id={`rubric-${group}`}>{scenarioGroup.title}</h3>
      <p>
        From <SiteLink href={sourceHref(scenarioGroup.sourceFile)}><code>{scenarioGroup.sourceFile}</code></SiteLink>.
      </p>
      {scenarioGroup.scenarios.map((scenario) => (
        <section key={scenario.id} id={`scenario-${scenario.id}`} className="long-section" aria-labelledby={`scenario-${scenario.id}-title`}>
          <h4 id={`scenario-${scenario.id}-title`}>
            <code>{scenario.id}</code>
            {scenario.label ? ` (${scenario.label})` : ''}
          </h4>
          <CodeBlock code={extractScenarioSource(text, scenario.id, scenarioGroup.sourceFile)} language="ts" label={`Source of scenario ${scenario.id}`} />
          <AssertionTable caption={`Assertions of ${scenario.id}, as the runner resolves them`} id={`assertions-${scenario.id}`} assertions={scenario.assertions} idHeader="Assertion" />
          <p><strong>Reference answer</strong> ({scenario.referenceKind}):</p>
          <p className="message">{scenario.reference}</p>
          <p><strong>Counterexamples</strong> the rubric must reject:</p>
          <ul>
            {scenario.counterexamples.map((counterexample, index) => (
              <li key={index}>
                <p className="message">{counterexample.message}</p>
                <p>Flaw: {counterexample.flaw}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
