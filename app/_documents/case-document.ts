// A case document's body: for each case its verdict, facts, recorded assertion outcomes
// and the transcript (prior turn, prompt, the agent's opening call, each model step with
// its tool calls, the final message). Everything from a model or a tool goes through the
// escaping `html` tag, so it can only become text.
import type { ArtifactToolCall } from '@/lib/site/artifacts';
import type { CaseDocumentPage } from '@/lib/site/case-document-page';
import type { CaseView } from '@/lib/site/case-view';
import { formatElapsed } from '@/lib/site/format';
import { toJsonText, type StepView } from '@/lib/site/transcript';
import { html, type Html } from './html';

const verdict = (passed: boolean) => html`<span class="${passed ? 'verdict-pass' : 'verdict-fail'}">${passed ? 'passed' : 'failed'}</span>`;

function toolCall(call: ArtifactToolCall): Html {
  const result =
    call.status === 'ok'
      ? html`<p>Output:</p><pre tabindex="0" aria-label="Output of ${call.tool}">${toJsonText(call.output)}</pre>`
      : html`<p>Refusal:</p><p class="message">${call.refusal ?? '(no refusal text recorded)'}</p>`;
  return html`<li data-tool-call="${call.tool}">Tool <code>${call.tool}</code> — ${call.status}<p>Input:</p><pre tabindex="0" aria-label="Input of ${call.tool}">${toJsonText(call.input)}</pre>${result}</li>`;
}

function step(view: StepView): Html {
  return html`<li><strong>Model step ${view.index}</strong> (${formatElapsed(view.latencyMs)}${view.resolvedModel ? `, served by ${view.resolvedModel}` : ''})${
    view.problem ? html`<p>Unusable step: ${view.problem}.</p>` : null
  }${
    view.action === 'tool_call'
      ? html`<p>Asked for tool <code>${view.tool ?? '(none)'}</code> with arguments:</p><pre tabindex="0" aria-label="Arguments of step ${view.index}">${view.argumentsJson ?? '(none)'}</pre>`
      : null
  }${view.action === 'final' ? html`<p>Final response of kind <code>${view.kind ?? '(none)'}</code>:</p><p class="message">${view.message ?? '(no message)'}</p>` : null}${
    view.raw !== null ? html`<pre tabindex="0" aria-label="Raw output of step ${view.index}">${view.raw}</pre>` : null
  }${view.toolCalls.length > 0 ? html`<ul>${view.toolCalls.map(toolCall)}</ul>` : null}</li>`;
}

function transcript(view: CaseView): Html {
  const { transcript: t } = view;
  return html`<h3 id="${view.anchor}-transcript">Transcript</h3><ol class="transcript">${
    t.priorTurn !== null ? html`<li><strong>Earlier founder message</strong><p class="message">${t.priorTurn}</p></li>` : null
  }<li><strong>Prompt</strong><p class="message">${t.prompt}</p></li>${
    t.openingCalls.length > 0 ? html`<li><strong>The agent's own opening call</strong><ul>${t.openingCalls.map(toolCall)}</ul></li>` : null
  }${t.steps.map(step)}<li><strong>Final message</strong> (kind <code>${t.final.kind}</code>${
    t.final.degraded ? `, degraded: ${t.final.degradedReason ?? 'reason not recorded'}` : ''
  })<p class="message" data-final-message>${t.final.message}</p></li></ol>`;
}

function assertions(view: CaseView): Html {
  const rows = view.assertions.map(
    (row) =>
      html`<tr><th scope="row" data-label="Assertion"><code class="identifier">${row.id}</code></th><td data-label="Origin">${row.origin}</td><td data-label="Kind">${row.kind}</td><td data-label="Outcome" class="${row.held ? 'verdict-pass' : 'verdict-fail'}">${row.held ? 'held' : 'failed'}</td><td data-label="What it establishes">${row.says}</td><td data-label="Matched text">${row.matched === null ? '—' : html`<code>${row.matched}</code>`}</td></tr>`,
  );
  const caption = `Assertions for ${view.scenarioId}, attempt ${view.attempt}`;
  return html`<div class="table-scroll wide" role="region" aria-label="${caption}" tabindex="0"><table id="${view.anchor}-assertions" data-table="${view.anchor}-assertions" class="cards"><caption>${caption}</caption><thead><tr><th scope="col">Assertion</th><th scope="col">Origin</th><th scope="col">Kind</th><th scope="col">Outcome</th><th scope="col">What it establishes</th><th scope="col">Matched text</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function caseSection(view: CaseView, recheckHref: string): Html {
  const facts = view.facts.map((fact) => html`<dt>${fact.label}</dt><dd>${fact.value}</dd>`);
  return html`<section id="${view.anchor}" class="long-section" aria-labelledby="${view.anchor}-title" data-case="${view.scenarioId}"><h2 id="${view.anchor}-title"><code class="identifier">${view.scenarioId}</code>${
    view.label ? ` (${view.label})` : ''
  }, attempt ${view.attempt}: ${verdict(view.passed)}</h2><dl class="facts">${facts}</dl>${assertions(view)}<p><a href="${recheckHref}">Re-check this case in your browser</a> (on the run page).</p>${transcript(view)}</section>`;
}

export function caseDocumentBody(page: CaseDocumentPage): Html {
  const siblings =
    page.parts > 1
      ? html`<nav aria-label="Parts of this run's cases"><ul class="parts">${page.siblings.map((sibling) =>
          sibling.part === page.part
            ? html`<li><strong aria-current="page">Part ${sibling.part}</strong></li>`
            : html`<li><a href="${sibling.href}">Part ${sibling.part}</a> (${sibling.scenarioIds.join(', ')})</li>`,
        )}</ul></nav>`
      : null;
  return html`<article><h1>${page.title}</h1><p class="lead">${page.description}</p>${
    page.isControl ? html`<p class="control-note" role="note">These cases come from a <strong>control run</strong>, not a model measurement.</p>` : null
  }<p><a href="${page.runHref}">Back to the run page</a>: statistics, every case's verdict and the source digests.</p>${siblings}${page.cases.map((view) =>
    caseSection(view, page.recheckHrefs[view.anchor]!),
  )}</article>`;
}
