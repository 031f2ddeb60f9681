// Converts an output schema to the draft-07 subset that every transport carries faithfully:
// Codex (OpenAI strict structured outputs), Claude `--json-schema` and OpenAI-compatible
// servers. Anything outside it throws, naming the keyword and its JSON Pointer, because a
// keyword one CLI silently drops would let two providers answer against different schemas.
// Subset per ../shared/research/model-clis.md §3 and §1.6.
import { AdapterError, type JsonSchema } from './model';

export const DRAFT_07_SCHEMA_URI = 'http://json-schema.org/draft-07/schema#';

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);
/** Keywords carried as written. Everything else throws. */
const ALLOWED = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const',
  'description', 'title', 'anyOf', '$defs', '$ref', '$schema',
]);

export class SchemaSubsetError extends Error {
  constructor(readonly keyword: string, readonly path: string, reason: string) {
    super(`output schema keyword "${keyword}" at ${path} ${reason}`);
    this.name = 'SchemaSubsetError';
  }
}

export interface PortableSchemaOptions {
  /** Claude validates the schema with ajv as draft-07; Codex and HTTP servers get no marker. */
  declareDraft07?: boolean;
}

/**
 * For a transport: the portable schema, or the adapter error `unsupported-option` when the
 * request's schema is outside the subset, so nothing is spawned or sent with a lossy schema.
 */
export function portableSchemaFor(transport: string, schema: JsonSchema, options: PortableSchemaOptions = {}): JsonSchema {
  try {
    return toPortableSchema(schema, options);
  } catch (error) {
    throw new AdapterError('unsupported-option', `output schema is outside the subset ${transport} carries`, { cause: error });
  }
}

export function toPortableSchema(schema: JsonSchema, options: PortableSchemaOptions = {}): JsonSchema {
  const defs = isRecord(schema.$defs) ? schema.$defs : {};
  if (schema.anyOf !== undefined) fail('anyOf', '#', 'is not allowed at the root (strict mode needs a root object)');
  if (schema.type !== 'object') fail('type', '#', 'must be "object" at the root');
  const converted = convert(schema, '#', { defs, root: true });
  rejectRecursion(defs);
  const { $schema: _ignored, ...rest } = converted;
  return options.declareDraft07 ? { $schema: DRAFT_07_SCHEMA_URI, ...rest } : rest;
}

interface Context {
  defs: Record<string, unknown>;
  root: boolean;
}

function convert(node: unknown, path: string, context: Context): JsonSchema {
  if (!isRecord(node)) fail('(schema)', path, 'must be a schema object (boolean schemas are not carried)');
  for (const keyword of Object.keys(node)) {
    if (!ALLOWED.has(keyword)) fail(keyword, path, 'is outside the draft-07 subset the model CLIs carry');
  }
  if ('$ref' in node) return convertRef(node, path, context);
  const types = typeList(node.type, path);
  const out: JsonSchema = {};
  const child = { ...context, root: false };
  for (const [keyword, value] of Object.entries(node)) {
    const at = `${path}/${pointerToken(keyword)}`;
    switch (keyword) {
      case '$schema':
        if (!context.root) fail(keyword, path, 'is only allowed at the root');
        if (value !== DRAFT_07_SCHEMA_URI && value !== DRAFT_07_SCHEMA_URI.slice(0, -1)) fail(keyword, path, 'must name draft-07');
        break;
      case '$defs':
        if (!context.root || !isRecord(value)) fail(keyword, path, 'must be an object at the root');
        out.$defs = mapValues(value, (schema, name) => convert(schema, `${at}/${pointerToken(name)}`, child));
        break;
      case 'type':
        out.type = value;
        break;
      case 'properties':
        if (!types.includes('object') || !isRecord(value)) fail(keyword, path, 'needs type "object" and an object value');
        out.properties = mapValues(value, (schema, name) => convert(schema, `${at}/${pointerToken(name)}`, child));
        break;
      case 'required':
        if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) fail(keyword, path, 'must list property names');
        out.required = [...value];
        break;
      case 'additionalProperties':
        if (value !== false) fail(keyword, path, 'must be false (strict mode closes every object)');
        out.additionalProperties = false;
        break;
      case 'items':
        if (!types.includes('array') || Array.isArray(value)) fail(keyword, path, 'needs type "array" and one item schema');
        out.items = convert(value, at, child);
        break;
      case 'enum':
        if (!Array.isArray(value) || value.length === 0 || !value.every(isPrimitive)) fail(keyword, path, 'must be a non-empty list of primitives');
        out.enum = [...value];
        break;
      case 'const':
        if (!isPrimitive(value)) fail(keyword, path, 'must be a primitive');
        out.const = value;
        break;
      case 'description':
      case 'title':
        if (typeof value !== 'string') fail(keyword, path, 'must be a string');
        out[keyword] = value;
        break;
      case 'anyOf':
        if (context.root) fail(keyword, path, 'is not allowed at the root');
        if (!Array.isArray(value) || value.length === 0) fail(keyword, path, 'must be a non-empty list of schemas');
        out.anyOf = value.map((schema, index) => convert(schema, `${at}/${index}`, child));
        break;
    }
  }
  if (types.includes('object')) checkClosedObject(out, path);
  if (types.includes('array') && out.items === undefined) fail('items', path, 'is required for type "array"');
  if (types.length === 0 && out.enum === undefined && out.const === undefined && out.anyOf === undefined) {
    fail('type', path, 'is missing: a schema that accepts anything is not carried');
  }
  return out;
}

