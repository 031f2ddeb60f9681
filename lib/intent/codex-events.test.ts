import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AdapterErrorCategory } from '../models/model';
import { classifyCodexFailure, parseCodexEvents } from './codex-events';

// Captured from codex-cli 0.169.0 by scripts/capture-cli-transcripts.ts.
const TRANSCRIPTS = new URL('./__fixtures__/codex-transcripts/', import.meta.url);
interface Transcript { mode: string; outcome: string; exitCode: number | null; stdout: string; stderr: string }
const transcript = (mode: string): Transcript => JSON.parse(readFileSync(new URL(`${mode}.json`, TRANSCRIPTS), 'utf8'));
const lines = (...events: unknown[]) => events.map((event) => JSON.stringify(event)).join('\n');

const FAILURES: [string, AdapterErrorCategory][] = [
  ['unauthorized', 'auth-unavailable'],
  ['unknown-model', 'model-unavailable'],
  ['rate-limited', 'rate-limited'],
  ['server-error', 'invocation-failed'],
  ['malformed-stream', 'invalid-output'],
  ['unknown-option', 'unsupported-option'],
  ['unknown-config-field', 'unsupported-option'],
  ['invalid-config-value', 'unsupported-option'],
  ['missing-codex-home', 'invocation-failed'],
];
/** Exit 0 with an agent message; whether it is JSON is the transport's next check. */
const ANSWERS = ['success', 'prose-answer'];
/** Never ends by itself: the harness's deadline records `timeout`, and preflight prevents the offline case. */
const UNFINISHED = ['stall', 'not-logged-in-offline'];
/** The preflight's own command, read by its exit code. */
const PREFLIGHT = ['login-status-not-logged-in'];

describe('the captured codex transcripts', () => {
  it('are all classified here, so a new capture cannot go unchecked', () => {
    const captured = readdirSync(fileURLToPath(TRANSCRIPTS)).map((file) => file.replace(/\.json$/, '')).sort();
    expect(captured).toEqual([...FAILURES.map(([mode]) => mode), ...ANSWERS, ...UNFINISHED, ...PREFLIGHT].sort());
  });

  it.each(FAILURES)('%s is a failure of category %s', (mode, category) => {
    const { stdout, stderr, exitCode } = transcript(mode);
    const events = parseCodexEvents(stdout);
    expect(events.turnFailed || exitCode !== 0).toBe(true);
    expect(classifyCodexFailure([...events.failureTexts, stderr])).toBe(category);
  });

  it.each(ANSWERS)('%s gives the final agent message, the turn usage, and the model the server named', (mode) => {
    const events = parseCodexEvents(transcript(mode).stdout);
    expect(events).toMatchObject({ turnFailed: false, failureTexts: [], usage: { inputTokens: 100, outputTokens: 20, cachedInputTokens: 7 } });
    expect(events.finalMessage).toEqual(expect.any(String));
    // The server named another model (OpenAI-Model header): the CLI reports it as a reroute,
    // followed by a warning item about "high-risk cyber activity" that decides nothing.
    expect(events.reroutedTo).toBe('gpt-5-loopback-snapshot');
  });

  it('every run opens with the informational model-metadata error item, which decides nothing', () => {
    for (const mode of ['success', 'server-error', 'unauthorized']) {
      const { stdout } = transcript(mode);
      expect(stdout).toContain('Model metadata for `gpt-5` not found');
      expect(parseCodexEvents(stdout).failureTexts.join('\n')).not.toContain('Model metadata');
    }
    // A server error after the notice stays a server error, not an unavailable model.
    expect(classifyCodexFailure(parseCodexEvents(transcript('server-error').stdout).failureTexts)).toBe('invocation-failed');
  });

  it('offline and not logged in, the CLI retries "waiting for network" until it is stopped', () => {
    const { outcome, stdout } = transcript('not-logged-in-offline');
    expect(outcome).toBe('timeout');
    expect(stdout).toContain('Reconnecting... waiting for network');
    expect(parseCodexEvents(stdout).turnFailed).toBe(false);
  });
});

describe('parseCodexEvents', () => {
  it.each([
    ['an error item', { type: 'item.completed', item: { type: 'error', message: 'model rerouted: gpt-5 -> gpt-5-mini (HighRiskCyberActivity)' } }],
    ['an error event', { type: 'error', message: 'model rerouted: gpt-5 -> gpt-5-mini (HighRiskCyberActivity)' }],
    ['a warning event', { type: 'warning', message: 'model rerouted: gpt-5 -> gpt-5-mini (HighRiskCyberActivity)' }],
  ])('reads a reroute notice from %s without counting it as a failure', (_label, event) => {
    expect(parseCodexEvents(lines(event))).toMatchObject({ reroutedTo: 'gpt-5-mini', failureTexts: [] });
  });

  it('ignores a reroute target that does not look like a model id', () => {
    expect(parseCodexEvents(lines({ type: 'error', message: 'model rerouted: a -> <script> (x)' })).reroutedTo).toBeUndefined();
  });
});

describe('classifyCodexFailure beyond the captures (texts of the ChatGPT backend)', () => {
  it.each([
    ["The 'gpt-9' model is not supported when using Codex with a ChatGPT account.", 'model-unavailable'],
    ["You've hit your usage limit. Try again at 5:00 PM.", 'rate-limited'],
    ['unexpected status 401 Unauthorized: Missing bearer or basic authentication in header', 'auth-unavailable'],
    ['', 'invocation-failed'],
  ])('%s -> %s', (text, category) => {
    expect(classifyCodexFailure([text])).toBe(category);
  });
});
