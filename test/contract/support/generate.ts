// Response bodies generated from a spec's JSON schema, in the variants a real upstream may send. Seeded: the same
// schema, variant and seed give the same body, so a failure reproduces.
import type { JsonSchema } from './spec.js';

/** Variants whose bodies the spec allows: the gateway must answer them as data. */
export const SPEC_VALID_VARIANTS = [
  'full', // every property present, arrays of two
  'required-only', // only required properties
  'nulls', // required properties present, every optional one null
  'empty-arrays', // every property present, every array empty
  'long-arrays', // every property present, arrays of 30
  'unknown-extras', // unknown properties on every object
  'unknown-enums', // a value outside every enum
  'edges-high', // long and unusual strings, largest numbers
  'edges-low', // shortest strings, smallest numbers
] as const;
/** Bodies of the wrong shape: the gateway must answer data or a coded upstream error on that field. */
export const WRONG_SHAPE_VARIANTS = ['wrong-shape', 'wrong-root'] as const;
export type Variant = (typeof SPEC_VALID_VARIANTS)[number] | (typeof WRONG_SHAPE_VARIANTS)[number];
export const ALL_VARIANTS: readonly Variant[] = [...SPEC_VALID_VARIANTS, ...WRONG_SHAPE_VARIANTS];

const MAX_DEPTH = 9;
const LONG_ARRAY = 30;
const UNUSUAL = 'Ünïcödé ✓ «quotes» "double" \\ back/slash <b>tag</b> & ampersand ';

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  if (schema.enum?.length) return typeof schema.enum[0];
  return undefined;
}

/** allOf merged into one schema; oneOf/anyOf resolved to one branch. */
function flatten(schema: JsonSchema, pick: () => number): JsonSchema {
  let result: JsonSchema = { ...schema };
  if (schema.allOf) {
    result = { ...result, allOf: undefined };
    for (const part of schema.allOf.map((s) => flatten(s, pick))) {
      result = {
        ...part,
        ...result,
        type: result.type ?? part.type,
        properties: { ...part.properties, ...result.properties },
        required: [...(part.required ?? []), ...(result.required ?? [])],
      };
    }
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) {
    const branch = flatten(choices[Math.floor(pick() * choices.length)] as JsonSchema, pick);
    result = {
      ...branch,
      ...result,
      oneOf: undefined,
      anyOf: undefined,
      type: result.type ?? branch.type,
      properties: { ...branch.properties, ...result.properties },
      required: [...(branch.required ?? []), ...(result.required ?? [])],
    };
  }
  return result;
}

class Generator {
  private readonly next: () => number;
  private counter = 0;

  constructor(
    private readonly variant: Variant,
    seed: number,
  ) {
    this.next = random(seed);
  }

  value(input: JsonSchema, name: string, depth: number): unknown {
    const schema = flatten(input, this.next);
    const type = typeOf(schema);
    if (this.variant === 'wrong-shape' && depth > 0 && (type === 'object' || type === 'array')) {
      // Nested containers of the wrong kind: a string where an object or array belongs.
      return this.next() < 0.5 ? `not-an-${type}` : type === 'object' ? [1, 2] : { unexpected: true };
    }
    if (schema.enum?.length) {
      if (this.variant === 'unknown-enums' && typeof schema.enum[0] === 'string') return 'SOMETHING_NEW_FROM_UPSTREAM';
      return schema.enum[Math.floor(this.next() * schema.enum.length)];
    }
    switch (type) {
      case 'object':
        return this.object(schema, depth);
      case 'array':
        return this.array(schema, name, depth);
      case 'string':
        return this.string(schema, name);
      case 'integer':
        return this.integer(schema);
      case 'number':
        return this.number(schema);
      case 'boolean':
        return this.next() < 0.5;
      default:
        // Untyped: anything goes; an object is the most demanding common case.
        return depth >= MAX_DEPTH ? 'untyped' : { untyped: this.counter++ };
    }
  }

