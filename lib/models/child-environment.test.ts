import { describe, expect, it } from 'vitest';
import { childEnvironment } from './child-environment';

const parent = {
  PATH: '/usr/bin', HOME: '/home/founder', LANG: 'de_DE.UTF-8', LC_NUMERIC: 'de_DE.UTF-8', TZ: 'Europe/Berlin',
  HTTPS_PROXY: 'http://proxy:3128', no_proxy: 'localhost', NODE_EXTRA_CA_CERTS: '/etc/ca.pem',
  OPENAI_API_KEY: 'sk-not-for-the-child', AWS_SECRET_ACCESS_KEY: 'secret', CLAUDECODE: '1', EDITOR: 'vim',
  ANTHROPIC_API_KEY: 'sk-ant-key', EMPTY_PROXY: '', HTTP_PROXY: '',
};

describe('childEnvironment', () => {
  it('passes only the allowlist: base, locale, proxy and certificate variables', () => {
    expect(childEnvironment(parent)).toEqual({
      PATH: '/usr/bin', HOME: '/home/founder', LANG: 'de_DE.UTF-8', LC_NUMERIC: 'de_DE.UTF-8', TZ: 'Europe/Berlin',
      HTTPS_PROXY: 'http://proxy:3128', no_proxy: 'localhost', NODE_EXTRA_CA_CERTS: '/etc/ca.pem',
    });
  });

  it('adds the variables a transport names, and pinned values that win over the parent', () => {
    const child = childEnvironment(parent, { pass: ['ANTHROPIC_API_KEY', 'NOT_SET'], set: { HOME: '/tmp/run-home', QUIET: '1' } });
    expect(child).toMatchObject({ ANTHROPIC_API_KEY: 'sk-ant-key', HOME: '/tmp/run-home', QUIET: '1' });
    expect(child).not.toHaveProperty('NOT_SET');
    expect(child).not.toHaveProperty('OPENAI_API_KEY');
    expect(child).not.toHaveProperty('CLAUDECODE');
  });
});
