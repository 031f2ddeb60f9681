// The audit lookup over the fixture runs: a digest names every pinned path, lockfile or
// artifact that carries it, with the runs that recorded it and whether it is current.
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../eval/manifest';
import { auditLookup, knownDigests } from './audit-lookup';
import { FIXTURE_ARTIFACTS, FIXTURE_CURRENT_DIGESTS } from './__fixtures__/test-data';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [openai, reference, anthropic] = FIXTURE_ARTIFACTS.map((item) => item.artifact.runId);
const manifest = buildManifest(FIXTURE_ARTIFACTS.map((item) => ({ name: item.file, bytes: readFileSync(join(__dirname, '__fixtures__', 'artifacts', item.file)) })));
const lookup = auditLookup({
  artifacts: FIXTURE_ARTIFACTS.map((item) => item.artifact),
  currentDigests: { 'lib/commerce/agent.ts': '1'.repeat(64), 'lib/commerce/tools.ts': '5'.repeat(64), 'scripts/eval-commerce.ts': '2'.repeat(64) },
  currentLockfileDigest: FIXTURE_CURRENT_DIGESTS['package-lock.json']!,
  manifest,
});

describe('audit lookup', () => {
  it('names the pinned path, the runs that recorded it and whether it is the current version', () => {
    expect(lookup['1'.repeat(64)]).toEqual([{ kind: 'pinned-file', path: 'lib/commerce/agent.ts', runIds: [openai, reference, anthropic], current: true }]);
    // tools.ts: the reference run pinned 444…, the checkout has 555… which no run recorded.
    expect(lookup['4'.repeat(64)]).toEqual([{ kind: 'pinned-file', path: 'lib/commerce/tools.ts', runIds: [reference], current: false }]);
    expect(lookup['5'.repeat(64)]).toEqual([{ kind: 'pinned-file', path: 'lib/commerce/tools.ts', runIds: [], current: true }]);
  });

  it('names the lockfile and each artifact file by its own digest', () => {
    expect(lookup['3'.repeat(64)]).toEqual([{ kind: 'lockfile', path: 'package-lock.json', runIds: [openai, reference, anthropic], current: true }]);
    for (const item of FIXTURE_ARTIFACTS) {
      expect(lookup[item.sha256]).toEqual([{ kind: 'artifact', path: item.file, runIds: [item.artifact.runId], current: true }]);
    }
  });

  it('knows nothing else', () => {
    expect(Object.keys(lookup)).toHaveLength(5 + FIXTURE_ARTIFACTS.length);
    expect(lookup['0'.repeat(64)]).toBeUndefined();
  });

  it('lists every known digest once, in byte order, with its matches', () => {
    const known = knownDigests(lookup);
    expect(new Set(known.map((entry) => entry.digest))).toEqual(new Set(Object.keys(lookup)));
    expect(known.every((entry, index) => index === 0 || known[index - 1]!.digest < entry.digest)).toBe(true);
    expect(known.every((entry) => entry.matches === lookup[entry.digest])).toBe(true);
    expect(knownDigests({ b: [], a: [] }).map((entry) => entry.digest)).toEqual(['a', 'b']);
  });
});
