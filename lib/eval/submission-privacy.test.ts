// The privacy scan: what it finds (and where), what it must leave alone, and that the receipt
// never repeats a secret it refuses.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
/** A value shaped like a live API key, for the privacy scan to find. */
const SECRET_TOKEN = 'sk-live-FAKE0000SECRET1111TOKEN';
import { scanArtifact, scanText, searchableHostnames } from './submission-privacy';

const kinds = (text: string, hostnames: string[] = []) => scanText(text, hostnames).map((finding) => finding.kind);

describe('scanText', () => {
  it.each([
    ['cli at /home/alice/.local/bin/codex', ['home-path']],
    ['cwd /Users/bob/src/commerce-v1', ['home-path']],
    ['see ~/.codex/auth.json', ['home-path']],
    ['C:\\Users\\carol\\AppData', ['home-path']],
    ['"/root/.config"', ['home-path']],
    ['wrote /tmp/eval-out-1/run.json', ['absolute-path']],
    ['D:\\runs\\x.json', ['absolute-path']],
    ['file:///srv/x', ['absolute-path']],
    ['mail founder@shop.example.com today', ['email']],
    ['ran on build-7.corp and db.internal', ['hostname', 'hostname']],
    ['ip-10-0-3-17 answered', ['hostname']],
    ['served by 192.168.1.20', ['hostname']],
    ['builder-42 ran it', ['hostname'], ['builder-42']],
    [`key ${SECRET_TOKEN}`, ['secret']],
    ['sk-ant-api03-abcdefghijklmnopqrstuvwxyz', ['secret']],
    ['ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5', ['secret']],
    ['AKIAIOSFODNN7EXAMPLE', ['secret']],
    ['Authorization: Bearer abc.def.ghi-123', ['secret']],
    ['-----BEGIN OPENSSH PRIVATE KEY-----', ['secret']],
    ['api_key=hunter2hunter2', ['secret']],
    ['token xY3kP9qLm2Wv8Rt5Nz1Bc7Hd4Fg6Js0A here', ['secret']],
  ])('finds %j', (text, expected, hostnames = []) => {
    expect(kinds(text, hostnames)).toEqual(expected);
  });

  it.each([
    'Break-even CPA is USD 26.20 per order; margin 12,5 % after a 3%/0.30 fee.',
    'Landed cost per unit / month: EUR 4.10. Shipping and/or duty unknown.',
    'lib/commerce/economics-provenance.ts',
    '2026-11-30T04-55-12Z-counterexample-e0b4',
    '2026-12-01T09-57-55Z-openai-compatible-qwen3_8b-q4_K_M-83ea-merged',
    'claude-sonnet-4-5-20250929',
    'v20.19.4 linux x64',
    'https://example.org/research/commerce-v1/',
    'a'.repeat(64),
    '\\b(?:ordered|purchased|paid)\\b',
    'the server answered HTTP 401 (auth-unavailable)',
    'The quote is valid until 2026-12-15; 500 units at 3.20.',
  ])('leaves %j alone', (text) => {
    expect(scanText(text, ['builder-42'])).toEqual([]);
  });

  it('masks what it found, so a receipt does not publish the secret', () => {
    const [finding] = scanText(`key ${SECRET_TOKEN}`, []);
    expect(finding!.excerpt).not.toContain(SECRET_TOKEN.slice(4));
    expect(finding!.excerpt).toMatch(/^sk-l\*+ \(\d+ characters\)$/);
  });
});

describe('scanArtifact', () => {
  it('names the JSON path of each finding, keys included, and lets only provider.endpoint name a host', () => {
    const json = {
      provider: { id: 'openai-compatible', kind: 'model', endpoint: 'http://10.0.0.5:11434' },
      environment: { cliVersion: 'codex 1.0 (/home/alice/bin/codex)' },
      cases: [{ response: { message: 'I emailed sales@supplier.example.com for you.' } }],
      sourceHashes: { '/work/x.ts': 'a'.repeat(64) },
    };
    expect(scanArtifact(json, []).map((finding) => [finding.path, finding.kind])).toEqual([
      ['environment.cliVersion', 'home-path'],
      ['cases[0].response.message', 'email'],
      ['sourceHashes["/work/x.ts"] (key)', 'absolute-path'],
    ]);
    expect(scanArtifact({ statusLabel: 'http://10.0.0.5:11434' }, [])).toHaveLength(1);
  });

  it('finds nothing in any recorded artifact', () => {
    const directory = join(import.meta.dirname, '..', '..', 'artifacts', 'commerce-v1');
    for (const name of readdirSync(directory).filter((file) => file.endsWith('.json'))) {
      expect(scanArtifact(JSON.parse(readFileSync(join(directory, name), 'utf8')), []), name).toEqual([]);
    }
  });
});

describe('searchableHostnames', () => {
  it('keeps the name and its first label, dropping names too short to tell from words', () => {
    expect(searchableHostnames(['builder-42.ci.example.net', 'vm', 'localhost'])).toEqual(['builder-42.ci.example.net', 'builder-42']);
  });
});
