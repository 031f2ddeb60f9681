// The run artifact: one JSON file per run, the only thing the site and the audit tools
// read. Every writer and reader goes through this schema; `z.infer` gives the types.
import { z } from 'zod';
import { ADAPTER_ERROR_CATEGORIES } from '../models/model';

export const ARTIFACT_SCHEMA_VERSION = 1;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'expected a lowercase hex SHA-256 digest');
const IsoTimestamp = z.iso.datetime();

/**
 * Why a case has no valid final response: a transport category, an unusable step, the step
 * cap, or `harness-error` when the harness itself threw (its detail goes to stderr, not here).
 */
export const DEGRADED_REASONS = [...ADAPTER_ERROR_CATEGORIES, 'invalid-step', 'step-cap', 'harness-error'] as const;

const Usage = z.object({
  inputTokens: z.number().int().nonnegative().optional(),
  outputTokens: z.number().int().nonnegative().optional(),
  cachedInputTokens: z.number().int().nonnegative().optional(),
});

export const AssertionOutcomeSchema = z.object({
  id: z.string(),
  kind: z.enum(['must-match', 'must-not-match']),
  pattern: z.string(),
  flags: z.string(),
  says: z.string(),
  origin: z.enum(['scenario', 'guard']),
  held: z.boolean(),
  matched: z.string().nullable(),
});

export const ToolCallSchema = z.object({
  /** Index of the model step that asked for the call; null for the agent's own opening call. */
  step: z.number().int().nonnegative().nullable(),
  tool: z.string(),
  input: z.unknown(),
  status: z.enum(['ok', 'refused', 'invalid-input', 'unknown-tool']),
  output: z.unknown().optional(),
  refusal: z.string().optional(),
});

export const ModelStepSchema = z.object({
  index: z.number().int().nonnegative(),
  latencyMs: z.number().nonnegative(),
  /** The step JSON as the model returned it, when it was valid JSON. Untrusted text. */
  output: z.unknown().nullable(),
  /** Why the step was unusable: an adapter category or 'invalid-step'. */
  problem: z.enum(DEGRADED_REASONS).nullable(),
  resolvedModel: z.string().nullable(),
});

export const CaseSchema = z.object({
  scenarioId: z.string(),
  label: z.string().nullable(),
  group: z.string(),
  attempt: z.number().int().positive(),
  startedAt: IsoTimestamp,
  elapsedMs: z.number().nonnegative(),
  priorTurn: z.string().nullable(),
  prompt: z.string(),
  response: z.object({
    kind: z.string(),
    message: z.string(),
    degraded: z.boolean(),
    degradedReason: z.enum(DEGRADED_REASONS).nullable(),
  }),
  modelSteps: z.array(ModelStepSchema),
  toolCalls: z.array(ToolCallSchema),
  assertions: z.array(AssertionOutcomeSchema),
  passed: z.boolean(),
  failureStage: z.enum(['kind', 'degraded', 'assertion', 'guard']).nullable(),
  failureText: z.string().nullable(),
  usage: Usage.nullable(),
  costUsd: z.number().nonnegative().nullable(),
});

export const ArtifactSchema = z.object({
  schemaVersion: z.literal(ARTIFACT_SCHEMA_VERSION),
  benchmark: z.literal('commerce-v1'),
  runId: z.string().regex(/^[A-Za-z0-9._-]+$/),
  /** What the figures are, in words a reader cannot misread. */
  statusLabel: z.string(),
  /** `running` until the last case is written; an interrupted run stays `running`. */
  state: z.enum(['running', 'complete']),
  /** `endpoint`: `scheme://host[:port]` of a non-default model endpoint that served the run. */
  provider: z.object({ id: z.string(), kind: z.enum(['model', 'control']), endpoint: z.string().nullable().optional() }),
  model: z.object({
    requested: z.string().nullable(),
    /** Distinct models the transport reported as having served requests. */
    resolved: z.array(z.string()),
  }),
  selection: z.object({ spec: z.string(), caseIds: z.array(z.string()).min(1) }),
  repeat: z.number().int().positive(),
  concurrency: z.number().int().positive(),
  startedAt: IsoTimestamp,
  finishedAt: IsoTimestamp.nullable(),
  environment: z.object({
    node: z.string(),
    platform: z.string(),
    arch: z.string(),
    gitCommit: z.string().nullable(),
    gitDirty: z.boolean().nullable(),
    cliVersion: z.string().nullable(),
  }),
  /** Repository-relative path → SHA-256 of every project file the runner's code imports. */
  sourceHashes: z.record(z.string(), Sha256),
  lockfileSha256: Sha256,
  /** Set on a re-scored artifact: the run whose recorded messages were re-scored. */
  replayOf: z.object({ runId: z.string(), file: z.string(), sha256: Sha256 }).nullable(),
  cases: z.array(CaseSchema),
  summary: z.object({
    total: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    degraded: z.number().int().nonnegative(),
  }),
});

export type Artifact = z.infer<typeof ArtifactSchema>;
export type ArtifactCase = z.infer<typeof CaseSchema>;
export type ArtifactToolCall = z.infer<typeof ToolCallSchema>;
export type ArtifactModelStep = z.infer<typeof ModelStepSchema>;
export type DegradedReason = (typeof DEGRADED_REASONS)[number];

export function summarise(cases: readonly ArtifactCase[]): Artifact['summary'] {
  const passed = cases.filter((item) => item.passed).length;
  return {
    total: cases.length,
    passed,
    failed: cases.length - passed,
    degraded: cases.filter((item) => item.response.degraded).length,
  };
}
