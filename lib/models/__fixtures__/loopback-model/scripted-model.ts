// The model the loopback server plays: each scenario's reference path (decided from the
// conversation text the CLI sends, the way a model would read it), a given list of replies,
// a fault, or raw HTTP replies for tests that need a particular vendor's error body.
import type { Scenario } from '../../../eval/scenario';
import type { AdapterErrorCategory } from '../../model';
import { referenceStep } from '../../controls/reference-runner';
import { EARLIER_STEP_HEADING } from '../../render-transcript';

/** Failures the server plays on demand, each as the real API would answer it. */
export const FAULTS = ['unauthorized', 'unknown-model', 'rate-limited', 'server-error', 'malformed-stream', 'stall'] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * The category a transport must record for each fault that ends in an answer (a stall ends in
 * the caller's timeout instead): the same for every CLI, so one table for all of their tests.
 */
export const FAULT_CATEGORIES: readonly (readonly [Exclude<Fault, 'stall'>, AdapterErrorCategory])[] = [
  ['unauthorized', 'auth-unavailable'],
  ['unknown-model', 'model-unavailable'],
  ['rate-limited', 'rate-limited'],
  ['server-error', 'invocation-failed'],
  ['malformed-stream', 'invalid-output'],
];

/** A raw HTTP reply; `hang` never answers. */
export type HttpReply = { status: number; body: unknown } | { status: number; raw: string } | 'hang';

export type ModelScript =
  | { kind: 'reference'; scenarios: readonly Scenario[] }
  /** Agent-step objects (sent as JSON) or text, in request order; the last one repeats. */
  | { kind: 'replies'; replies: readonly unknown[] }
  | { kind: 'fault'; fault: Fault }
  /** Served in request order, whatever the protocol; the last one repeats. */
  | { kind: 'http'; replies: readonly HttpReply[] };

/** What a protocol module reads out of one request. */
export interface Conversation {
  /** Every text the model is shown, joined. */
  text: string;
  /** Earlier steps of the agent visible in the conversation. */
  stepsTaken: number;
  model: string;
}

/** JSON goes out as a structured-output value; text as a plain answer the model gave instead. */
export type ModelOutput = { kind: 'json'; value: unknown } | { kind: 'text'; text: string };

export type ModelAnswer =
  | { kind: 'output'; output: ModelOutput }
  | { kind: 'fault'; fault: Fault }
  | { kind: 'http'; reply: HttpReply }
  | { kind: 'unknown-conversation' };

/** Counts the agent's earlier steps in a transcript rendered by the CLI transports. */
export function stepsTakenIn(text: string): number {
  return text.split(EARLIER_STEP_HEADING).length - 1;
}

export function outputOf(reply: unknown): ModelOutput {
  return typeof reply === 'string' ? { kind: 'text', text: reply } : { kind: 'json', value: reply };
}

export function createScriptedModel(initial: ModelScript) {
  let script = initial;
  let served = 0;
  const inOrder = <T>(list: readonly T[]): T => list[Math.min(served++, list.length - 1)]!;
  return {
    setScript(next: ModelScript): void {
      script = next;
      served = 0;
    },
    /** Raw replies bypass the protocols, so they are answered before a request is read. */
    httpReply(): HttpReply | undefined {
      return script.kind === 'http' ? inOrder(script.replies) : undefined;
    },
    answer(conversation: Conversation): ModelAnswer {
      switch (script.kind) {
        case 'fault':
          return { kind: 'fault', fault: script.fault };
        case 'replies':
          return { kind: 'output', output: outputOf(inOrder(script.replies)) };
        case 'http':
          return { kind: 'http', reply: inOrder(script.replies) };
        case 'reference': {
          // The longest prompt found in the text is the scenario being played.
          const scenario = script.scenarios
            .filter((candidate) => conversation.text.includes(candidate.prompt))
            .sort((left, right) => right.prompt.length - left.prompt.length)[0];
          if (!scenario) return { kind: 'unknown-conversation' };
          return { kind: 'output', output: { kind: 'json', value: referenceStep(scenario, conversation.stepsTaken) } };
        }
      }
    },
  };
}

export type ScriptedModel = ReturnType<typeof createScriptedModel>;
