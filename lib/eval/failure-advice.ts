// What a degraded case's reason means for whoever runs the benchmark: one line of what to do
// about it. The console line of a degraded case and the early-stop message both read it here.
import type { DegradedReason } from './artifact-schema';

export const FAILURE_ADVICE: Record<DegradedReason, string> = {
  'auth-unavailable': "not logged in, or the key was refused: log in again (docs/providers.md names each provider's login command) or check the key",
  'model-unavailable': 'the model is unknown or not available to this account: check the id given to --model',
  'rate-limited': 'a rate or usage limit was hit: wait for it to reset, or run with a lower --concurrency',
  'unsupported-option': 'the installed CLI or server rejects a pinned flag, setting or the schema: install the version docs/providers.md names',
  'nested-session': 'the CLI refused to start inside another Claude Code session: start the run from a plain shell',
  'invocation-failed': 'the CLI or the server failed (a crash, an HTTP 5xx, an unreachable endpoint): try again, and check the endpoint if it persists',
  timeout: 'no answer within COMMERCE_EVAL_TIMEOUT_MS: check the network or the endpoint, or raise the timeout',
  'invalid-output': 'the reply was malformed or not JSON: check that the endpoint speaks the protocol and the model supports structured output',
  'invalid-step': 'the model answered JSON that is not a valid step: a result about the model, not the setup',
  'step-cap': 'the model did not finish within the step cap: a result about the model, not the setup',
  'harness-error': 'the harness itself failed: see the error printed above, and report it',
};
