import { describe, expect, it } from 'vitest';
import { AdapterError } from '../models/model';
import { ProviderConfigError } from '../models/provider';
import { ArtifactRefusal } from './artifact-refusal';
import { ConfigError } from './config-error';
import { OutDirectoryError } from './out-directory';
import { UsageError } from './run-options';
import { SelectionError } from './selection';

describe('ConfigError', () => {
  it.each([
    ['UsageError', new UsageError('--repeat must be a whole number')],
    ['SelectionError', new SelectionError('unknown case "x"')],
    ['OutDirectoryError', new OutDirectoryError('cannot write to /nowhere')],
    ['ProviderConfigError', new ProviderConfigError('not logged in')],
    ['ConfigError', new ConfigError('--resume a.json: no such artifact file')],
  ])('%s is a configuration mistake, told apart by type and keeping its own name', (name, error) => {
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.name).toBe(name);
  });

  it('leaves out what is not a configuration mistake: a transport failure, a refused artifact', () => {
    expect(new AdapterError('timeout', 'no reply in 5 s')).not.toBeInstanceOf(ConfigError);
    expect(new ArtifactRefusal('a.json', 'runId', 'a safe run id')).not.toBeInstanceOf(ConfigError);
  });
});
