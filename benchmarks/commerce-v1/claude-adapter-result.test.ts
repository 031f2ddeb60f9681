import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AdapterErrorCategory } from '../../lib/models/model';
import { classifyClaudeFailure, isClaudeSuccess, parseClaudeResult, servedModel } from './claude-adapter-result';

// Captured from Claude Code 2.1.328 by scripts/capture-cli-transcripts.ts.
const TRANSCRIPTS = new URL('./__fixtures__/claude-transcripts/', import.meta.url);
interface Transcript { mode: string; outcome: string; exitCode: number | null; stdout: string; stderr: string }
const transcript = (mode: string): Transcript => JSON.parse(readFileSync(new URL(`${mode}.json`, TRANSCRIPTS), 'utf8'));

const FAILURES: [string, AdapterErrorCategory][] = [
  ['not-logged-in', 'auth-unavailable'],
  ['unauthorized', 'auth-unavailable'],
  ['unknown-model', 'model-unavailable'],
  ['rate-limited', 'rate-limited'],
  ['server-error', 'invocation-failed'],
  ['malformed-stream', 'invalid-output'],
  ['schema-never-satisfied', 'invalid-output'],
  ['prose-answer', 'invalid-output'],
  ['unknown-option', 'unsupported-option'],
  ['invalid-setting-sources', 'unsupported-option'],
  ['invalid-output-format', 'unsupported-option'],
  ['invalid-json-schema', 'unsupported-option'],
];
const SUCCESSES = ['success', 'success-verbose'];
/** Killed by the harness's deadline: recorded as `timeout` before any output is read. */
const UNFINISHED = ['stall'];

describe('the captured Claude Code transcripts', () => {
  it('are all classified here, so a new capture cannot go unchecked', () => {
    const captured = readdirSync(fileURLToPath(TRANSCRIPTS)).map((file) => file.replace(/\.json$/, '')).sort();
    expect(captured).toEqual([...FAILURES.map(([mode]) => mode), ...SUCCESSES, ...UNFINISHED].sort());
  });

  it.each(FAILURES)('%s is a failure of category %s', (mode, category) => {
    const { stdout, stderr, exitCode } = transcript(mode);
    const result = parseClaudeResult(stdout);
    expect(result !== undefined && isClaudeSuccess(result) && exitCode === 0).toBe(false);
    expect(classifyClaudeFailure(result, stderr, exitCode)).toBe(category);
  });

  it.each(SUCCESSES)('%s carries the structured output, and the requested model as the served one', (mode) => {
    const { stdout, exitCode } = transcript(mode);
    const result = parseClaudeResult(stdout)!;
    expect(exitCode).toBe(0);
    expect(isClaudeSuccess(result)).toBe(true);
    expect(result.structured_output).toMatchObject({ action: 'final', kind: 'answer' });
    expect(servedModel(result)).toBe('claude-sonnet-4-5');
  });

  it('stall ended by the deadline, not by the CLI', () => {
    expect(transcript('stall')).toMatchObject({ outcome: 'timeout', stdout: '' });
  });
});

describe('parseClaudeResult', () => {
  const result = { type: 'result', subtype: 'success', is_error: false, structured_output: { ok: true } };
  it('reads a result on the last line after stray output, and nothing from garbage', () => {
    expect(parseClaudeResult(`warning: something\n${JSON.stringify(result)}\n`)).toEqual(result);
    expect(parseClaudeResult('{"type":"result","subtype":"succ')).toBeUndefined();
    expect(parseClaudeResult('[{"type":"assistant"}]')).toBeUndefined();
  });
});

describe('servedModel', () => {
  it('picks the model with most output tokens and ignores keys that are not model ids', () => {
    const modelUsage = { 'claude-haiku-4-5': { outputTokens: 8 }, 'claude-sonnet-5': { outputTokens: 120 }, '<bad key>': { outputTokens: 999 } };
    expect(servedModel({ modelUsage })).toBe('claude-sonnet-5');
    expect(servedModel({})).toBeUndefined();
  });
});

describe('classifyClaudeFailure beyond the captures', () => {
  it.each([
    // The nested-session guard of 2.1.39–2.1.169 cannot be reproduced with 2.1.328; its text is from their changelog.
    [undefined, 'Error: Claude Code cannot be launched inside another Claude Code session.', 1, 'nested-session'],
    [{ type: 'result', subtype: 'success', is_error: true, api_error_status: 403, result: 'API Error: 403' }, '', 1, 'auth-unavailable'],
    [{ type: 'result', subtype: 'error_max_turns', is_error: true }, '', 1, 'invocation-failed'],
    [undefined, '', 0, 'invalid-output'],
    [undefined, 'Segmentation fault', 139, 'invocation-failed'],
  ] as const)('%j / %s / exit %s -> %s', (parsed, stderr, exitCode, category) => {
    expect(classifyClaudeFailure(parsed as Record<string, unknown> | undefined, stderr, exitCode)).toBe(category);
  });
});
