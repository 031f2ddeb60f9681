// One commit's files, materialised in a temporary directory so that commit's own code can
// run there: `git archive` of the commit unpacked by `tar` (the repository itself is left
// untouched: no worktree is registered, nothing is checked out), with this checkout's
// `node_modules` linked in, since an archive holds no dependencies. Every child process is
// bounded in time and gets a small allow-listed environment.
import { execFile, execFileSync, type ExecFileException } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CommitTree {
  commit: string;
  directory: string;
  remove(): void;
}

export interface TreeRun {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** The archive of a whole repository fits easily; a runaway one is cut off rather than filling memory. */
const MAXIMUM_ARCHIVE_BYTES = 512 * 1024 * 1024;
const ENVIRONMENT_ALLOWLIST = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SystemRoot'] as const;

export class CommitTreeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommitTreeError';
  }
}

export function materialiseCommit(root: string, commit: string, timeoutMs: number): CommitTree {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) throw new CommitTreeError(`${root} has no node_modules to lend the commit's tree: run npm ci first`);
  const directory = mkdtempSync(join(tmpdir(), `submit-${commit.slice(0, 12)}-`));
  const link = join(directory, 'node_modules');
  const remove = () => {
    if (existsSync(link)) unlinkSync(link); // the link only, never this checkout's dependencies
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: root, maxBuffer: MAXIMUM_ARCHIVE_BYTES, timeout: timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] });
    execFileSync('tar', ['-x', '-f', '-', '-C', directory], { input: archive, timeout: timeoutMs, stdio: ['pipe', 'ignore', 'pipe'] });
    symlinkSync(realpathSync(modules), link, 'dir');
  } catch (error) {
    remove();
    throw new CommitTreeError(`could not materialise commit ${commit.slice(0, 12)}: ${firstLine(error)}`);
  }
  return { commit, directory, remove };
}

/** `node --import tsx <entry> ...args` inside the tree, as that commit's package scripts run it. */
export function runInTree(tree: CommitTree, entry: string, args: readonly string[], timeoutMs: number): Promise<TreeRun> {
  const env = Object.fromEntries(ENVIRONMENT_ALLOWLIST.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]]))) as NodeJS.ProcessEnv;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', entry, ...args],
      { cwd: tree.directory, env, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error: ExecFileException | null, stdout: string, stderr: string) => {
        const timedOut = Boolean(error?.killed);
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr, timedOut });
      },
    );
  });
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? ((error as { stderr?: Buffer | string }).stderr?.toString() || error.message) : String(error);
  return text.trim().split('\n')[0] ?? '';
}
