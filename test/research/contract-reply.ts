// How the OSF contract upstream answers: the OSF specs describe the resource object only (a list as an array of
// them), so each generated resource is put in the JSON:API document OSF sends (`{data, links, meta}`). Operations
// whose spec gives no schema borrow the schema of the spec's operation for the same resource type.
import type { AllowedRefusal, ServiceContract } from '../contract/support/contract.js';
import { generateBody, type Variant } from '../contract/support/generate.js';
import type { JsonSchema, Spec, SpecOperation } from '../contract/support/spec.js';

const SWAGGER = 'G-osf-upstream/swagger-spec/swagger.yaml';

/** Operations without a response schema in either spec, and the operation whose resource they return. */
const BORROWED: Record<string, string> = {
  '/actions/': '/schema_responses/{schema_response_id}/actions/',
  '/collections/{collection_id}/linked_nodes': '/nodes/',
  '/collections/{collection_id}/linked_preprints/': '/preprints/',
  '/collections/{collection_id}/linked_registrations/': '/registrations/',
  '/institutions/{institution_id}/registrations/': '/registrations/',
  '/users/{user_id}/registrations/': '/registrations/',
  '/collections/{collection_id}/collected_metadata/{cgm_id}/subjects/': '/draft_registrations/{draft_id}/subjects/',
  '/draft_registrations/{draft_id}/contributors/': '/nodes/{node_id}/contributors/',
  '/draft_registrations/{draft_id}/contributors/{user_id}/': '/nodes/{node_id}/contributors/',
  '/preprints/{preprint_id}/contributors/{user_id}/': '/nodes/{node_id}/contributors/',
};

/** Collected metadata has no schema in any OSF spec: this is the resource as the OSF documentation shows it. */
const COLLECTED_METADATA: JsonSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string' },
    attributes: {
      type: 'object',
      properties: {
        collected_type: { type: 'string' },
        status: { type: 'string' },
        volume: { type: 'string' },
        issue: { type: 'string' },
        program_area: { type: 'string' },
      },
    },
    relationships: { type: 'object', properties: { collection: { type: 'string' }, guid: { type: 'string' } } },
  },
};

/** A JSON:API resource identifier (`/relationships/` endpoints). */
const IDENTIFIER: JsonSchema = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'string' }, type: { type: 'string' } },
};

/** The API root's `meta`, as the OSF documentation shows it (the spec gives no schema): the user is a user record. */
function rootSchema(user: JsonSchema | undefined): JsonSchema {
  return {
    type: 'object',
    properties: {
      meta: {
        type: 'object',
        properties: {
          version: { type: 'string' },
          message: { type: 'string' },
          current_user: { type: 'object', properties: { data: user ?? { type: 'object' } } },
        },
      },
    },
  };
}

/** Lookups of one resource; every other operation answers a list. */
function isSingle(path: string): boolean {
  if (/\/files\/\{provider\}\/$/.test(path)) return false;
  return /\}\/?$/.test(path) || /\/citation\/$/.test(path);
}

function itemSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return schema.type === 'array' || (!schema.type && schema.items) ? schema.items : schema;
}

let fallback: Spec | undefined;
/** The swagger spec, for schemas G-osf.yaml lacks; set before the tests. */
export function useBorrowSpec(spec: Spec) {
  fallback = spec;
}

function resourceSchema(operation: SpecOperation, spec: Spec): JsonSchema | undefined {
  const own = itemSchema(operation.schema);
  if (own) return own;
  if (operation.path.includes('/collected_metadata/') && !operation.path.endsWith('subjects/'))
    return COLLECTED_METADATA;
  const borrowed = BORROWED[operation.path];
  if (!borrowed) return undefined;
  for (const source of [spec, fallback]) {
    const found = source?.operations.find((candidate) => candidate.method === 'GET' && candidate.path === borrowed);
    if (found?.schema) return itemSchema(found.schema);
  }
  return undefined;
}

const listOf = (schema: JsonSchema): JsonSchema => ({ type: 'array', items: schema });

/** Generated bodies by operation, variant and kind: generating a large schema on every request is slow. */
const generatedBodies = new Map<string, unknown>();
function generated(key: string, schema: JsonSchema, variant: Variant, seed: number): unknown {
  const cacheKey = `${key} ${variant}`;
  if (!generatedBodies.has(cacheKey)) generatedBodies.set(cacheKey, generateBody(schema, variant, seed));
  return structuredClone(generatedBodies.get(cacheKey));
}

