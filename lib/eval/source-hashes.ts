// Digests of every project file a run depends on. The set is derived from the runner's real
// import graph (esbuild's metafile of a bundle of the entry point), never from a hand list,
// so a new import can never escape the pin.
import { join } from 'node:path';
import { build } from 'esbuild';
import { sha256OfFile } from './sha256';

/** Repository-relative paths of the project files reachable from `entry` (relative to root). */
export async function importGraph(root: string, entry: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs)
    .filter((path) => !path.includes('node_modules/') && !path.startsWith('<'))
    .sort();
}

/** path → SHA-256 for every file in the entry point's import graph, in path order. */
export async function computeSourceHashes(root: string, entry: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const path of await importGraph(root, entry)) {
    hashes[path] = sha256OfFile(join(root, path));
  }
  return hashes;
}
