// The reproduce page's commands: selections, exit statuses, what is executed and why not,
// and only real providers and variables the runner reads.
import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../benchmarks/commerce-v1/providers';
import { FIXTURE_GROUPS } from './__fixtures__/scenario-groups';
import { getEnvironmentVariables, getReproduceCommands, REPOSITORY_PLACEHOLDER, REPRODUCTION_OUT, reproduceCommands } from './reproduction';

describe('reproduce commands', () => {
  const commands = reproduceCommands({ groups: FIXTURE_GROUPS, modelProviders: ['openai', 'anthropic'], pinnedPaths: ['a.ts'], artifactPaths: ['artifacts/commerce-v1/r.json'], repositoryUrl: null });

  it('selects by id, label and group, and writes reproduction runs outside the committed artifacts', () => {
    expect(commands.find((command) => command.id === 'select')?.command).toBe(`npm run eval -- --provider reference --case alpha,economics-02,economics --out ${REPRODUCTION_OUT}`);
    for (const command of commands.filter((candidate) => candidate.command.startsWith('npm run eval') && candidate.execute)) {
      expect(command.command).toContain(`--out ${REPRODUCTION_OUT}`);
    }
  });

  it('executes only offline commands, and says why the others are not executed', () => {
    for (const command of commands) {
      if (command.execute) expect(command.command).not.toMatch(/--provider (?:openai|anthropic)|npm ci|npm start|npm run build/);
      else expect(command.notExecutedBecause).toBeTruthy();
    }
  });

  it('names only real providers and environment variables the runner reads', () => {
    const real = getReproduceCommands();
    const providerIds = PROVIDERS.map((provider) => provider.id);
    const variables = getEnvironmentVariables().map((variable) => variable.name);
    for (const command of real) {
      for (const [, id] of command.command.matchAll(/--provider (\S+)/g)) expect(providerIds).toContain(id);
      for (const [, name] of command.command.matchAll(/\b([A-Z][A-Z0-9_]{3,})=/g)) expect(variables).toContain(name);
    }
    expect(real.filter((command) => command.section === 'models').map((command) => command.id)).toEqual(
      PROVIDERS.filter((provider) => provider.kind === 'model').map((provider) => `model-${provider.id}`),
    );
  });

  it('expects verify to fail on an artifact from an older revision, and to pass on a current one', () => {
    const audit = (matchesCurrentSource: boolean) =>
      reproduceCommands({ groups: FIXTURE_GROUPS, modelProviders: [], pinnedPaths: [], artifactPaths: ['r.json'], auditArtifact: { path: 'r.json', matchesCurrentSource }, repositoryUrl: null }).filter((command) => command.section === 'audit');
    expect(audit(true).map((command) => [command.id, command.command, command.expectedExit])).toEqual([
      ['schema-check', 'npm run schema -- --check', 0],
      ['verify', 'npm run verify -- r.json', 0],
      ['rescore', `npm run rescore -- r.json --out ${REPRODUCTION_OUT}`, 0],
    ]);
    expect(audit(false).find((command) => command.id === 'verify')?.expectedExit).toBe(1);
  });

  it('starts with cloning the repository into commerce-v1, before npm ci, and never runs it', () => {
    const inputs = { groups: FIXTURE_GROUPS, modelProviders: [], pinnedPaths: [], artifactPaths: [] };
    const known = reproduceCommands({ ...inputs, repositoryUrl: 'https://example.org/owner/commerce-v1' });
    expect(known.slice(0, 2).map((command) => [command.id, command.command])).toEqual([
      ['clone', 'git clone https://example.org/owner/commerce-v1 commerce-v1\ncd commerce-v1'],
      ['install', 'npm ci'],
    ]);
    expect(known[0]).toMatchObject({ execute: false, notExecutedBecause: expect.stringContaining('network') });
    expect(known[0]?.says).not.toContain('REPOSITORY_URL');
  });

  it('prints a marked placeholder, and says the build had no REPOSITORY_URL, when the address is unknown', () => {
    const clone = reproduceCommands({ groups: FIXTURE_GROUPS, modelProviders: [], pinnedPaths: [], artifactPaths: [], repositoryUrl: null })[0]!;
    expect(clone.command).toBe(`git clone ${REPOSITORY_PLACEHOLDER} commerce-v1\ncd commerce-v1`);
    expect(clone.says).toContain('made without REPOSITORY_URL');
    expect(clone.says).toContain(REPOSITORY_PLACEHOLDER);
    expect(clone.execute).toBe(false);
  });
});