/** The list operation of a relationship below the same kind of parent (`/nodes/{node_id}/children/`). */
function embedded(spec: Spec, requestPath: string, relationship: string, variant: Variant, seed: number) {
  const prefix = requestPath.split('/')[1];
  const operation = spec.operations.find(
    (candidate) =>
      candidate.method === 'GET' &&
      candidate.path.startsWith(`/${prefix}/{`) &&
      candidate.path.endsWith(`}/${relationship}/`),
  );
  const schema = operation && resourceSchema(operation, spec);
  if (!schema) return undefined;
  // OSF embeds the first page of each related list; two items are enough to read, and keep the bodies small.
  const list = generated(`embed ${operation.path}`, listOf(schema), variant, seed);
  const data = Array.isArray(list) ? list.slice(0, 2) : list;
  return { data, links: { next: null }, meta: { total: Array.isArray(list) ? list.length : 0 } };
}

/** The contract's `reply`: the generated resource(s) in a JSON:API document. */
export const jsonApiReply: NonNullable<ServiceContract['reply']> = ({ operation, variant, request, spec }) => {
  const seed = spec.operations.indexOf(operation) + 1;
  if (operation.path === '/') {
    const user = spec.operations.find(
      (candidate) => candidate.method === 'GET' && candidate.path === '/users/{user_id}/',
    );
    return { body: generated('root', rootSchema(itemSchema(user?.schema)), variant, seed) };
  }
  if (operation.path.endsWith('/content/')) {
    return { headers: { 'content-type': 'text/markdown' }, body: `# Page\n\n${variant} text` };
  }
  if (operation.path.includes('/relationships/')) {
    return { body: { data: generated('identifiers', listOf(IDENTIFIER), variant, seed), links: {}, meta: {} } };
  }
  const schema = resourceSchema(operation, spec);
  if (!schema) throw new Error(`no schema for GET ${operation.path}`);
  if (isSingle(operation.path)) return { body: { data: generated(operation.path, schema, variant, seed) } };
  const data = generated(operation.path, listOf(schema), variant, seed);
  if (Array.isArray(data)) {
    // A batch by id answers the ids asked for, as OSF does.
    const ids = request.query.get('filter[id]')?.split(',') ?? [];
    data.forEach((item, index) => {
      if (ids[index] && item && typeof item === 'object' && 'id' in item) (item as { id: string }).id = ids[index]!;
    });
    const embeds = request.query.getAll('embed').flatMap((value) => value.split(','));
    if (embeds.length > 0 && variant !== 'wrong-shape') {
      for (const item of data) {
        if (!item || typeof item !== 'object') continue;
        (item as { embeds?: unknown }).embeds = Object.fromEntries(
          embeds.map((relationship) => [relationship, embedded(spec, request.path, relationship, variant, seed)]),
        );
      }
    }
  }
  return { body: { data, links: { next: null }, meta: { total: Array.isArray(data) ? data.length : 0 } } };
};

export { SWAGGER };

/** What every OSF contract shares. */
export const RESEARCH_CONTRACT = {
  service: 'research',
  env: {
    // GETs are retried once, as in production: a kept-alive socket the test upstream closed while idle is retried.
    RESEARCH_RETRIES: '1',
  },
  // OSF needs no credential: with none configured, none goes out.
  authorize: (request) => request.headers.authorization === undefined,
} satisfies Pick<ServiceContract, 'service' | 'env' | 'authorize'>;

/**
 * The refusals of spec-valid OSF answers the gateway keeps (docs/services/research.md, "Answers refused"): each
 * suite lists those its entries meet.
 */
export const RESEARCH_REFUSALS = {
  /** required-only, nulls: the specs require neither a resource's `id` nor its `links`. */
  recordWithoutId: {
    name: 'record-without-id',
    reason: 'invalid-response',
    detail: 'a record has no id',
    why:
      'a listed or created record with neither an id nor a self link cannot be a Node, be read again or reach its ' +
      'relationships: the record (one item of its list) is the error, the rest answers',
  },
  /** edges-high: a contributor's `users` relationship is any string in the spec, and its id need not be in form. */
  contributorWithoutUser: {
    name: 'contributor-without-user',
    reason: 'invalid-response',
    detail: "a record id that does not match its type's id pattern",
    why:
      'a listed contributor whose user neither its users relationship nor its id ({node_id}-{user_id}) names ' +
      'cannot be addressed (the OSF reads a contributor by its user id): that list item is the error',
  },
} satisfies Record<string, AllowedRefusal>;
