// One case as its case document shows it: the heading, the facts (failure, response,
// elapsed, tools, tokens, cost), each assertion's recorded outcome and the transcript.
// Shaped here so the document only renders; model output stays untrusted text.
import type { Artifact, ArtifactCase } from '../eval/artifact-schema';
import { outcomeRows } from './case-outcomes';
import { formatElapsed } from './format';
import { caseAnchor } from './routes';
import { toolsCalled, transcriptView, type TranscriptView } from './transcript';

export interface CaseFact {
  label: string;
  value: string;
}

export interface CaseAssertionRow {
  id: string;
  origin: string;
  kind: string;
  held: boolean;
  says: string;
  matched: string | null;
}

export interface CaseView {
  anchor: string;
  scenarioId: string;
  label: string | null;
  attempt: number;
  passed: boolean;
  facts: CaseFact[];
  assertions: CaseAssertionRow[];
  transcript: TranscriptView;
}

export function caseFacts(item: ArtifactCase): CaseFact[] {
  const response = item.response;
  return [
    ...(item.failureStage ? [{ label: 'Failure stage', value: item.failureStage }, { label: 'Failure', value: item.failureText ?? '' }] : []),
    { label: 'Response', value: `${response.kind}${response.degraded ? `, degraded (${response.degradedReason ?? 'reason not recorded'})` : ''}` },
    { label: 'Elapsed', value: formatElapsed(item.elapsedMs) },
    { label: 'Tools called', value: toolsCalled(item).join(', ') || 'none' },
    ...(item.usage ? [{ label: 'Tokens', value: `${item.usage.inputTokens ?? '?'} in, ${item.usage.outputTokens ?? '?'} out` }] : []),
    ...(item.costUsd !== null ? [{ label: 'Cost', value: `USD ${item.costUsd.toFixed(4)}` }] : []),
  ];
}

export function caseView(artifact: Pick<Artifact, 'rubric'>, item: ArtifactCase): CaseView {
  return {
    anchor: caseAnchor(item.scenarioId, item.attempt),
    scenarioId: item.scenarioId,
    label: item.label,
    attempt: item.attempt,
    passed: item.passed,
    facts: caseFacts(item),
    assertions: outcomeRows(artifact, item),
    transcript: transcriptView(item),
  };
}
