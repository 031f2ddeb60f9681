// The one place that spawns a model CLI. A transport builds its argv; this runs it with a
// deadline and hands back what the process printed. The child leads its own process group so
// a timeout or abort kills the helpers a CLI starts too, not just the CLI. Callers turn the
// captured text into an adapter category and drop it: nothing here logs stdout or stderr.
import { spawn as nodeSpawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export type SpawnFunction = (command: string, args: readonly string[], options: SpawnOptions) => ChildProcess;

export interface ProcessRequest {
  /** Looked up on `env.PATH` (Node uses the child's PATH when `env` is given). */
  command: string;
  args: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  cwd?: string;
  /** Written to stdin, which is then ended. Undefined: stdin is /dev/null. */
  stdin?: string;
  timeoutMs: number;
  signal?: AbortSignal;
  spawn?: SpawnFunction;
}

export type ProcessOutcome = 'exited' | 'timeout' | 'aborted' | 'spawn-failed';

export interface ProcessResult {
  outcome: ProcessOutcome;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** errno code when the process could not be started (ENOENT: not on PATH). */
  spawnErrorCode?: string;
}

/** A CLI that floods its output is cut off here rather than exhausting memory. */
const OUTPUT_LIMIT_BYTES = 16 * 1024 * 1024;
/** Time a CLI gets to exit on SIGTERM before the whole group is SIGKILLed. */
const KILL_GRACE_MS = 1_000;
const usesProcessGroups = process.platform !== 'win32';

// Detached children do not get the terminal's SIGINT, so kill any still running when this
// process exits (a runner that handles SIGINT by calling process.exit() reaches this).
const liveGroups = new Set<number>();
process.once('exit', () => liveGroups.forEach((pid) => killGroup(pid, 'SIGKILL')));

export function runProcess(request: ProcessRequest): Promise<ProcessResult> {
  const empty = { exitCode: null, stdout: '', stderr: '' };
  if (request.signal?.aborted) return Promise.resolve({ outcome: 'aborted', ...empty });
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      child = (request.spawn ?? nodeSpawn)(request.command, request.args, {
        cwd: request.cwd,
        env: definedOnly(request.env),
        stdio: [request.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        detached: usesProcessGroups,
        windowsHide: true,
      });
    } catch (error) {
      resolve({ outcome: 'spawn-failed', ...empty, spawnErrorCode: errorCode(error) });
      return;
    }
    const stdout = new OutputBuffer();
    const stderr = new OutputBuffer();
    let stopReason: 'timeout' | 'aborted' | undefined;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const pid = child.pid;
    if (pid !== undefined) liveGroups.add(pid);

    const settle = (result: ProcessResult) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      request.signal?.removeEventListener('abort', onAbort);
      if (pid !== undefined) liveGroups.delete(pid);
      resolve(result);
    };
    const stop = (reason: 'timeout' | 'aborted') => {
      if (stopReason || settled) return;
      stopReason = reason;
      signalChild(child, 'SIGTERM');
      timers.push(setTimeout(() => signalChild(child, 'SIGKILL'), KILL_GRACE_MS));
      // A helper that left the group could keep the pipes open: stop waiting for it.
      timers.push(setTimeout(() => finish(null), KILL_GRACE_MS * 3));
    };
    const finish = (exitCode: number | null) => {
      child.stdout?.destroy();
      child.stderr?.destroy();
      settle({ outcome: stopReason ?? 'exited', exitCode, stdout: stdout.text(), stderr: stderr.text() });
    };
    const onAbort = () => stop('aborted');

    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      if (child.pid === undefined) settle({ outcome: 'spawn-failed', ...empty, spawnErrorCode: errorCode(error) });
    });
    child.on('close', (code) => finish(code));
    timers.push(setTimeout(() => stop('timeout'), request.timeoutMs));
    request.signal?.addEventListener('abort', onAbort, { once: true });
    if (child.stdin) {
      // A CLI that rejects its flags exits before reading stdin: EPIPE is expected then.
      child.stdin.on('error', () => undefined);
      child.stdin.end(request.stdin);
    }
  });
}

export type CliVersion = { found: true; version: string } | { found: false; reason: 'not-on-path' | 'failed' };

/** `<command> --version`, first line, for the artifact. Never throws. */
export async function readCliVersion(
  command: string,
  env: Readonly<Record<string, string | undefined>>,
  spawn?: SpawnFunction,
): Promise<CliVersion> {
  const result = await runProcess({ command, args: ['--version'], env, timeoutMs: 15_000, spawn });
  if (result.outcome === 'spawn-failed') {
    return { found: false, reason: result.spawnErrorCode === 'ENOENT' ? 'not-on-path' : 'failed' };
  }
  const line = result.stdout.split('\n').map((text) => text.trim()).find(Boolean);
  // Only version-like characters reach the artifact, whatever the binary prints.
  const version = line?.replace(/\u001b\[[0-9;]*m/g, '').replace(/[^\w .()+\-/:]/g, '').slice(0, 80).trim();
  if (result.outcome !== 'exited' || result.exitCode !== 0 || !version) return { found: false, reason: 'failed' };
  return { found: true, version };
}

function signalChild(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  if (usesProcessGroups) killGroup(child.pid, signal);
  else child.kill(signal);
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

function definedOnly(env: Readonly<Record<string, string | undefined>>): NodeJS.ProcessEnv {
  // The cast only widens: Next's types declare NODE_ENV on ProcessEnv, a child need not have it.
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined)) as NodeJS.ProcessEnv;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

class OutputBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  push(chunk: Buffer): void {
    if (this.size >= OUTPUT_LIMIT_BYTES) return;
    this.chunks.push(chunk);
    this.size += chunk.length;
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}
