'use client';
// "Re-check": fetches the published artifact — the very bytes a reader downloads — and
// re-derives this case's verdict in the reader's browser with the one verdict function,
// under the rubric the artifact recorded; shows each outcome beside the recorded one and
// what each check matched in the message as the rubric reads it. Progressive enhancement:
// the recorded verdict is in the static page; this control appears only once JavaScript
// runs. The message is model output, so it is rendered as text segments, never as HTML.
import { useEffect, useState } from 'react';
import { highlightSegments, recheckArtifactText, type Recheck } from '@/lib/site/recheck';
import { downloadArtifact } from './artifact-download';

const verdict = (passed: boolean) => (passed ? 'passed' : 'failed');

export function RecheckCase({ href, caseIndex, recordedPassed, name }: { href: string; caseIndex: number; recordedPassed: boolean; name: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [result, setResult] = useState<Recheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setEnhanced(true), []);
  if (!enhanced) return null;
  const run = () =>
    downloadArtifact(href)
      .then((text) => setResult(recheckArtifactText(text, caseIndex)))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  const spans = result?.outcomes.flatMap((outcome) => (outcome.span ? [{ ...outcome.span, id: outcome.id }] : [])) ?? [];
  return (
    <div className="recheck" data-recheck data-recorded={verdict(recordedPassed)}>
      <button type="button" onClick={run}>
        Re-check {name} in this browser
      </button>
      <div aria-live="polite">
        {problem ? <p data-recheck-problem>The re-check could not run: {problem}.</p> : null}
        {result ? (
          <>
            <p data-recomputed={verdict(result.passed)}>
              Recomputed verdict: <strong className={result.passed ? 'verdict-pass' : 'verdict-fail'}>{verdict(result.passed)}</strong>
              {result.failureStage ? ` (failed at ${result.failureStage})` : ''}; recorded verdict: {verdict(recordedPassed)}.{' '}
              {result.agrees ? 'They agree.' : 'They differ.'}
            </p>
            <ul>
              {result.outcomes.map((outcome) => (
                <li key={`${outcome.origin}-${outcome.id}`} data-assertion={outcome.id} data-held={outcome.held}>
                  <code>{outcome.id}</code> ({outcome.kind}): {outcome.held ? 'held' : 'failed'}
                  {outcome.held === outcome.recordedHeld ? ', as recorded' : `, recorded as ${outcome.recordedHeld === null ? 'nothing' : outcome.recordedHeld ? 'held' : 'failed'}`}
                </li>
              ))}
            </ul>
            <p>{spans.length > 0 ? 'What the checks matched, highlighted in the message as the rubric reads it (after its normalisation):' : 'No check matched any text of the message.'}</p>
            <p className="message" data-highlighted>
              {highlightSegments(result.normalised, spans).map((segment, index) =>
                segment.marks.length > 0 ? (
                  <mark key={index} title={`Matched by ${segment.marks.join(', ')}`} data-marks={segment.marks.join(' ')}>
                    {segment.text}
                  </mark>
                ) : (
                  <span key={index}>{segment.text}</span>
                ),
              )}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
