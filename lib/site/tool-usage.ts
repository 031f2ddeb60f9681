// Which tools the recorded cases exercised, and which inputs the tools refused. Counted
// over every recorded case, controls included, because the tool layer is the same code
// whoever drives it; the captions say so.
import type { Artifact, ArtifactToolCall } from '../eval/artifact-schema';

export interface ToolFrequencyRow {
  tool: string;
  calls: number;
  casesCalledIn: number;
  totalCases: number;
}

export function toolFrequency(
  artifacts: readonly Pick<Artifact, 'cases'>[],
  declaredTools: readonly string[],
): ToolFrequencyRow[] {
  const cases = artifacts.flatMap((artifact) => artifact.cases);
  const recordedTools = cases.flatMap((item) => item.toolCalls.map((call) => call.tool));
  // Declared tools first, in declaration order; a recorded name no tool declares (an
  // unknown-tool call) is listed after them rather than hidden.
  const tools = [...new Set([...declaredTools, ...recordedTools])];
  return tools.map((tool) => ({
    tool,
    calls: recordedTools.filter((name) => name === tool).length,
    casesCalledIn: cases.filter((item) => item.toolCalls.some((call) => call.tool === tool)).length,
    totalCases: cases.length,
  }));
}

export interface RefusalMessage {
  status: ArtifactToolCall['status'];
  text: string;
  count: number;
}

export interface ToolRefusals {
  tool: string;
  count: number;
  messages: RefusalMessage[];
}

/** Every tool call that did not return `ok`, grouped by tool, then by distinct text. */
export function toolRefusals(artifacts: readonly Pick<Artifact, 'cases'>[]): ToolRefusals[] {
  const byTool = new Map<string, ToolRefusals>();
  for (const call of artifacts.flatMap((artifact) => artifact.cases.flatMap((item) => item.toolCalls))) {
    if (call.status === 'ok') continue;
    const entry = byTool.get(call.tool) ?? { tool: call.tool, count: 0, messages: [] };
    byTool.set(call.tool, entry);
    entry.count += 1;
    const text = call.refusal ?? '(no refusal text recorded)';
    const message = entry.messages.find((candidate) => candidate.status === call.status && candidate.text === text);
    if (message) message.count += 1;
    else entry.messages.push({ status: call.status, text, count: 1 });
  }
  return [...byTool.values()].sort((a, b) => b.count - a.count || a.tool.localeCompare(b.tool));
}
