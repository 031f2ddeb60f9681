'use client';
// "Re-check": re-runs a case's recorded assertions against its recorded final message in
// the reader's browser and shows each outcome, the recomputed verdict beside the recorded
// one, and what each pattern matched. Progressive enhancement: the recorded verdict is in
// the static page; this control appears only once JavaScript runs. The message is model
// output, so it is rendered as text segments inside <mark>, never as HTML.
import { useEffect, useState } from 'react';
import { highlightSegments, recheckCase, type Recheck, type RecheckInput } from '@/lib/site/recheck';

const verdict = (passed: boolean) => (passed ? 'passed' : 'failed');

export function RecheckCase({ input, recordedPassed, name }: { input: RecheckInput; recordedPassed: boolean; name: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [result, setResult] = useState<Recheck | null>(null);
  useEffect(() => setEnhanced(true), []);
  if (!enhanced) return null;
  const spans = result?.assertions.flatMap((outcome) => (outcome.span ? [{ ...outcome.span, id: outcome.id }] : [])) ?? [];
  return (
    <div className="recheck" data-recheck data-recorded={verdict(recordedPassed)}>
      <button type="button" onClick={() => setResult(recheckCase(input))}>
        Re-check {name} in this browser
      </button>
      <div aria-live="polite">
        {result ? (
          <>
            <p data-recomputed={verdict(result.passed)}>
              Recomputed verdict: <strong className={result.passed ? 'verdict-pass' : 'verdict-fail'}>{verdict(result.passed)}</strong>
              {result.failureStage ? ` (failed at ${result.failureStage})` : ''}; recorded verdict: {verdict(recordedPassed)}.{' '}
              {result.passed === recordedPassed ? 'They agree.' : 'They differ.'}
            </p>
            <ul>
              {result.assertions.map((outcome) => (
                <li key={`${outcome.origin}-${outcome.id}`} data-assertion={outcome.id} data-held={outcome.held}>
                  <code>{outcome.id}</code> ({outcome.kind}): {outcome.held ? 'held' : 'failed'}
                  {outcome.held === outcome.recordedHeld ? ', as recorded' : `, recorded as ${outcome.recordedHeld ? 'held' : 'failed'}`}
                  {outcome.error ? `; this browser cannot compile the pattern: ${outcome.error}` : ''}
                </li>
              ))}
            </ul>
            <p>{spans.length > 0 ? 'What the patterns matched, highlighted in the final message:' : 'No pattern matched any text of the final message.'}</p>
            <p className="message" data-highlighted>
              {highlightSegments(input.message, spans).map((segment, index) =>
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
