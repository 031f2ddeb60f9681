// The lockfile every artifact pins beside its source files. Its own module, free of build
// tooling, so browser-adjacent code (the site) can name it without importing esbuild.
export const LOCKFILE_PATH = 'package-lock.json';
