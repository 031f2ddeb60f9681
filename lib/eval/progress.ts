// What a run prints while it works: one line per finished case, and a table at the end.
import type { Artifact, ArtifactCase } from './artifact-schema';
import { FAILURE_ADVICE } from './failure-advice';

export function formatCaseLine(row: ArtifactCase, done: number, total: number): string {
  const verdict = row.passed ? 'PASS' : 'FAIL';
  const tools = row.toolCalls.map((call) => (call.status === 'ok' ? call.tool : `${call.tool}(${call.status})`));
  const parts = [
    `[${String(done).padStart(String(total).length)}/${total}]`,
    verdict,
    `${row.scenarioId}#${row.attempt}`,
    `${row.elapsedMs}ms`,
    `tools: ${tools.join(', ') || 'none'}`,
  ];
  const reason = row.response.degradedReason;
  if (row.failureStage === 'degraded' && reason) parts.push(`-> degraded (${reason}): ${FAILURE_ADVICE[reason]}`);
  else if (!row.passed) parts.push(`-> ${row.failureStage}: ${row.failureText}`);
  return parts.join('  ');
}

export function formatSummaryTable(artifact: Artifact): string {
  const byScenario = new Map<string, { passed: number; total: number; degraded: number }>();
  for (const row of artifact.cases) {
    const entry = byScenario.get(row.scenarioId) ?? { passed: 0, total: 0, degraded: 0 };
    entry.total += 1;
    if (row.passed) entry.passed += 1;
    if (row.response.degraded) entry.degraded += 1;
    byScenario.set(row.scenarioId, entry);
  }
  const width = Math.max('scenario'.length, ...[...byScenario.keys()].map((id) => id.length));
  const lines = [`${'scenario'.padEnd(width)}  passed  degraded`];
  for (const [id, entry] of byScenario) {
    lines.push(`${id.padEnd(width)}  ${`${entry.passed}/${entry.total}`.padEnd(6)}  ${entry.degraded}`);
  }
  const { passed, total, degraded } = artifact.summary;
  lines.push(`${'total'.padEnd(width)}  ${`${passed}/${total}`.padEnd(6)}  ${degraded}`);
  return lines.join('\n');
}