  private object(schema: JsonSchema, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const required = new Set(schema.required ?? []);
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const isRequired = required.has(key);
      if (!isRequired && depth >= MAX_DEPTH) continue;
      if (!isRequired && this.variant === 'required-only') continue;
      if (!isRequired && this.variant === 'nulls') {
        result[key] = null;
        continue;
      }
      result[key] = this.value(child, key, depth + 1);
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && depth < MAX_DEPTH) {
      result[`key${this.counter++}`] = this.value(schema.additionalProperties, 'additional', depth + 1);
    }
    if (this.variant === 'unknown-extras') {
      result.unknownFutureProperty = { nested: [1, 'two', null] };
      result.unknown_flag = true;
    }
    return result;
  }

  private array(schema: JsonSchema, name: string, depth: number): unknown[] {
    const items = schema.items ?? {};
    let length = 2;
    if (this.variant === 'empty-arrays' || this.variant === 'edges-low') length = schema.minItems ?? 0;
    if (this.variant === 'long-arrays') length = LONG_ARRAY;
    if (this.variant === 'required-only') length = Math.max(schema.minItems ?? 0, 1);
    if (schema.maxItems !== undefined) length = Math.min(length, schema.maxItems);
    if (depth >= MAX_DEPTH) length = schema.minItems ?? 0;
    return Array.from({ length }, () => this.value(items, name, depth + 1));
  }

  private string(schema: JsonSchema, name: string): string {
    const n = this.counter++;
    switch (schema.format) {
      case 'date-time':
        return this.variant === 'edges-low' ? '1970-01-01T00:00:00Z' : `2021-0${(n % 9) + 1}-1${n % 10}T08:15:30.123Z`;
      case 'date':
        return `2021-0${(n % 9) + 1}-1${n % 10}`;
      case 'uuid':
        return `5f3c9a2e-7d41-4b8e-9c07-${String(100000000000 + n).slice(-12)}`;
      case 'email':
        return `person${n}@example.org`;
      case 'uri':
      case 'url':
        return `https://example.org/resource/${n}`;
      case 'byte':
        return Buffer.from(`bytes ${n}`).toString('base64');
    }
    const isIdentifier = /(^id$|Id$|_id$|^name$)/.test(name);
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 2000;
    if (this.variant === 'edges-high' && !isIdentifier) return (UNUSUAL.repeat(40) + 'x'.repeat(min)).slice(0, max);
    if (this.variant === 'edges-low' && !isIdentifier) return 'x'.repeat(min);
    if (typeof schema.example === 'string' && this.variant === 'full') return schema.example;
    const base = `${name.replace(/[^A-Za-z0-9]/g, '') || 'value'}${n}`;
    return base.padEnd(min, 'x').slice(0, Math.max(max, 1));
  }

  private integer(schema: JsonSchema): number {
    const int64 = schema.format === 'int64';
    const low = schema.minimum ?? (int64 ? -(2 ** 53 - 1) : -(2 ** 31));
    const high = schema.maximum ?? (int64 ? 2 ** 53 - 1 : 2 ** 31 - 1);
    if (this.variant === 'edges-high') return Math.floor(high);
    if (this.variant === 'edges-low') return Math.ceil(schema.minimum ?? (int64 ? 0 : -1));
    return Math.floor(Math.max(low, Math.min(high, 1 + this.next() * 500)));
  }

  private number(schema: JsonSchema): number {
    if (this.variant === 'edges-high') return schema.maximum ?? 1.7976931348623157e308;
    if (this.variant === 'edges-low') return schema.minimum ?? -0.000001;
    const low = schema.minimum ?? -1000;
    const high = schema.maximum ?? 1000;
    return Math.round((low + this.next() * (high - low)) * 1000) / 1000;
  }
}

/** One body of `schema` in `variant`. `wrong-root` puts the wrong kind of JSON value at the root. */
export function generateBody(schema: JsonSchema | undefined, variant: Variant, seed = 1): unknown {
  if (!schema) return variant === 'wrong-root' ? 'not json structure' : {};
  const generator = new Generator(variant === 'wrong-root' ? 'full' : variant, seed);
  const body = generator.value(schema, 'root', 0);
  if (variant !== 'wrong-root') return body;
  if (Array.isArray(body)) return { items: body };
  if (body && typeof body === 'object') return [body];
  return { value: body };
}
