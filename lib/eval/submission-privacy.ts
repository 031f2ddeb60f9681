// What must not be published with a contributed run: a file-system path, a host name, an
// e-mail address or anything that looks like a secret. Every string of the artifact is
// scanned, keys included, the model's own messages and tool outputs too: a model's text is
// untrusted and can contain anything, and a secret it echoes is still a secret once the file
// is public. Each finding names its JSON path, so a maintainer can see whether it sits in an
// environment field or in a model message, and an excerpt with the value masked, so the
// receipt (a CI log) does not publish what it refuses. `provider.endpoint`, which the schema
// limits to scheme://host[:port], may name a host; nothing else may.
import { jsonPath } from './artifact-refusal';

export const FINDING_KINDS = ['home-path', 'absolute-path', 'hostname', 'email', 'secret'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export interface Finding {
  path: string;
  kind: FindingKind;
  /** The match with all but its first characters masked. */
  excerpt: string;
  rule: string;
}

interface Rule {
  kind: FindingKind;
  name: string;
  pattern: RegExp;
}

const BEFORE_PATH = String.raw`(?:^|[\s"'\x60(=:,;<>\[{])`;
const RULES: readonly Rule[] = [
  { kind: 'home-path', name: 'home directory', pattern: new RegExp(String.raw`${BEFORE_PATH}((?:/home|/Users|/root)(?:/[^\s"'\x60/]+)+/?|~/[^\s"'\x60]+|[A-Za-z]:\\Users\\[^\s"'\x60]+)`, 'g') },
  { kind: 'absolute-path', name: 'absolute path', pattern: new RegExp(String.raw`${BEFORE_PATH}((?:/[A-Za-z0-9._@+-]+){2,}/?|[A-Za-z]:\\[^\s"'\x60]+|file://\S+)`, 'g') },
  { kind: 'email', name: 'e-mail address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  { kind: 'hostname', name: 'private host name', pattern: /\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:local|lan|internal|localdomain|intranet|corp|home\.arpa)\b/gi },
  { kind: 'hostname', name: 'cloud host name', pattern: /\b(?:ip|ec2)-\d{1,3}-\d{1,3}-\d{1,3}-\d{1,3}\b/gi },
  { kind: 'hostname', name: 'IP address', pattern: /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])/g },
  { kind: 'secret', name: 'API key (sk-)', pattern: /\bsk-[A-Za-z0-9_-]{16,}/g },
  { kind: 'secret', name: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g },
  { kind: 'secret', name: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
  { kind: 'secret', name: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'secret', name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{30,}/g },
  { kind: 'secret', name: 'Hugging Face token', pattern: /\bhf_[A-Za-z0-9]{20,}/g },
  { kind: 'secret', name: 'bearer token', pattern: /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/g },
  { kind: 'secret', name: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/g },
  { kind: 'secret', name: 'JSON web token', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g },
  { kind: 'secret', name: 'assigned secret', pattern: /\b(?:api[_-]?key|secret|token|password|passwd)\s*[:=]\s*["']?[^\s"']{8,}/gi },
];

/** Long runs of key-like characters; flagged when they mix capitals, small letters and digits the way random keys do. */
const TOKEN = /[A-Za-z0-9+/_=-]{24,}/g;
const MINIMUM_ENTROPY_BITS = 4.2;

/** Shannon entropy in bits per character: random base64 is near 6, English words and ids far lower. */
export function entropyOf(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= (count / text.length) * Math.log2(count / text.length);
  return bits;
}

/** Run ids carry timestamps (`2026-11-30T04-55-12Z-`), whose digits and T/Z would look random. */
const RUN_STAMP = /\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z/g;
/** Random base62 is about half capitals; ids and model names are words with a capital here and there. */
const MINIMUM_CAPITAL_SHARE = 0.25;

function looksRandom(text: string): boolean {
  const token = text.replace(RUN_STAMP, '');
  if (token.length < 24) return false;
  const letters = token.replace(/[^A-Za-z]/g, '');
  const capitals = token.replace(/[^A-Z]/g, '').length;
  return /[a-z]/.test(token) && /[0-9]/.test(token) && capitals >= MINIMUM_CAPITAL_SHARE * letters.length && entropyOf(token) >= MINIMUM_ENTROPY_BITS;
}

export function mask(text: string): string {
  const shown = Math.min(4, Math.floor(text.length / 4));
  return `${text.slice(0, shown)}${'*'.repeat(Math.min(12, text.length - shown))} (${text.length} characters)`;
}

/** Findings in one string. `hostnames` are names of this machine, matched as whole words. */
export function scanText(text: string, hostnames: readonly string[]): Array<Omit<Finding, 'path'>> {
  const findings: Array<Omit<Finding, 'path'>> = [];
  const add = (kind: FindingKind, rule: string, match: string) => findings.push({ kind, rule, excerpt: mask(match) });
  const homes = new Set<string>();
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const value = (match[1] ?? match[0]).trim();
      // A home path is also an absolute path: report it once, as the more telling kind.
      if (rule.kind === 'home-path') homes.add(value);
      if (rule.kind === 'absolute-path' && [...homes].some((home) => home.includes(value) || value.includes(home))) continue;
      add(rule.kind, rule.name, value);
    }
  }
  for (const name of hostnames) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const match of text.matchAll(new RegExp(`(?<![A-Za-z0-9-])${escaped}(?![A-Za-z0-9-])`, 'gi'))) add('hostname', "this machine's host name", match[0]);
  }
  for (const match of text.matchAll(TOKEN)) {
    if (looksRandom(match[0]) && !findings.some((finding) => finding.kind === 'secret')) add('secret', 'high-entropy token', match[0]);
  }
  return findings;
}

/** Host names too short to tell from ordinary words are not searched for. */
export function searchableHostnames(names: readonly string[]): string[] {
  const parts = names.flatMap((name) => [name, name.split('.')[0]!]).map((name) => name.trim().toLowerCase());
  return [...new Set(parts.filter((name) => name.length >= 4 && name !== 'localhost'))];
}

/** Every finding in a parsed artifact, in document order. */
export function scanArtifact(json: unknown, hostnames: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const allowedHost = jsonPath(path) === 'provider.endpoint';
      for (const finding of scanText(value, hostnames)) {
        if (allowedHost && finding.kind === 'hostname') continue;
        findings.push({ path: jsonPath(path), ...finding });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        for (const finding of scanText(key, hostnames)) findings.push({ path: `${jsonPath([...path, key])} (key)`, ...finding });
        visit(item, [...path, key]);
      }
    }
  };
  visit(json, []);
  return findings;
}
