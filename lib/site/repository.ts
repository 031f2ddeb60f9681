// The repository this site publishes, for the clone command, the issue tracker and the
// commit links. Set REPOSITORY_URL when building a published site; unset, the site says the
// address is unknown rather than inventing one.
export type Environment = Readonly<Record<string, string | undefined>>;

/** The variable's name, for the build warning and the reproduce page's placeholder note. */
export const REPOSITORY_URL_VARIABLE = 'REPOSITORY_URL';

/** The folder `git clone` makes; the commands that follow run inside it. */
export const CHECKOUT_FOLDER = 'commerce-v1';

/** The configured repository address, trimmed and without trailing slashes, or null. */
export function repositoryUrl(env: Environment = process.env): string | null {
  const configured = env[REPOSITORY_URL_VARIABLE]?.trim().replace(/\/+$/, '');
  return configured ? configured : null;
}

export function issueTrackerUrl(env: Environment = process.env): string | null {
  const base = repositoryUrl(env);
  return base === null ? null : `${base}/issues`;
}

export function commitUrl(sha: string, env: Environment = process.env): string | null {
  const base = repositoryUrl(env);
  return base === null ? null : `${base}/commit/${encodeURIComponent(sha)}`;
}

/** A file as it was at a commit; each path segment is encoded, the slashes kept. */
export function fileAtCommitUrl(sha: string, path: string, env: Environment = process.env): string | null {
  const base = repositoryUrl(env);
  if (base === null) return null;
  const segments = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${base}/blob/${encodeURIComponent(sha)}/${segments}`;
}
