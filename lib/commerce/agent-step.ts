// The one JSON shape a model returns at every agent step: either a tool call or a final
// response. Flat, all keys required and nullable, so it stays inside the schema subset that
// Codex (OpenAI strict mode), Claude --json-schema and OpenAI-compatible servers all carry.
import { z } from 'zod';
import type { JsonSchema } from '../models/model';
import { TOOL_NAMES, type ToolName } from './tool-inputs';

export const RESPONSE_KINDS = ['answer', 'clarification', 'refusal', 'handoff'] as const;
export type ResponseKind = (typeof RESPONSE_KINDS)[number];

export const AGENT_STEP_JSON_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'tool', 'arguments_json', 'kind', 'message'],
  properties: {
    action: {
      type: 'string',
      enum: ['tool_call', 'final'],
      description: 'tool_call to call one tool now; final to give the founder your final response.',
    },
    tool: {
      type: ['string', 'null'],
      enum: [...TOOL_NAMES, null],
      description: 'Tool to call when action is tool_call; otherwise null.',
    },
    arguments_json: {
      type: ['string', 'null'],
      description: 'The tool arguments as a JSON object encoded in a string when action is tool_call; otherwise null.',
    },
    kind: {
      type: ['string', 'null'],
      enum: [...RESPONSE_KINDS, null],
      description: 'Kind of final response when action is final; otherwise null.',
    },
    message: {
      type: ['string', 'null'],
      description: 'The final message to the founder when action is final; otherwise null.',
    },
  },
};

const ToolCallStep = z.object({
  action: z.literal('tool_call'),
  tool: z.enum(TOOL_NAMES),
  arguments_json: z.string(),
  kind: z.null().optional(),
  message: z.null().optional(),
});

const FinalStep = z.object({
  action: z.literal('final'),
  tool: z.null().optional(),
  arguments_json: z.null().optional(),
  kind: z.enum(RESPONSE_KINDS),
  message: z.string().min(1),
});

export const AgentStep = z.discriminatedUnion('action', [ToolCallStep, FinalStep]);
export type AgentStepValue = z.infer<typeof AgentStep>;

/** The step that calls `tool` with `args`, as a model returns it. */
export function toolCallStep(tool: ToolName, args: Record<string, unknown>): AgentStepValue {
  return { action: 'tool_call', tool, arguments_json: JSON.stringify(args), kind: null, message: null };
}

/** The step that gives the founder a final response, as a model returns it. */
export function finalStep(kind: ResponseKind, message: string): AgentStepValue {
  return { action: 'final', tool: null, arguments_json: null, kind, message };
}

/** A recorded step output read back: the step when it has the agent-step shape, else null. */
export function decodeStep(output: unknown): AgentStepValue | null {
  const parsed = AgentStep.safeParse(output);
  return parsed.success ? parsed.data : null;
}

/** How a step the agent accepted is remembered in the conversation. */
export function encodeStep(step: AgentStepValue): string {
  return JSON.stringify(step);
}

