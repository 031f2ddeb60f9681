import { describe, expect, it } from 'vitest';
import { readEndpointOverride } from './endpoint-override';
import { ProviderConfigError } from './provider';

describe('readEndpointOverride', () => {
  it.each([
    ['http://127.0.0.1:4201', 'http://127.0.0.1:4201'],
    ['https://gateway.example.com/anthropic/v1?team=7', 'https://gateway.example.com'],
    ['https://user:secret@gateway.example.com:8443/v1', 'https://gateway.example.com:8443'],
  ])('keeps %s whole for the CLI and records only its origin %s', (url, origin) => {
    expect(readEndpointOverride({ OVERRIDE: ` ${url} ` }, 'OVERRIDE')).toEqual({ url, origin });
  });

  it('is undefined when the variable is unset or empty', () => {
    expect(readEndpointOverride({}, 'OVERRIDE')).toBeUndefined();
    expect(readEndpointOverride({ OVERRIDE: '  ' }, 'OVERRIDE')).toBeUndefined();
  });

  it.each([['localhost 4000', /not a valid URL/], ['file:///tmp/socket', /must be an http\(s\) URL/]])(
    'refuses %s with a one-line configuration error',
    (value, message) => {
      const call = () => readEndpointOverride({ OVERRIDE: value }, 'OVERRIDE');
      expect(call).toThrow(ProviderConfigError);
      expect(call).toThrow(message);
    },
  );
});
