// Captures what the real Claude Code and Codex CLIs print (stdout, stderr, exit code) for each
// failure mode, run with the transports' own argv and environment against the loopback model
// server, and writes one scrubbed JSON file per mode. The classifier tests read these files,
// so the categories are decided from real texts rather than guessed ones.
//
// Inputs:  the CLIs pinned in package.json (node_modules/.bin is put first on PATH).
// Output:  benchmarks/commerce-v1/__fixtures__/claude-transcripts/<mode>.json
//          lib/intent/__fixtures__/codex-transcripts/<mode>.json
// Usage:   npx tsx scripts/capture-cli-transcripts.ts            (about a minute)
// Exit:    0 when every mode was captured; 1 otherwise.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { claudeCaptures, codexCaptures, type Capture } from './capture-cli-modes';
import { runProcess } from '../lib/models/process';
import { startLoopbackModel } from '../lib/models/__fixtures__/loopback-model/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const targets = {
  claude: join(root, 'benchmarks/commerce-v1/__fixtures__/claude-transcripts'),
  codex: join(root, 'lib/intent/__fixtures__/codex-transcripts'),
};

async function main(): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'commerce-v1-capture-'));
  const home = join(scratch, 'home');
  mkdirSync(home);
  const server = await startLoopbackModel({ kind: 'replies', replies: [] });
  const path = [join(root, 'node_modules', '.bin'), dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
  const context = { origin: server.origin, scratch, parentEnv: { PATH: path, HOME: home, LANG: 'C.UTF-8' } };
  let failed = 0;
  try {
    for (const [cli, captures] of [['claude', claudeCaptures(context)], ['codex', codexCaptures(context)]] as const) {
      mkdirSync(targets[cli], { recursive: true });
      for (const capture of captures) {
        const ok = await record(cli, capture, server, (text) => scrub(text, server.origin, scratch));
        if (!ok) failed += 1;
      }
    }
  } finally {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  return failed === 0 ? 0 : 1;
}

async function record(cli: keyof typeof targets, capture: Capture, server: Awaited<ReturnType<typeof startLoopbackModel>>, clean: (text: string) => string): Promise<boolean> {
  server.script(capture.script);
  const invocation = await capture.prepare();
  const result = await runProcess({ ...invocation, timeoutMs: capture.timeoutMs ?? 60_000 });
  const file = join(targets[cli], `${capture.mode}.json`);
  const transcript = {
    cli: capture.version,
    mode: capture.mode,
    what: capture.what,
    outcome: result.outcome,
    exitCode: result.exitCode,
    stdout: clean(result.stdout),
    stderr: clean(result.stderr),
  };
  writeFileSync(file, `${JSON.stringify(transcript, null, 2)}\n`);
  const ok = result.outcome === (capture.timeoutMs ? 'timeout' : 'exited');
  console.log(`${ok ? 'captured' : 'UNEXPECTED'} ${cli}/${capture.mode}: ${result.outcome}, exit ${result.exitCode}`);
  return ok;
}

/** Ports, temp paths and the home directory differ per machine and run. */
function scrub(text: string, origin: string, scratch: string): string {
  return text
    .replaceAll(origin.replace('http://', ''), '127.0.0.1:PORT')
    .replaceAll(scratch, '/tmp/commerce-v1-capture')
    .replace(/\/tmp\/commerce-v1-capture\/(claude|codex)-[A-Za-z0-9]{6}(?![A-Za-z0-9-])/g, '/tmp/commerce-v1-capture/$1-request')
    .replace(/\/cc-socks\/\d+\.sock/g, '/cc-socks/PID.sock');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
