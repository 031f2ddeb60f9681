// What a provider is: a named way of obtaining a ModelRunner for one case. The registry
// that binds providers to a benchmark lives beside that benchmark.
import { ConfigError } from '../eval/config-error';
import type { Scenario } from '../eval/scenario';
import type { ModelRunner } from './model';

/** Real models answer; controls replay declared text and exist to test the harness. */
export const PROVIDER_KINDS = ['model', 'control'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export interface ProviderOptions {
  /** Requested model id (flag or COMMERCE_EVAL_MODEL). */
  model: string | undefined;
  /** Environment the transport reads its settings from. */
  env: Readonly<Record<string, string | undefined>>;
}

/** Facts a provider learns before the first case, recorded in the artifact. */
export interface ProviderPreflight {
  cliVersion?: string;
  /**
   * `scheme://host[:port]` of a non-default model endpoint the run is sent to (an endpoint
   * override), never a path, query, credentials or key. Undefined for the default endpoint.
   */
  endpoint?: string;
}

/**
 * What a control must do on every case, declared beside it: the reference must pass them all,
 * a known-bad answer must fail them all. The tests and the site's harness check read it.
 */
export type ControlExpectation = 'every-case-passes' | 'every-case-fails';

export interface ProviderDefinition {
  id: string;
  kind: ProviderKind;
  description: string;
  /** Controls only; a control without one is shown as counts, not as a check. */
  expectation?: ControlExpectation;
  /**
   * Checks configuration before anything is written: binary present, model given,
   * settings readable. Throws ProviderConfigError with a one-line reason.
   */
  preflight(options: ProviderOptions): Promise<ProviderPreflight>;
  /** A runner for one case. Controls are handed the scenario they play. */
  createRunner(options: ProviderOptions, scenario: Scenario): ModelRunner;
}

/** A configuration mistake found before any case ran. Its message is one line for a human. */
export class ProviderConfigError extends ConfigError {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderConfigError';
  }
}
