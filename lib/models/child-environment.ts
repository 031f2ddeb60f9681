// The environment a model CLI is started with: an allowlist, never a copy of ours. A CLI may
// write what it is given to disk (Codex snapshots the whole shell environment), so anything
// not named here — other keys, tokens, the user's own settings — never reaches the child.
// Each transport adds its home directory, its one key variable and its pinned settings.

/** What any program needs to start and find its files: search path, home, temp dir, time zone. */
const BASE_VARIABLES = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LANGUAGE'] as const;

/** Windows keeps the home and system directories in these; absent elsewhere. */
const PLATFORM_VARIABLES = ['USERPROFILE', 'APPDATA', 'LOCALAPPDATA', 'SYSTEMROOT', 'COMSPEC', 'PATHEXT'] as const;

/** A proxy the user set, and the certificates a corporate proxy needs, are passed as set. */
const PROXY_VARIABLES = [
  'HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy', 'NO_PROXY', 'no_proxy',
  'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR',
] as const;

/** Every name the allowlist passes through from the parent, for documentation and tests. */
export const PASSED_VARIABLES = [...BASE_VARIABLES, ...PLATFORM_VARIABLES, ...PROXY_VARIABLES] as const;

/** LC_ALL, LC_CTYPE, …: locale categories, passed by prefix. */
const LOCALE_PREFIX = 'LC_';

export interface ChildEnvironmentOptions {
  /** Further parent variables the transport needs (its key variable), passed when set. */
  pass?: readonly string[];
  /** Values the transport pins (home directory, quiet settings); they win over the parent's. */
  set?: Readonly<Record<string, string>>;
}

export function childEnvironment(
  parent: Readonly<Record<string, string | undefined>>,
  options: ChildEnvironmentOptions = {},
): Record<string, string> {
  const child: Record<string, string> = {};
  const copy = (name: string) => {
    const value = parent[name];
    if (value !== undefined && value !== '') child[name] = value;
  };
  for (const name of PASSED_VARIABLES) copy(name);
  for (const name of Object.keys(parent)) if (name.startsWith(LOCALE_PREFIX)) copy(name);
  for (const name of options.pass ?? []) copy(name);
  return { ...child, ...options.set };
}
