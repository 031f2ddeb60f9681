// An endpoint override: a user points a CLI transport at an Anthropic-compatible gateway or an
// OpenAI-compatible Responses server. The full URL goes to the CLI; the artifact only ever
// learns its origin (`scheme://host[:port]`), so a path, query, user name or password in the
// URL never reaches a recorded file.
import { ProviderConfigError } from './provider';

export interface EndpointOverride {
  /** As the user gave it, passed to the CLI. */
  url: string;
  /** `scheme://host[:port]`, what the artifact records as `provider.endpoint`. */
  origin: string;
}

/** Reads `variable`; undefined when it is unset or empty. Throws on a value that is not an http(s) URL. */
export function readEndpointOverride(
  env: Readonly<Record<string, string | undefined>>,
  variable: string,
): EndpointOverride | undefined {
  const text = env[variable]?.trim();
  if (!text) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new ProviderConfigError(`${variable} is not a valid URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ProviderConfigError(`${variable} must be an http(s) URL`);
  return { url: text, origin: parsed.origin };
}
