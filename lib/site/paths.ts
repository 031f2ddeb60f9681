// Where build-time data lives. The site reads the committed artifacts unless
// COMMERCE_ARTIFACTS_DIR points elsewhere (tests only); everything else is repository-relative.
import { isAbsolute, join, resolve } from 'node:path';

export const REPOSITORY_ROOT = process.cwd();

export const DEFAULT_ARTIFACTS_DIR = join('artifacts', 'commerce-v1');

export function artifactsDirectory(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.COMMERCE_ARTIFACTS_DIR?.trim();
  const directory = configured ? configured : DEFAULT_ARTIFACTS_DIR;
  return isAbsolute(directory) ? directory : resolve(REPOSITORY_ROOT, directory);
}

export const CONTENT_DIRECTORY = join(REPOSITORY_ROOT, 'content');

/** Public URL folder of the downloadable artifacts; the prebuild copies them there. */
export const ARTIFACT_DOWNLOAD_PATH = '/artifacts/commerce-v1';

export function repositoryPath(relativePath: string): string {
  return join(REPOSITORY_ROOT, relativePath);
}
