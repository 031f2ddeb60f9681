import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readCliVersion, runProcess, type SpawnFunction } from './process';
import { CLI_PATH, isAlive, makeScratch } from './__fixtures__/cli-test-kit';

const node = process.execPath;
const env = { PATH: process.env.PATH };

describe('runProcess', () => {
  it('writes stdin, ends it, and captures stdout, stderr and the exit code', async () => {
    const script = 'let t="";process.stdin.on("data",d=>t+=d).on("end",()=>{process.stdout.write(t.toUpperCase());process.stderr.write("e");process.exit(3)})';
    const result = await runProcess({ command: node, args: ['-e', script], env, stdin: 'hello', timeoutMs: 10_000 });
    expect(result).toEqual({ outcome: 'exited', exitCode: 3, stdout: 'HELLO', stderr: 'e' });
  });

  it('gives the child /dev/null as stdin when no input is given, so a reader sees EOF at once', async () => {
    const script = 'process.stdin.on("data",()=>{}).on("end",()=>process.stdout.write("eof"))';
    const result = await runProcess({ command: node, args: ['-e', script], env, timeoutMs: 10_000 });
    expect(result.stdout).toBe('eof');
  });

  it('reports a command missing from PATH as spawn-failed with ENOENT', async () => {
    const result = await runProcess({ command: 'commerce-v1-no-such-cli', args: [], env, stdin: 'prompt', timeoutMs: 10_000 });
    expect(result).toMatchObject({ outcome: 'spawn-failed', spawnErrorCode: 'ENOENT' });
  });

  it('kills the whole process group on timeout, helpers included', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'commerce-v1-process-'));
    const pidFile = join(directory, 'pid');
    const script = `const c=require("node:child_process").spawn(process.execPath,["-e","setInterval(()=>{},1000)"],{stdio:"ignore"});require("node:fs").writeFileSync(${JSON.stringify(pidFile)},String(c.pid));process.on("SIGTERM",()=>{});setInterval(()=>{},1000)`;
    const result = await runProcess({ command: node, args: ['--input-type=commonjs', '-e', script], env, timeoutMs: 800 });
    expect(result.outcome).toBe('timeout');
    const helper = Number(await readFile(pidFile, 'utf8'));
    await expect.poll(() => isAlive(helper), { timeout: 5_000 }).toBe(false);
    await rm(directory, { recursive: true, force: true });
  });

  it('stops on abort and does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const result = await runProcess({ command: node, args: ['-e', 'setInterval(()=>{},1000)'], env, timeoutMs: 10_000, signal: controller.signal });
    expect(result.outcome).toBe('aborted');
    const spawnSpy = vi.fn<SpawnFunction>();
    const early = await runProcess({ command: node, args: [], env, timeoutMs: 10_000, signal: AbortSignal.abort(), spawn: spawnSpy });
    expect(early.outcome).toBe('aborted');
    expect(spawnSpy).not.toHaveBeenCalled();
  });

  it('uses an injected spawn function', async () => {
    const spawnSpy = vi.fn<SpawnFunction>((command, args, options) => spawn(command, args, options));
    const result = await runProcess({ command: node, args: ['-e', 'process.stdout.write("ok")'], env, timeoutMs: 10_000, spawn: spawnSpy });
    expect(result.stdout).toBe('ok');
    expect(spawnSpy).toHaveBeenCalledWith(node, ['-e', 'process.stdout.write("ok")'], expect.objectContaining({ detached: true }));
  });
});

describe('readCliVersion', () => {
  it('returns the first line of `--version` of the real CLI found on the PATH of the given env', async () => {
    const scratch = await makeScratch();
    const cliEnv = { PATH: CLI_PATH, HOME: scratch.home, CODEX_HOME: scratch.cliHome };
    expect(await readCliVersion('codex', cliEnv)).toEqual({ found: true, version: 'codex-cli 0.169.0' });
    expect(await readCliVersion('claude', cliEnv)).toEqual({ found: true, version: '2.1.328 (Claude Code)' });
    await scratch.remove();
  });

  it('says not-on-path when the binary is missing, failed when it exits non-zero', async () => {
    expect(await readCliVersion('commerce-v1-no-such-cli', env)).toEqual({ found: false, reason: 'not-on-path' });
    const failing: SpawnFunction = (_command, _args, options) => spawn(node, ['-e', 'process.exit(1)'], options);
    expect(await readCliVersion('anything', env, failing)).toEqual({ found: false, reason: 'failed' });
  });

  it('keeps only version-like characters', async () => {
    const noisy: SpawnFunction = (_command, _args, options) =>
      spawn(node, ['-e', 'console.log("1.2.3 \\u001b[31m<b>\\"x\\"</b>");console.log("second line")'], options);
    expect(await readCliVersion('anything', env, noisy)).toEqual({ found: true, version: '1.2.3 bx/b' });
  });
});
