// The one shape of every refusal of an artifact file, wherever it is raised (the run loop,
// `verify`, `rescore`, `--resume`, the site's prebuild): one line,
//   <repository-relative path>: <JSON path of the field>: expected <what>
// so a reader sees a file named one way and a field named the way `jq` would name it.
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** The field of a refusal about the file as a whole (its bytes, its name, its JSON syntax). */
export const WHOLE_FILE = '(file)';
/** The field of a refusal about the top-level value. */
export const ROOT_FIELD = '(root)';

export class ArtifactRefusal extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly expected: string,
  ) {
    super(formatRefusal(file, field, expected));
    this.name = 'ArtifactRefusal';
  }
}

export function formatRefusal(file: string, field: string, expected: string): string {
  const what = expected.startsWith('expected ') ? expected : `expected ${expected}`;
  return `${oneLine(file)}: ${oneLine(field)}: ${oneLine(what)}`;
}

/** `cases[3].passed`; keys that are not identifiers are quoted: `sourceHashes["a b.ts"]`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return ROOT_FIELD;
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) return index === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join('');
}

/**
 * A file as a reader of this repository would type it: relative to the repository root
 * with `/` separators when it is inside it, absolute otherwise (a temp directory).
 */
export function displayPath(path: string, root: string): string {
  const absolute = isAbsolute(path) ? path : resolve(path);
  const inside = relative(root, absolute);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return absolute;
  return inside.split(sep).join('/');
}

/**
 * Control characters, line and paragraph separators and bidirectional overrides are
 * escaped, so a hostile file name or field cannot break the line or reorder it on screen.
 */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g, (character) =>
    `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The JSON path of the first `__proto__` key anywhere in a parsed document. JSON.parse keeps
 * such a key as an own property, but copying the object (as schema validation does) turns
 * it into a prototype and the key silently disappears; it is refused instead.
 */
export function findProtoKey(value: unknown, path: PropertyKey[] = []): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findProtoKey(value[index], [...path, index]);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (key === '__proto__') return jsonPath([...path, key]);
    const found = findProtoKey((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return null;
}
