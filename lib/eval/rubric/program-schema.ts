// The rubric as data. A benchmark declares its normalisation, its sentence and clause
// boundaries, its named excuses and its checks as regular expressions with a little
// structure around them; the engine (engine.ts) interprets that data and nothing else.
// Because the whole rubric is data, an artifact records it once and anyone can re-apply a
// recorded verdict years later — in Node, in a browser — without the code that wrote it.
import { z } from 'zod';
import { ASSERTION_KINDS, ASSERTION_ORIGINS, BUILTIN_STEPS, RUBRIC_ENGINE_VERSION, SCOPES, WINDOWS } from './program';

/** No g or y: the engine adds `g` itself, and a sticky pattern would mean something else. */
const Flags = z.string().regex(/^(?!.*(.).*\1)[imsu]*$/, 'expected regular-expression flags from i, m, s, u, each at most once');
const Name = z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a lowercase kebab-case name');

export const PatternSpecSchema = z.strictObject({ pattern: z.string().min(1), flags: Flags });
export type PatternSpec = z.infer<typeof PatternSpecSchema>;

export const ExcuseTestSchema = z.strictObject({ window: z.enum(WINDOWS), pattern: z.string().min(1), flags: Flags });
export type ExcuseTest = z.infer<typeof ExcuseTestSchema>;

export const ExcuseSchema = z.strictObject({ says: z.string().min(1), tests: z.array(ExcuseTestSchema).min(1) });
export type Excuse = z.infer<typeof ExcuseSchema>;

const ReplaceStep = z.strictObject({ id: Name, says: z.string().min(1), pattern: z.string().min(1), flags: Flags, replace: z.string() });
const BuiltinStepSchema = z.strictObject({ id: Name, says: z.string().min(1), builtin: z.enum(BUILTIN_STEPS) });
export const NormaliseStepSchema = z.union([ReplaceStep, BuiltinStepSchema]);
export type NormaliseStep = z.infer<typeof NormaliseStepSchema>;

export const RubricProgramSchema = z.strictObject({
  engine: z.literal(RUBRIC_ENGINE_VERSION),
  /** Applied in order to the final message before any check reads it. */
  normalise: z.array(NormaliseStepSchema),
  /** Splits the normalised message into sentences. */
  sentenceBreak: PatternSpecSchema,
  /** Splits a sentence into clauses, the reach of most excuses. */
  clauseBreak: PatternSpecSchema,
  excuses: z.record(Name, ExcuseSchema),
});
export type RubricProgram = z.infer<typeof RubricProgramSchema>;

/** One check as recorded: everything the engine needs to re-apply it. */
export const CheckSpecSchema = z.strictObject({
  id: Name,
  kind: z.enum(ASSERTION_KINDS),
  origin: z.enum(ASSERTION_ORIGINS),
  /** One line, in plain words, of what the check establishes. */
  says: z.string().min(1),
  pattern: z.string().min(1),
  flags: Flags,
  scope: z.enum(SCOPES),
  /** Names of program excuses under which a match does not count. */
  excuses: z.array(Name),
  /** Excuses of this check alone. */
  unless: z.array(ExcuseTestSchema),
});
export type CheckSpec = z.infer<typeof CheckSpecSchema>;

