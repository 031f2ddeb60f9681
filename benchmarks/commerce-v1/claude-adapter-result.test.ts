import { describe, expect, it } from 'vitest';
import { classifyClaudeFailure, isClaudeSuccess, parseClaudeResult, servedModel } from './claude-adapter-result';

const result = { type: 'result', subtype: 'success', is_error: false, structured_output: { ok: true } };

describe('parseClaudeResult', () => {
  it('reads the object form and the array form (last element of type result)', () => {
    expect(parseClaudeResult(JSON.stringify(result))).toEqual(result);
    const array = [{ type: 'system', subtype: 'init' }, { ...result, structured_output: { ok: false } }, { type: 'assistant' }, result];
    expect(parseClaudeResult(JSON.stringify(array))).toEqual(result);
  });

  it('reads a result on the last line after stray output, and nothing from garbage', () => {
    expect(parseClaudeResult(`warning: something\n${JSON.stringify(result)}\n`)).toEqual(result);
    expect(parseClaudeResult('{"type":"result","subtype":"succ')).toBeUndefined();
    expect(parseClaudeResult('[{"type":"assistant"}]')).toBeUndefined();
  });
});

describe('isClaudeSuccess', () => {
  it.each([
    [result, true],
    [{ ...result, is_error: true }, false],
    [{ ...result, subtype: 'error_during_execution' }, false],
    [{ ...result, structured_output: undefined }, false],
    [{ ...result, structured_output: null }, false],
  ])('%j -> %s', (value, expected) => {
    expect(isClaudeSuccess(value)).toBe(expected);
  });
});

describe('servedModel', () => {
  it('picks the model with most output tokens and ignores keys that are not model ids', () => {
    const modelUsage = { 'claude-haiku-4-5': { outputTokens: 8 }, 'claude-sonnet-5': { outputTokens: 120 }, '<bad key>': { outputTokens: 999 } };
    expect(servedModel({ modelUsage })).toBe('claude-sonnet-5');
    expect(servedModel({})).toBeUndefined();
  });
});

describe('classifyClaudeFailure', () => {
  const failed = (text: string) => ({ type: 'result', subtype: 'success', is_error: true, result: text });
  it.each([
    [failed('Not logged in · Please run /login'), '', 1, 'auth-unavailable'],
    [failed('Invalid API key · Fix external API key'), '', 1, 'auth-unavailable'],
    [failed("There's an issue with the selected model (x). It may not exist or you may not have access to it."), '', 1, 'model-unavailable'],
    [undefined, "error: unknown option '--no-chrome'", 1, 'unsupported-option'],
    [undefined, 'Error: --json-schema is not a valid JSON Schema: must be object', 1, 'unsupported-option'],
    [undefined, 'Error: Claude Code cannot be launched inside another Claude Code session.', 1, 'nested-session'],
    [{ type: 'result', subtype: 'error_max_structured_output_retries', is_error: true, errors: ['Failed'] }, '', 1, 'invalid-output'],
    [{ type: 'result', subtype: 'success', is_error: false }, '', 0, 'invalid-output'],
    [{ type: 'result', subtype: 'error_max_turns', is_error: true }, '', 1, 'invocation-failed'],
    [undefined, '', 0, 'invalid-output'],
    [undefined, 'Segmentation fault', 139, 'invocation-failed'],
  ])('%j / %s / exit %s -> %s', (parsed, stderr, exitCode, category) => {
    expect(classifyClaudeFailure(parsed, stderr, exitCode)).toBe(category);
  });
});
