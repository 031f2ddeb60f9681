// Every bad command line is refused before anything is written: one line on stderr, exit 2,
// and no file in the output folder or the working directory (the runner is started from an
// empty temp directory, so a stray write there would show).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runEvalSync } from './__fixtures__/eval-process';

const scratch = mkdtempSync(join(tmpdir(), 'eval-refusals-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const place = (name: string) => join(scratch, name);

// A fresh control run of this checkout (its digests are the current ones), copied so that
// tests can alter it; the copy keeps its own file name unless told otherwise.
const FRESH = place('fresh');
mkdirSync(FRESH);
const made = runEvalSync([...['--provider', 'reference', '--case', 'unit-economics'], '--out', FRESH]);
if (made.status !== 0) throw new Error(`the fixture run failed: ${made.stderr}`);
const FRESH_NAME = readdirSync(FRESH)[0]!;
function artifactCopy(folder: string, change: (json: Record<string, unknown>) => void = () => {}, name = FRESH_NAME): string {
  mkdirSync(place(folder), { recursive: true });
  const json = JSON.parse(readFileSync(join(FRESH, FRESH_NAME), 'utf8'));
  change(json);
  writeFileSync(place(`${folder}/${name}`), `${JSON.stringify(json, null, 2)}\n`);
  return place(`${folder}/${name}`);
}
const interrupted = (json: Record<string, unknown>) => Object.assign(json, { state: 'interrupted', finishedAt: null });

const reference = ['--provider', 'reference', '--case', 'unit-economics'];

// [what, arguments (built lazily, once the fixtures exist), environment, reason]
const BAD_COMMAND_LINES: Array<[string, () => string[], Record<string, string>, RegExp]> = [
  ['an unknown provider', () => ['--provider', 'nonsense'], {}, /unknown provider "nonsense"/],
  ['an unknown provider from the environment', () => [], { COMMERCE_EVAL_PROVIDER: 'nonsense' }, /unknown provider "nonsense"/],
  ['an unknown case', () => ['--provider', 'reference', '--case', 'nonexistent'], {}, /unknown case "nonexistent"/],
  ['an empty case list', () => ['--provider', 'reference', '--case', ' , '], {}, /case list is empty/],
  ['--repeat 0', () => [...reference, '--repeat', '0'], {}, /--repeat must be a positive whole number/],
  ['--repeat 99999999999 (was a RangeError)', () => [...reference, '--repeat', '99999999999'], {}, /--repeat must be at most 1000 \(.+\), got 99999999999/],
  ['--repeat 10000000 (was an out-of-memory abort)', () => [...reference, '--repeat', '10000000'], {}, /--repeat must be at most 1000/],
  ['--concurrency 1000', () => [...reference, '--concurrency', '1000'], {}, /--concurrency must be at most 32 \(.+\), got 1000/],
  ['--out "" (wrote into the working directory)', () => [...reference, '--out', ''], {}, /--out is empty/],
  ['--out naming a file (was a stack trace and exit 3)', () => [...reference, '--out', place('a-file.json')], {}, /--out \S+a-file\.json is a file, not a directory/],
  ['--out under a file', () => [...reference, '--out', place('a-file.json/sub')], {}, /above it is a file, not a directory/],
  ['--out naming a device', () => [...reference, '--out', '/dev/null'], {}, /--out \/dev\/null is a special file, not a directory/],
  ['--out under /proc (hung)', () => [...reference, '--out', '/proc/commerce-v1/out'], {}, /--out \/proc\/commerce-v1\/out is not writable \(ENOENT\)/],
  ['--out a /proc folder', () => [...reference, '--out', '/proc/self'], {}, /--out \/proc\/self is not writable \(ENOENT\)/],
  ['--out an unwritable folder', () => [...reference, '--out', '/sys/kernel'], {}, /--out \/sys\/kernel is not writable \((EACCES|EROFS|EPERM)\)/],
  ['--resume with other flags', () => ['--resume', 'x.json', '--provider', 'reference'], {}, /--resume takes no --provider/],
  ['--resume of a missing file', () => ['--resume', place('missing.json')], {}, /--resume \S+missing\.json: no such artifact file/],
  ['--resume of a complete run', () => ['--resume', artifactCopy('complete')], {}, /is already complete; there is nothing to resume/],
  ['--resume of a renamed artifact', () => ['--resume', artifactCopy('renamed', interrupted, 'renamed.json')], {}, /renamed\.json: \(file\): expected the file name "/],
  ['--resume of invalid UTF-8', () => { const path = artifactCopy('utf8', interrupted); writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.from([0xff])])); return ['--resume', path]; }, {}, /\(file\): expected UTF-8 text, found an invalid byte sequence at byte \d+/],
  [
    '--resume when a pinned file differs',
    () => ['--resume', artifactCopy('changed', (json) => { interrupted(json); (json.sourceHashes as Record<string, string>)['lib/commerce/agent.ts'] = '0'.repeat(64); })],
    {},
    /the pinned files differ from run \S+ digests: lib\/commerce\/agent\.ts \(different\); resume it from a checkout of the code that started it$/m,
  ],
  [
    '--resume when the lockfile differs',
    () => ['--resume', artifactCopy('lockfile', (json) => { interrupted(json); json.lockfileSha256 = '0'.repeat(64); })],
    {},
    /digests: package-lock\.json \(different\);/,
  ],
];

describe('npm run eval refuses a bad command line', () => {
  writeFileSync(place('a-file.json'), '{}');
  it.each(BAD_COMMAND_LINES)('%s: one line, exit 2, nothing written', (_what, args, env, reason) => {
    const argv = args();
    const cwd = mkdtempSync(join(scratch, 'cwd-'));
    const before = readdirSync(scratch, { recursive: true }).sort();
    const result = runEvalSync(argv, { cwd, env, timeoutMs: 30_000 });
    expect(result.error).toBeUndefined(); // not killed by the timeout: nothing hangs
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^eval-commerce: /);
    expect(result.stderr).toMatch(reason);
    expect(result.stdout).toBe('');
    expect(readdirSync(cwd)).toEqual([]);
    expect(readdirSync(scratch, { recursive: true }).sort()).toEqual(before);
  });

  it('writes nothing into the default artifacts folder either', () => {
    const folder = join(ROOT, 'artifacts', 'commerce-v1');
    const before = readdirSync(folder);
    expect(runEvalSync([...reference, '--repeat', '5000']).status).toBe(2);
    expect(readdirSync(folder)).toEqual(before);
  });
});
