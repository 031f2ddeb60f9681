// The run artifact, schema version 2: one JSON file per run, the only thing the site and
// the audit tools read. Every writer goes through this schema; readers also accept every
// earlier version (artifact-versions.ts). Objects are strict: an unknown key is refused by
// name rather than dropped. `z.infer` gives the types.
//
// What version 2 adds: the rubric the run was scored with, recorded once as data (so any
// verdict can be re-derived from the artifact alone), compact per-case outcomes that point
// into it, an `interrupted` state, the endpoint that served a model run, shards and merges.
import { z } from 'zod';
import { TOOL_STATUSES } from '../commerce/tool-result';
import { ADAPTER_ERROR_CATEGORIES } from '../models/model';
import { PROVIDER_KINDS } from '../models/provider';
import { ASSERTION_ORIGINS } from './rubric/program';
import { CheckSpecSchema, RubricProgramSchema } from './rubric/program-schema';
import { FAILURE_STAGES } from './rubric/verdict';

export const ARTIFACT_SCHEMA_VERSION = 2;

export const RUN_STATES = ['running', 'complete', 'interrupted'] as const;

/**
 * Why a case has no valid final response: a transport category, an unusable step, the step
 * cap, or `harness-error` when the harness itself threw (its detail goes to stderr, not here).
 */
export const DEGRADED_REASONS = [...ADAPTER_ERROR_CATEGORIES, 'invalid-step', 'step-cap', 'harness-error'] as const;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'expected a lowercase hex SHA-256 digest');
const IsoTimestamp = z.iso.datetime();
/** A repository-relative file path: no dot segments, no absolute path, a file extension. */
export const RepositoryPath = z
  .string()
  .regex(/^(?!\/)(?!(?:.*\/)?\.\.?(?:\/|$))[A-Za-z0-9_@+.-]+(?:\/[A-Za-z0-9_@+.-]+)*\.[A-Za-z0-9]+$/, 'expected a repository-relative file path');
/** A run id; what makes one usable as a file name and URL segment is checked in artifact-rules.ts. */
const RunId = z.string();
const ScenarioId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a scenario id');

const Usage = z.strictObject({
  inputTokens: z.number().int().nonnegative().optional(),
  outputTokens: z.number().int().nonnegative().optional(),
  cachedInputTokens: z.number().int().nonnegative().optional(),
});

/** One check's outcome on one case; what it checks is in the artifact's `rubric`. */
export const OutcomeSchema = z.strictObject({
  id: z.string(),
  origin: z.enum(ASSERTION_ORIGINS),
  held: z.boolean(),
  /** The live match: evidence for a must-match that held or a must-not-match that failed. */
  matched: z.string().nullable(),
});

export const ToolCallSchema = z.strictObject({
  /** Index of the model step that asked for the call; null for the agent's own opening call. */
  step: z.number().int().nonnegative().nullable(),
  tool: z.string(),
  input: z.unknown(),
  status: z.enum(TOOL_STATUSES),
  output: z.unknown().optional(),
  refusal: z.string().optional(),
});

export const ModelStepSchema = z.strictObject({
  index: z.number().int().nonnegative(),
  latencyMs: z.number().nonnegative(),
  /** The step JSON as the model returned it, when it was valid JSON. Untrusted text. */
  output: z.unknown().nullable(),
  /** Why the step was unusable: an adapter category or 'invalid-step'. */
  problem: z.enum(DEGRADED_REASONS).nullable(),
  resolvedModel: z.string().nullable(),
});

export const CaseSchema = z.strictObject({
  scenarioId: ScenarioId,
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
    degradedReason: z.enum(DEGRADED_REASONS).nullable(),
  }),
  modelSteps: z.array(ModelStepSchema),
  toolCalls: z.array(ToolCallSchema),
  /** The scenario's checks, then the guard's, in the order the rubric declares them. */
  assertions: z.array(OutcomeSchema),
  passed: z.boolean(),
  failureStage: z.enum(FAILURE_STAGES).nullable(),
  failureText: z.string().nullable(),
  usage: Usage.nullable(),
  costUsd: z.number().nonnegative().nullable(),
});

/** The rubric a run was scored with, as data: the engine's program and every check. */
export const RecordedRubricSchema = z.strictObject({
  program: RubricProgramSchema,
  guard: z.array(CheckSpecSchema),
  /** Scenario id → its checks, for every scenario of the selection. */
  scenarios: z.record(ScenarioId, z.array(CheckSpecSchema)),
});

const ArtifactReference = z.strictObject({ runId: RunId, file: z.string(), sha256: Sha256 });

export const ArtifactSchema = z.strictObject({
  schemaVersion: z.literal(ARTIFACT_SCHEMA_VERSION),
  benchmark: z.literal('commerce-v1'),
  runId: RunId,
  /** What the figures are, in words a reader cannot misread. */
  statusLabel: z.string(),
  /** `running` while cases are recorded (a published `running` artifact is a killed run); `interrupted` when Ctrl-C or a recovered kill ended it early. */
  state: z.enum(RUN_STATES),
  provider: z.strictObject({
    id: z.string(),
    kind: z.enum(PROVIDER_KINDS),
    /** `scheme://host[:port]` of a non-default model endpoint that served the run; never a path or key. */
    endpoint: z.string().regex(/^https?:\/\/[A-Za-z0-9.:[\]-]+$/, 'expected scheme://host[:port]').nullable(),
  }),
  model: z.strictObject({
    requested: z.string().nullable(),
    /** Distinct models the transport reported as having served requests. */
    resolved: z.array(z.string()),
  }),
  selection: z.strictObject({
    spec: z.string(),
    caseIds: z.array(ScenarioId).min(1),
    /** Set when this artifact holds one shard of the selection's jobs (`--shard index/count`). */
    shard: z.strictObject({ index: z.number().int().positive(), count: z.number().int().positive() }).nullable(),
  }),
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
  sourceHashes: z.record(RepositoryPath, Sha256),
  lockfileSha256: Sha256,
  /** Set on a re-scored artifact: the run whose recorded messages were re-scored. */
  replayOf: ArtifactReference.nullable(),
  /** Set on a merged artifact: the shards it joins. */
  mergedFrom: z.array(ArtifactReference).min(2).nullable(),
  rubric: RecordedRubricSchema,
  cases: z.array(CaseSchema),
  summary: z.strictObject({
    total: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    degraded: z.number().int().nonnegative(),
  }),
});

/** The shape as written (always the current version). */
export type WrittenArtifact = z.infer<typeof ArtifactSchema>;
/** The shape every reader works with: any version, read into the current shape, keeping its version number. */
export type Artifact = Omit<WrittenArtifact, 'schemaVersion'> & { schemaVersion: 1 | typeof ARTIFACT_SCHEMA_VERSION };
export type ArtifactCase = z.infer<typeof CaseSchema>;
export type ArtifactToolCall = z.infer<typeof ToolCallSchema>;
export type ArtifactModelStep = z.infer<typeof ModelStepSchema>;
export type RecordedRubric = z.infer<typeof RecordedRubricSchema>;
export type DegradedReason = (typeof DEGRADED_REASONS)[number];
export type RunState = (typeof RUN_STATES)[number];

export function summarise(cases: readonly ArtifactCase[]): Artifact['summary'] {
  const passed = cases.filter((item) => item.passed).length;
  return {
    total: cases.length,
    passed,
    failed: cases.length - passed,
    degraded: cases.filter((item) => item.response.degraded).length,
  };
}
