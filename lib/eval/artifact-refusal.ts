// The one form every refusal of an artifact takes: the file as a reader would type it
// (repository-relative), the JSON path of the field, and what was expected, on one line.
// The schema check, the upgrade of older versions and the build's trust checks all throw it.

export class ArtifactRefusal extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly expected: string,
  ) {
    super(`${file}: invalid artifact at field "${field}": ${expected.replace(/\s*\n\s*/g, ' ')}`);
    this.name = 'ArtifactRefusal';
  }
}

/** `cases[3].assertions[0].held`; `(root)` for the document itself. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text || '(root)';
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
