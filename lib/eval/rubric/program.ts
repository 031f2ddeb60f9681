// The rubric's vocabulary and the types of its data, free of zod so that the browser-side
// re-check (which runs the engine on a downloaded artifact) carries no schema library. The
// zod schemas that validate this data live in program-schema.ts; the types come from them.
import type { RubricProgram } from './program-schema';

export type { CheckSpec, Excuse, ExcuseTest, NormaliseStep, PatternSpec, RubricProgram } from './program-schema';

/** Interpreter semantics. Bump it (and keep the old branch) if engine.ts changes meaning. */
export const RUBRIC_ENGINE_VERSION = 1;

export const ASSERTION_KINDS = ['must-match', 'must-not-match'] as const;
export type AssertionKind = (typeof ASSERTION_KINDS)[number];

export const ASSERTION_ORIGINS = ['scenario', 'guard'] as const;
export type AssertionOrigin = (typeof ASSERTION_ORIGINS)[number];

/**
 * Where a check looks for its pattern: in each sentence, in each pair of adjacent
 * sentences (a claim and its qualifier are often split: "Fix payments. That comes first."),
 * or in the whole normalised message.
 */
export const SCOPES = ['sentence', 'adjacent', 'message'] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * The text an excuse test reads, relative to one match: what precedes it in its clause,
 * sentence or message; the clause up to and including it (a negation can sit inside a
 * match: "I have not yet ordered"); or what follows it in its clause, the next clause or the
 * rest of the sentence.
 */
export const WINDOWS = ['clause-before', 'clause-through', 'sentence-before', 'message-before', 'clause-after', 'next-clause', 'sentence-after'] as const;
export type Window = (typeof WINDOWS)[number];

/** Normalisation steps that need more than a regular-expression replacement. */
export const BUILTIN_STEPS = ['markdown-tables', 'structured-keys', 'number-words', 'number-forms'] as const;
export type BuiltinStep = (typeof BUILTIN_STEPS)[number];

/**
 * The program that reproduces schema-1 scoring exactly: no normalisation, the message as
 * one unit, no excuses. A schema-1 outcome's pattern applied under it is `pattern.exec(message)`.
 */
export const VERBATIM_PROGRAM: RubricProgram = {
  engine: RUBRIC_ENGINE_VERSION,
  normalise: [],
  sentenceBreak: { pattern: '(?!)', flags: '' },
  clauseBreak: { pattern: '(?!)', flags: '' },
  excuses: {},
};
