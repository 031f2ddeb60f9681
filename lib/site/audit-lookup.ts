// The audit page's lookup table, digest → what carries it: pinned source files (as each
// run recorded them and as they are now), the lockfile, and the artifact files themselves
// (from the manifest). Computed at build time and embedded in the page as data, so the
// reader's browser only hashes a file and looks the digest up: nothing is uploaded.
import type { Artifact } from '../eval/artifact-schema';
import type { Manifest } from '../eval/manifest';
import { LOCKFILE_PATH } from '../eval/lockfile';
import { getManifest } from './manifest';
import { getSiteData } from './site-data';

export type AuditMatchKind = 'pinned-file' | 'lockfile' | 'artifact';

export interface AuditMatch {
  kind: AuditMatchKind;
  /** Repository path of a pinned file or the lockfile; the file name of an artifact. */
  path: string;
  /** Runs that recorded this file with this digest; for an artifact, the run it holds. */
  runIds: string[];
  /** The file has this digest in the checkout that built the site (always true for artifacts). */
  current: boolean;
}

export type AuditLookup = Record<string, AuditMatch[]>;

export interface AuditLookupInput {
  artifacts: readonly Pick<Artifact, 'runId' | 'sourceHashes' | 'lockfileSha256'>[];
  currentDigests: Readonly<Record<string, string | null>>;
  currentLockfileDigest: string | null;
  manifest: Pick<Manifest, 'artifacts'>;
}

const KIND_ORDER: AuditMatchKind[] = ['pinned-file', 'lockfile', 'artifact'];

export function auditLookup(input: AuditLookupInput): AuditLookup {
  const lookup: AuditLookup = {};
  const add = (digest: string, kind: AuditMatchKind, path: string, runId: string | null, current: boolean) => {
    const matches = (lookup[digest] ??= []);
    let match = matches.find((candidate) => candidate.kind === kind && candidate.path === path);
    if (!match) matches.push((match = { kind, path, runIds: [], current: false }));
    if (runId !== null && !match.runIds.includes(runId)) match.runIds.push(runId);
    match.current ||= current;
  };
  for (const artifact of input.artifacts) {
    for (const [path, digest] of Object.entries(artifact.sourceHashes)) add(digest, 'pinned-file', path, artifact.runId, input.currentDigests[path] === digest);
    add(artifact.lockfileSha256, 'lockfile', LOCKFILE_PATH, artifact.runId, artifact.lockfileSha256 === input.currentLockfileDigest);
  }
  // Files no run pinned yet (a scenario file newer than every run) are still identified.
  for (const [path, digest] of Object.entries(input.currentDigests)) if (digest !== null) add(digest, 'pinned-file', path, null, true);
  if (input.currentLockfileDigest !== null) add(input.currentLockfileDigest, 'lockfile', LOCKFILE_PATH, null, true);
  for (const entry of input.manifest.artifacts) add(entry.sha256, 'artifact', entry.file, entry.runId, true);
  for (const matches of Object.values(lookup)) {
    matches.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
  return lookup;
}

export interface KnownDigest {
  digest: string;
  matches: AuditMatch[];
}

/** Every digest of the lookup in byte order, for the static table a reader compares by eye. */
export function knownDigests(lookup: AuditLookup): KnownDigest[] {
  return Object.keys(lookup)
    .sort()
    .map((digest) => ({ digest, matches: lookup[digest]! }));
}

let cached: AuditLookup | undefined;

export function getAuditLookup(): AuditLookup {
  if (!cached) {
    const data = getSiteData();
    cached = auditLookup({
      artifacts: data.artifacts.map((item) => item.artifact),
      currentDigests: data.currentDigests,
      currentLockfileDigest: data.currentLockfileDigest,
      manifest: getManifest(),
    });
  }
  return cached;
}
