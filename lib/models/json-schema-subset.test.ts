import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { AGENT_STEP_JSON_SCHEMA } from '../commerce/agent-step';
import { DRAFT_07_SCHEMA_URI, SchemaSubsetError, toPortableSchema } from './json-schema-subset';
import type { JsonSchema } from './model';

// `new Ajv()` validates draft-07 by default and, in strict mode, refuses unknown keywords.
const ajv = new Ajv();

function expectValidDraft07(schema: JsonSchema): void {
  expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  expect(() => ajv.compile(schema)).not.toThrow();
}

const leaf = { type: 'string', description: 'a leaf' };
const closed = (properties: Record<string, unknown>) => ({
  type: 'object', additionalProperties: false, required: Object.keys(properties), properties,
});

const rich: JsonSchema = {
  ...closed({
    name: { type: ['string', 'null'], title: 'Name', description: 'optional name' },
    mode: { type: 'string', enum: ['a', 'b'] },
    fixed: { const: 'x' },
    tags: { type: 'array', items: leaf },
    nested: closed({ deep: { anyOf: [{ type: 'integer' }, { $ref: '#/$defs/money' }] } }),
    money: { $ref: '#/$defs/money', description: 'an amount' },
  }),
  $defs: { money: closed({ amount: { type: 'number' }, currency: { type: 'string' } }) },
};

describe('toPortableSchema', () => {
  it('converts the agent step schema cleanly to valid draft-07, marker only on request', () => {
    const plain = toPortableSchema(AGENT_STEP_JSON_SCHEMA);
    expect(plain).toEqual(AGENT_STEP_JSON_SCHEMA);
    expect(plain).not.toHaveProperty('$schema');
    const marked = toPortableSchema(AGENT_STEP_JSON_SCHEMA, { declareDraft07: true });
    expect(marked.$schema).toBe(DRAFT_07_SCHEMA_URI);
    expectValidDraft07(plain);
    expectValidDraft07(marked);
  });

  it('carries every allowed keyword at every depth and emits valid draft-07', () => {
    const converted = toPortableSchema({ $schema: DRAFT_07_SCHEMA_URI, ...rich }, { declareDraft07: true });
    expect(converted).toEqual({ $schema: DRAFT_07_SCHEMA_URI, ...rich });
    expectValidDraft07(converted);
    expectValidDraft07(toPortableSchema(rich));
  });

  const unsupported = [
    'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'patternProperties', 'minLength', 'maxLength', 'format',
    'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'pattern', 'uniqueItems',
    'minItems', 'maxItems', 'contains', 'propertyNames', 'minProperties', 'maxProperties', 'dependencies',
    'default', 'examples', 'definitions', '$id', '$comment', 'readOnly', 'additionalItems', 'x-unknown',
  ];
  // Each place a sub-schema can sit, as [JSON Pointer, schema with `extra` placed there].
  const places: [string, (extra: Record<string, unknown>) => JsonSchema][] = [
    ['#', (extra) => ({ ...closed({ a: leaf }), ...extra })],
    ['#/properties/a', (extra) => closed({ a: { ...leaf, ...extra } })],
    ['#/properties/a/items', (extra) => closed({ a: { type: 'array', items: { ...leaf, ...extra } } })],
    ['#/properties/a/properties/b', (extra) => closed({ a: closed({ b: { ...leaf, ...extra } }) })],
    ['#/properties/a/anyOf/1', (extra) => closed({ a: { anyOf: [leaf, { ...leaf, ...extra }] } })],
    ['#/$defs/d', (extra) => ({ ...closed({ a: { $ref: '#/$defs/d' } }), $defs: { d: { ...leaf, ...extra } } })],
  ];
  const cases = unsupported.flatMap((keyword) => places.map(([path, build]) => [keyword, path, build] as const));

  it.each(cases)('throws on %s at %s', (keyword, path, build) => {
    expectSubsetError(() => toPortableSchema(build({ [keyword]: keyword === 'x-unknown' ? 1 : {} })), keyword, path);
  });

  it.each([
    ['anyOf at the root', { anyOf: [closed({ a: leaf })] }, 'anyOf', '#'],
    ['a non-object root', { type: 'array', items: leaf }, 'type', '#'],
    ['an open object', { ...closed({ a: leaf }), additionalProperties: true }, 'additionalProperties', '#'],
    ['an optional property', { ...closed({ a: leaf, b: leaf }), required: ['a'] }, 'required', '#'],
    ['an object without properties', closed({ a: { type: 'object', additionalProperties: false } }), 'properties', '#/properties/a'],
    ['an array without items', closed({ a: { type: 'array' } }), 'items', '#/properties/a'],
    ['a schema without type', closed({ a: { description: 'anything' } }), 'type', '#/properties/a'],
    ['an unknown type', closed({ a: { type: 'date' } }), 'type', '#/properties/a'],
    ['a tuple', closed({ a: { type: 'array', items: [leaf] } }), 'items', '#/properties/a'],
    ['an enum of objects', closed({ a: { enum: [{}] } }), 'enum', '#/properties/a'],
    ['a boolean schema', closed({ a: true }), '(schema)', '#/properties/a'],
    ['an external $ref', closed({ a: { $ref: 'https://example.com/s.json' } }), '$ref', '#/properties/a'],
    ['a $ref to a missing def', closed({ a: { $ref: '#/$defs/none' } }), '$ref', '#/properties/a'],
    ['a root $ref', closed({ a: { $ref: '#' } }), '$ref', '#/properties/a'],
    ['a keyword beside $ref', closed({ a: { $ref: '#/$defs/d', type: 'string' } }), 'type', '#/properties/a'],
    ['nested $defs', closed({ a: { ...leaf, $defs: {} } }), '$defs', '#/properties/a'],
    ['another $schema', { ...closed({ a: leaf }), $schema: 'https://json-schema.org/draft/2020-12/schema' }, '$schema', '#'],
    ['a recursive $ref', { ...closed({ a: { $ref: '#/$defs/d' } }), $defs: { d: closed({ next: { anyOf: [{ type: 'null' }, { $ref: '#/$defs/d' }] } }) } }, '$ref', '#/$defs/d'],
  ])('throws on %s', (_label, schema, keyword, path) => {
    const withDefs = JSON.stringify(schema).includes('#/$defs/d') && !('$defs' in schema) ? { ...schema, $defs: { d: leaf } } : schema;
    expectSubsetError(() => toPortableSchema(withDefs as JsonSchema), keyword, path);
  });
});

function expectSubsetError(convert: () => unknown, keyword: string, path: string): void {
  let caught: unknown;
  try {
    convert();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(SchemaSubsetError);
  expect((caught as SchemaSubsetError).keyword).toBe(keyword);
  expect((caught as SchemaSubsetError).path).toBe(path);
  expect((caught as Error).message).toContain(`"${keyword}" at ${path}`);
}
