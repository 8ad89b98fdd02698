// Reads the real upstream specs (never committed; scripts/specs/location.ts finds them), dereferenced, and finds the
// response schema of one operation. Swagger 2.0 and OpenAPI 3 alike.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { parse } from 'yaml';
import { specsDir } from '../../../scripts/specs/location.js';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  example?: unknown;
  default?: unknown;
  readOnly?: boolean;
  description?: string;
};

export interface SpecOperation {
  method: string;
  /** Path template of the spec, e.g. `/users/{userId}`. */
  path: string;
  /** Schema of the success body; undefined when the spec declares none. */
  schema?: JsonSchema;
  /** The declared success status. */
  status: number;
}

export interface Spec {
  file: string;
  /** Path part of the spec's server URL (OpenAPI 3 `servers`, Swagger 2 `basePath`), without a trailing slash. */
  basePath: string;
  operations: SpecOperation[];
  operation(method: string, path: string): SpecOperation;
  document: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const cache = new Map<string, Promise<Spec>>();

type Responses = Record<string, { schema?: JsonSchema; content?: Record<string, { schema?: JsonSchema }> }>;

function successSchema(responses: Responses | undefined): { status: number; schema?: JsonSchema } {
  const entries = Object.entries(responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
  entries.sort(([a], [b]) => Number(a) - Number(b));
  const [code, response] = entries[0] ?? ['200', undefined];
  if (!response) return { status: Number(code) };
  if (response.schema) return { status: Number(code), schema: response.schema };
  const content = response.content ?? {};
  // A JSON media type with a schema first; some specs give JSON only examples and the schema under `*/*`.
  const types = Object.keys(content);
  const media =
    types.find((type) => /json/.test(type) && content[type]?.schema) ??
    types.find((type) => content[type]?.schema) ??
    types.find((type) => /json/.test(type)) ??
    types[0];
  return { status: Number(code), schema: media ? content[media]?.schema : undefined };
}

async function load(file: string): Promise<Spec> {
  const absolute = join(specsDir(), file);
  const raw = parse(readFileSync(absolute, 'utf8'), { maxAliasCount: -1, uniqueKeys: false }) as Record<
    string,
    unknown
  >;
  // Relative $refs (the split OSF spec) resolve against the file's own folder.
  const document = (await $RefParser.dereference(absolute, raw, {
    dereference: { circular: 'ignore' },
  })) as Record<string, unknown>;
  const servers = document.servers as Array<{ url: string }> | undefined;
  const basePath = (
    servers?.[0]?.url ? new URL(servers[0].url, 'http://placeholder').pathname : String(document.basePath ?? '')
  ).replace(/\/+$/, '');
  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      const operation = item[method] as { responses?: Responses } | undefined;
      if (!operation) continue;
      operations.push({ method: method.toUpperCase(), path, ...successSchema(operation.responses) });
    }
  }
  return {
    file,
    basePath,
    operations,
    document,
    operation(method, path) {
      const found = operations.find((op) => op.method === method && op.path === path);
      if (!found) throw new Error(`${file} has no operation ${method} ${path}`);
      return found;
    },
  };
}

/** The spec, parsed once per test file. */
export function loadSpec(file: string): Promise<Spec> {
  let pending = cache.get(file);
  if (!pending) {
    pending = load(file);
    cache.set(file, pending);
  }
  return pending;
}

/** A regular expression matching concrete paths of a template (`{x}` is one non-empty segment). */
export function templatePattern(template: string): RegExp {
  const escaped = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}
