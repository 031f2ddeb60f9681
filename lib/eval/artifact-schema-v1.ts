// Schema version 1 of the run artifact, frozen as it was published: artifacts recorded
// under it are permanent records and keep loading (lib/eval/artifact-upgrade.ts reads them
// into the current shape). Nothing here may change; a new field belongs in a new version.
// Objects are strict: a key this version never wrote is refused, not silently dropped.
import { z } from 'zod';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'expected a lowercase hex SHA-256 digest');
const IsoTimestamp = z.iso.datetime();

/** The degraded reasons as version 1 knew them. */
const DEGRADED_REASONS_V1 = [
  'unsupported-option', 'auth-unavailable', 'model-unavailable', 'nested-session', 'invocation-failed', 'timeout', 'invalid-output',
  'invalid-step', 'step-cap', 'harness-error',
] as const;

const Usage = z.strictObject({
  inputTokens: z.number().int().nonnegative().optional(),
  outputTokens: z.number().int().nonnegative().optional(),
  cachedInputTokens: z.number().int().nonnegative().optional(),
});

const AssertionOutcomeSchemaV1 = z.strictObject({
  id: z.string(),
  kind: z.enum(['must-match', 'must-not-match']),
  pattern: z.string(),
  flags: z.string(),
  says: z.string(),
  origin: z.enum(['scenario', 'guard']),
  held: z.boolean(),
  matched: z.string().nullable(),
});

export const ToolCallSchemaV1 = z.strictObject({
  /** Index of the model step that asked for the call; null for the agent's own opening call. */
  step: z.number().int().nonnegative().nullable(),
  tool: z.string(),
  input: z.unknown(),
  status: z.enum(['ok', 'refused', 'invalid-input', 'unknown-tool']),
  output: z.unknown().optional(),
  refusal: z.string().optional(),
});

export const ModelStepSchemaV1 = z.strictObject({
  index: z.number().int().nonnegative(),
  latencyMs: z.number().nonnegative(),
  /** The step JSON as the model returned it, when it was valid JSON. Untrusted text. */
  output: z.unknown().nullable(),
  /** Why the step was unusable: an adapter category or 'invalid-step'. */
  problem: z.enum(DEGRADED_REASONS_V1).nullable(),
  resolvedModel: z.string().nullable(),
});

const CaseSchemaV1 = z.strictObject({
  scenarioId: z.string(),
  label: z.string().nullable(),
  group: z.string(),
  attempt: z.number().int().positive(),
  startedAt: IsoTimestamp,
  elapsedMs: z.number().nonnegative(),
  priorTurn: z.string().nullable(),
  prompt: z.string(),
  response: z.strictObject({
    kind: z.string(),
    message: z.string(),
    degraded: z.boolean(),
    degradedReason: z.enum(DEGRADED_REASONS_V1).nullable(),
  }),
  modelSteps: z.array(ModelStepSchemaV1),
  toolCalls: z.array(ToolCallSchemaV1),
  assertions: z.array(AssertionOutcomeSchemaV1),
  passed: z.boolean(),
  failureStage: z.enum(['kind', 'degraded', 'assertion', 'guard']).nullable(),
  failureText: z.string().nullable(),
  usage: Usage.nullable(),
  costUsd: z.number().nonnegative().nullable(),
});

export const ArtifactSchemaV1 = z.strictObject({
  schemaVersion: z.literal(1),
  benchmark: z.literal('commerce-v1'),
  runId: z.string().regex(/^[A-Za-z0-9._-]+$/),
  /** What the figures are, in words a reader cannot misread. */
  statusLabel: z.string(),
  /** `running` until the last case is written; an interrupted run stays `running`. */
  state: z.enum(['running', 'complete']),
  provider: z.strictObject({ id: z.string(), kind: z.enum(['model', 'control']) }),
  model: z.strictObject({
    requested: z.string().nullable(),
    /** Distinct models the transport reported as having served requests. */
    resolved: z.array(z.string()),
  }),
  selection: z.strictObject({ spec: z.string(), caseIds: z.array(z.string()).min(1) }),
  repeat: z.number().int().positive(),
  concurrency: z.number().int().positive(),
  startedAt: IsoTimestamp,
  finishedAt: IsoTimestamp.nullable(),
  environment: z.strictObject({
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
  replayOf: z.strictObject({ runId: z.string(), file: z.string(), sha256: Sha256 }).nullable(),
  cases: z.array(CaseSchemaV1),
  summary: z.strictObject({
    total: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    degraded: z.number().int().nonnegative(),
  }),
});

export type ArtifactV1 = z.infer<typeof ArtifactSchemaV1>;
export type ArtifactCaseV1 = ArtifactV1['cases'][number];
