// The journal's reading rule: complete lines are cases, an unterminated last line is a case
// whose write never finished, and anything else is refused by file and line.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArtifactCase } from './artifact-schema';
import { RunJournal, journalPathFor, readJournalText } from './run-journal';

const row = (attempt: number): ArtifactCase => ({
  scenarioId: 'alpha', label: null, group: 'core', attempt, startedAt: '2026-11-30T00:00:00.000Z', elapsedMs: 1,
  priorTurn: null, prompt: 'p', response: { kind: 'answer', message: 'line one\nline "two"', degraded: false, degradedReason: null },
  modelSteps: [], toolCalls: [], assertions: [], passed: true, failureStage: null, failureText: null, usage: null, costUsd: null,
});
const line = (attempt: number) => `${JSON.stringify(row(attempt))}\n`;

describe('run journal', () => {
  it.each<[string, string, number[], boolean]>([
    ['an empty journal', '', [], false],
    ['complete lines', line(1) + line(2), [1, 2], false],
    ['a torn last line', line(1) + line(2).slice(0, 40), [1], true],
    ['a last line missing only its newline', line(1) + line(2).slice(0, -1), [1], true],
    ['a torn first line', line(1).slice(0, 5), [], true],
  ])('reads %s', (_name, text, attempts, torn) => {
    const contents = readJournalText(text, 'j');
    expect(contents.rows.map((item) => item.attempt)).toEqual(attempts);
    expect(contents.tornLastLine).toBe(torn);
  });

  it.each([
    ['a torn line before a complete one', `${line(1).slice(0, 30)}\n${line(2)}`, 'j: line 1: expected one recorded case as JSON'],
    ['a terminated line that is not a case', `${line(1)}{"scenarioId":"x"}\n`, 'j: line 2: expected one recorded case as JSON'],
    ['a blank line', `${line(1)}\n${line(2)}`, 'j: line 2: expected one recorded case as JSON'],
  ])('refuses %s', (_name, text, message) => {
    expect(() => readJournalText(text, 'j')).toThrow(message);
  });

  it('appends one line per case, names itself after the artifact and this process, and removes itself', () => {
    const directory = mkdtempSync(join(tmpdir(), 'journal-'));
    const path = journalPathFor(join(directory, 'run-1.json'));
    expect(path).toBe(join(directory, `.run-1.json.${process.pid}.journal`));
    const journal = RunJournal.create(path);
    expect(() => RunJournal.create(path)).toThrow(/EEXIST/);
    journal.append(row(1));
    journal.append(row(2));
    expect(readFileSync(path, 'utf8')).toBe(line(1) + line(2));
    journal.remove();
    expect(existsSync(path)).toBe(false);
    rmSync(directory, { recursive: true, force: true });
  });
});
