// What the pages must show, computed here straight from the artifact JSON files and the
// repository, without lib/site: the end-to-end tests compare the site against this.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = process.cwd();
export const ARTIFACTS_DIR = resolve(ROOT, process.env.COMMERCE_ARTIFACTS_DIR || 'artifacts/commerce-v1');

/* eslint-disable @typescript-eslint/no-explicit-any -- raw JSON, deliberately untyped */
export interface RawRun {
  file: string;
  bytes: Buffer;
  json: any;
}

export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function readRuns(): RawRun[] {
  return readdirSync(ARTIFACTS_DIR)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .map((file) => {
      const bytes = readFileSync(join(ARTIFACTS_DIR, file));
      return { file, bytes, json: JSON.parse(bytes.toString('utf8')) };
    })
    .sort((a, b) => a.json.startedAt.localeCompare(b.json.startedAt) || a.json.runId.localeCompare(b.json.runId));
}

/** Whole percent, where 100% means every one and 0% none (1257 of 1260 is 99%). */
export function percent(part: number, whole: number): string {
  if (whole === 0) return '—';
  const rounded = Math.round((100 * part) / whole);
  if (part < whole && rounded === 100) return '99%';
  if (part > 0 && rounded === 0) return '1%';
  return `${rounded}%`;
}

export function pairing(json: any): string {
  return json.model.requested ? `${json.provider.id} · ${json.model.requested}` : json.provider.id;
}

export function allCases(runs: RawRun[]): any[] {
  return runs.flatMap((run) => run.json.cases);
}

/** Harness revision id per run: SHA-256 of the sorted `path:digest` lines, lockfile included. */
export function revisionId(json: any): string {
  const lines = [...Object.entries(json.sourceHashes), ['package-lock.json', json.lockfileSha256]].map(([path, digest]) => `${path}:${digest}\n`);
  return sha256(lines.sort().join('')).slice(0, 8);
}

export function currentDigest(path: string): string | null {
  const absolute = join(ROOT, path);
  return existsSync(absolute) ? sha256(readFileSync(absolute)) : null;
}

export function elapsed(milliseconds: number): string {
  return milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(1)} s`;
}

/** The runs the pooled tables and cards count: those of the harness revision the current
 * source is (every pinned file and the lockfile unchanged); the newest such run names it. */
export function currentRevision(runs: RawRun[]): { id: string | null; pooled: RawRun[]; excluded: RawRun[] } {
  const matches = (json: any) =>
    json.lockfileSha256 === currentDigest('package-lock.json') &&
    Object.entries(json.sourceHashes as Record<string, string>).every(([path, digest]) => currentDigest(path) === digest);
  const newest = [...runs].reverse().find((run) => matches(run.json));
  const id = newest ? revisionId(newest.json) : null;
  const pooled = runs.filter((run) => id !== null && revisionId(run.json) === id);
  return { id, pooled, excluded: runs.filter((run) => !pooled.includes(run)) };
}
