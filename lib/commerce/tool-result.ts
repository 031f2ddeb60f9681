// What a tool call returns to the agent. A refusal is a normal, recorded outcome: the
// tool explains what it cannot honestly compute so the model can act on it.

export const TOOL_STATUSES = ['ok', 'refused', 'invalid-input', 'unknown-tool'] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

export type ToolResult =
  | { status: 'ok'; output: unknown }
  | { status: Exclude<ToolStatus, 'ok'>; refusal: string };

/** What the tools may know of the conversation: the founder's own words, verbatim. */
export interface ToolContext {
  founderMessages: readonly string[];
}

export interface ToolExecutor {
  execute(tool: string, input: unknown): ToolResult;
}
