// A case's transcript inside <details>: prior turn, prompt, the agent's opening call, each
// model step with its tool calls, and the final message. Everything here came from a model
// or a tool, so it is rendered only as React text children, never as HTML or MDX.
import type { ArtifactCase, ArtifactToolCall } from '@/lib/site/artifacts';
import { formatElapsed } from '@/lib/site/format';
import { toJsonText, transcriptView, type StepView } from '@/lib/site/transcript';

function ToolCall({ call }: { call: ArtifactToolCall }) {
  return (
    <li data-tool-call={call.tool}>
      Tool <code>{call.tool}</code> — {call.status}
      <p>Input:</p>
      <pre tabIndex={0} aria-label={`Input of ${call.tool}`}>{toJsonText(call.input)}</pre>
      {call.status === 'ok' ? (
        <>
          <p>Output:</p>
          <pre tabIndex={0} aria-label={`Output of ${call.tool}`}>{toJsonText(call.output)}</pre>
        </>
      ) : (
        <>
          <p>Refusal:</p>
          <p className="message">{call.refusal ?? '(no refusal text recorded)'}</p>
        </>
      )}
    </li>
  );
}

function Step({ step }: { step: StepView }) {
  return (
    <li>
      <strong>Model step {step.index}</strong> ({formatElapsed(step.latencyMs)}
      {step.resolvedModel ? `, served by ${step.resolvedModel}` : ''})
      {step.problem ? <p>Unusable step: {step.problem}.</p> : null}
      {step.action === 'tool_call' ? (
        <>
          <p>Asked for tool <code>{step.tool ?? '(none)'}</code> with arguments:</p>
          <pre tabIndex={0} aria-label={`Arguments of step ${step.index}`}>{step.argumentsJson ?? '(none)'}</pre>
        </>
      ) : null}
      {step.action === 'final' ? (
        <>
          <p>Final response of kind <code>{step.kind ?? '(none)'}</code>:</p>
          <p className="message">{step.message ?? '(no message)'}</p>
        </>
      ) : null}
      {step.raw !== null ? <pre tabIndex={0} aria-label={`Raw output of step ${step.index}`}>{step.raw}</pre> : null}
      {step.toolCalls.length > 0 ? <ul>{step.toolCalls.map((call, index) => <ToolCall key={index} call={call} />)}</ul> : null}
    </li>
  );
}

export function CaseTranscript({ item }: { item: ArtifactCase }) {
  const view = transcriptView(item);
  return (
    <details>
      <summary>Transcript</summary>
      <ol className="transcript">
        {view.priorTurn !== null ? (
          <li>
            <strong>Earlier founder message</strong>
            <p className="message">{view.priorTurn}</p>
          </li>
        ) : null}
        <li>
          <strong>Prompt</strong>
          <p className="message">{view.prompt}</p>
        </li>
        {view.openingCalls.length > 0 ? (
          <li>
            <strong>The agent&apos;s own opening call</strong>
            <ul>{view.openingCalls.map((call, index) => <ToolCall key={index} call={call} />)}</ul>
          </li>
        ) : null}
        {view.steps.map((step) => (
          <Step key={step.index} step={step} />
        ))}
        <li>
          <strong>Final message</strong> (kind <code>{view.final.kind}</code>
          {view.final.degraded ? `, degraded: ${view.final.degradedReason ?? 'reason not recorded'}` : ''})
          <p className="message" data-final-message>{view.final.message}</p>
        </li>
      </ol>
    </details>
  );
}