/** Strict mode: every object is closed and lists every property as required. */
function checkClosedObject(out: JsonSchema, path: string): void {
  if (!isRecord(out.properties)) fail('properties', path, 'is required for type "object"');
  if (out.additionalProperties !== false) fail('additionalProperties', path, 'must be false for type "object"');
  const required = new Set((out.required as string[] | undefined) ?? []);
  for (const name of Object.keys(out.properties)) {
    if (!required.has(name)) fail('required', path, `must list every property (missing "${name}"); make it nullable instead`);
  }
  for (const name of required) {
    if (!(name in out.properties)) fail('required', path, `names "${name}", which is not a property`);
  }
}

/** Draft-07 ignores keywords beside `$ref`, so only annotations may sit next to it. */
function convertRef(node: Record<string, unknown>, path: string, context: Context): JsonSchema {
  for (const keyword of Object.keys(node)) {
    if (!['$ref', 'description', 'title'].includes(keyword)) fail(keyword, path, 'is ignored beside $ref in draft-07');
  }
  const match = typeof node.$ref === 'string' ? /^#\/\$defs\/([^/]+)$/.exec(node.$ref) : null;
  if (!match?.[1] || !(fromPointerToken(match[1]) in context.defs)) {
    fail('$ref', path, 'must point to an entry of the root $defs (no external or other references)');
  }
  return { ...node };
}

function rejectRecursion(defs: Record<string, unknown>): void {
  const refsOf = (node: unknown): string[] =>
    Array.isArray(node) ? node.flatMap(refsOf)
      : isRecord(node) ? Object.entries(node).flatMap(([key, value]) =>
          key === '$ref' && typeof value === 'string' ? [fromPointerToken(value.replace('#/$defs/', ''))] : refsOf(value))
      : [];
  const visit = (name: string, trail: string[]): void => {
    if (trail.includes(name)) fail('$ref', `#/$defs/${pointerToken(name)}`, 'is recursive, which the subset does not carry');
    refsOf(defs[name]).forEach((next) => visit(next, [...trail, name]));
  };
  Object.keys(defs).forEach((name) => visit(name, []));
}

function typeList(value: unknown, path: string): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((item) => typeof item === 'string' && TYPES.has(item)) || new Set(list).size !== list.length) {
    fail('type', path, 'must be one JSON type or a list of distinct JSON types');
  }
  return list as string[];
}

function fail(keyword: string, path: string, reason: string): never {
  throw new SchemaSubsetError(keyword, path, reason);
}

function mapValues(record: Record<string, unknown>, map: (value: unknown, key: string) => JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPrimitive(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

const pointerToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const fromPointerToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
