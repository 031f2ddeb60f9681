import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentVariablesRead } from './environment-variables';
import { REPOSITORY_ROOT } from './paths';
import { RUNNER_ENTRY } from './reproduction';

// A miniature runner: every way the real code reads a variable, plus look-alikes that are not reads.
const root = mkdtempSync(join(tmpdir(), 'env-scan-'));
const files: Record<string, string> = {
  'scripts/run.ts': [
    "import { readSettings } from '../lib/settings';",
    "import { NAMES } from '../lib/names';",
    'const direct = process.env.DIRECT_VAR;',
    "const quoted = process.env['QUOTED_VAR'];",
    'const { DESTRUCTURED_VAR, other: renamed } = process.env;',
    'const fromEnv = (name: string) => process.env[name]?.trim();',
    'const viaHelper = fromEnv(NAMES.helper);',
    'const notEnv = ({ LOWER: 1 } as Record<string, number>).LOWER;',
    'console.log(direct, quoted, DESTRUCTURED_VAR, renamed, viaHelper, notEnv, readSettings({}));',
  ].join('\n'),
  'lib/names.ts': "export const NAMES = { helper: 'HELPER_VAR', unused: 'NEVER_READ' } as const;\n",
  'lib/settings.ts': "export const KEY = 'CONSTANT_VAR';\nexport function readSettings(env: Record<string, string | undefined>) { return env[KEY] ?? env.OPTION_VAR; }\n",
  'lib/unreached.ts': 'export const x = process.env.UNREACHED_VAR;\n',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('environmentVariablesRead', () => {
  it('finds reads through the import graph, constants and helper parameters, and nothing else', () => {
    expect(environmentVariablesRead(root, ['scripts/run.ts'])).toEqual([
      { name: 'CONSTANT_VAR', files: ['lib/settings.ts'] },
      { name: 'DESTRUCTURED_VAR', files: ['scripts/run.ts'] },
      { name: 'DIRECT_VAR', files: ['scripts/run.ts'] },
      { name: 'HELPER_VAR', files: ['scripts/run.ts'] },
      { name: 'OPTION_VAR', files: ['lib/settings.ts'] },
      { name: 'QUOTED_VAR', files: ['scripts/run.ts'] },
    ]);
  });

  it('finds the variables the real runner documents in its header', () => {
    const names = environmentVariablesRead(REPOSITORY_ROOT, [RUNNER_ENTRY]).map((use) => use.name);
    expect(names).toEqual(expect.arrayContaining(['COMMERCE_EVAL_CASE', 'COMMERCE_EVAL_MODEL', 'COMMERCE_EVAL_PROVIDER', 'FF_CODEX_ACCOUNTS_DIR']));
  });
});
