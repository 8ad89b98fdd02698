// Response cache: Yoga's response-cache plugin does the caching (per-operation TTL from the services an
// operation reads, entity invalidation by the ids a mutation returns). Written here: the store-backed Cache,
// the key scoping by credential, and the per-service invalidation table (policy.ts).
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { CacheEntityRecord } from '@envelop/response-cache';
import { Kind, getOperationAST, parse, type DocumentNode, type ExecutionResult, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { randomUUID } from 'node:crypto';
import { Counter, type Registry } from 'prom-client';
import { isDenied, type Authenticator } from '../auth/access.js';
import { resolveRequestCredentials, type RequestCredentials } from '../auth/credentials.js';
import { SERVICE_KEYS, type GatewayConfig, type ServiceKey } from '../config.js';
import type { KeyHasher } from '../store/keys.js';
import type { Store } from '../store/store.js';
import { CACHE_POLICY } from './policy.js';

const SERVICES = new Set<string>(SERVICE_KEYS);

/** Names of the root fields an operation selects (through fragments), or undefined if not a query/mutation. */
export function rootFieldsOf(document: DocumentNode, operationName?: string | null) {
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const fields = new Set<string>();
  const visit = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return { type: operation.operation, fields: [...fields] };
}

/** An entity tag that stands for "every cached answer that read this service". */
const serviceTag = (service: ServiceKey): CacheEntityRecord => ({ typename: `service:${service}` });

/**
 * The envelop Cache interface over the shared Store. An answer is stored under its key, and its key is added to one
 * set per tag (each entity type, each entity, each service read), so invalidating a tag drops every answer in it.
 */
export function createStoreCache(store: Store, hash: KeyHasher, maxTtlMs: number, lookups?: Counter<'result'>): Cache {
  const valueKey = (id: string) => `rc:v:${id}`;
  const tagKey = (entity: CacheEntityRecord) =>
    `rc:t:${hash(entity.id === undefined ? entity.typename : `${entity.typename}:${String(entity.id)}`)}`;
  return {
    async get(id) {
      const raw = await store.get(valueKey(id));
      lookups?.inc({ result: raw === undefined ? 'miss' : 'hit' });
      return raw === undefined ? undefined : (JSON.parse(raw) as ExecutionResult<Record<string, unknown>>);
    },
    async set(id, data, entities, ttl) {
      const ttlMs = Math.min(ttl, maxTtlMs);
      await store.set(valueKey(id), JSON.stringify(data), ttlMs);
      const tags: CacheEntityRecord[] = [];
      for (const entity of entities) tags.push(entity, { typename: entity.typename });
      for (const service of id.split('|')[0]!.split(','))
        if (SERVICES.has(service)) tags.push(serviceTag(service as ServiceKey));
      const keys = new Set(tags.map(tagKey));
      // Tag sets live as long as the longest answer they may list: they are never shortened by a shorter one.
      await Promise.all([...keys].map((key) => store.addToSet(key, [valueKey(id)], maxTtlMs)));
    },
    async invalidate(entities) {
      for (const entity of entities) {
        const key = tagKey(entity);
        const members = await store.members(key);
        await store.delete([...members, key]);
      }
    },
  };
}

/** What an upstream sees of the caller: the credential's headers and parameters (the same for a gateway secret). */
function credentialScope(credentials: RequestCredentials | undefined, service: ServiceKey): unknown {
  const credential = credentials?.[service];
  return credential ? [credential.headers, credential.searchParams] : null;
}

/** The services a query reads (its root fields), remembered for the most recent documents. */
function queryServicesOf(): (document: string, operationName?: string | null) => ServiceKey[] {
  const recent = new Map<string, ServiceKey[]>();
  return (document, operationName) => {
    const key = `${operationName ?? ''}\n${document}`;
    let services = recent.get(key);
    if (!services) {
      let root: ReturnType<typeof rootFieldsOf>;
      try {
        root = rootFieldsOf(parse(document), operationName);
      } catch {
        // Not a valid document: it fails later, and a failed answer is never cached.
        root = undefined;
      }
      services =
        root?.type === 'query' ? root.fields.filter((field): field is ServiceKey => SERVICES.has(field)).sort() : [];
      if (recent.size >= 1000) recent.delete(recent.keys().next().value as string);
      recent.set(key, services);
    }
    return services;
  };
}

export function responseCachePlugins(
  gateway: GatewayConfig,
  store: Store,
  hash: KeyHasher,
  authenticator: Authenticator,
  registry?: Registry,
): Plugin[] {
  const config = gateway.operations;
  const { ttlMs } = config.responseCache;
  const servicesOf = queryServicesOf();
  const maxTtlMs = Math.max(1, ...Object.values(ttlMs));
  const lookups = registry
    ? new Counter({
        name: 'gateway_response_cache_lookups_total',
        help: 'Response-cache lookups of cacheable queries by result (hit or miss); a miss while Redis is down too',
        labelNames: ['result'] as const,
        registers: [registry],
      })
    : undefined;
  const cache = createStoreCache(store, hash, maxTtlMs, lookups);
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const key of SERVICE_KEYS) ttlPerSchemaCoordinate[`Query.${key}`] = ttlMs[key];
  // A TTL of 0 keeps any answer that reads such a field out of the cache.
  for (const key of SERVICE_KEYS)
    for (const field of CACHE_POLICY[key].liveFields ?? []) ttlPerSchemaCoordinate[field] = 0;

  const scopeAndInvalidate: Plugin = {
    onExecute({ args }) {
      const root = rootFieldsOf(args.document, args.operationName);
      if (root?.type !== 'mutation') return;
      const stale = SERVICE_KEYS.filter(
        (key) =>
          CACHE_POLICY[key].mutationsInvalidate &&
          root.fields.some((field) => CACHE_POLICY[key].mutations.includes(field)),
      );
      if (stale.length === 0) return;
      return {
        // A failed write may still have changed something upstream: invalidate whatever the outcome.
        async onExecuteDone() {
          await cache.invalidate(stale.map(serviceTag));
        },
      };
    },
  };

  return [
    scopeAndInvalidate,
    useResponseCache({
      cache,
      // Scoping is in the key (below), per service; Yoga's single session id cannot express that.
      session: () => null,
      ttl: 0,
      ttlPerSchemaCoordinate,
      includeExtensionMetadata: false,
      // Yoga builds the key before parsing and context building: from the document and the request's headers.
      async buildResponseCacheKey({ documentString, variableValues, operationName, request }) {
        const services = servicesOf(documentString, operationName);
        const credentials = resolveRequestCredentials(gateway, request.headers);
        // A caller without the scope for a service must never get an answer bought with the gateway's credential
        // for a caller who had it: the gateway's access decision is part of the key.
        const principal = await authenticator.authenticate(request.headers).catch(() => undefined);
        if (!principal) return `unauthenticated|${randomUUID()}`; // answered 401 by the context; never shared
        // Two callers share an answer only if every upstream it read would have seen the same credential.
        const scope = services.map((service) => [
          service,
          isDenied(gateway, principal, credentials, service) ? 'denied' : credentialScope(credentials, service),
        ]);
        const digest = hash(JSON.stringify([documentString, variableValues ?? null, operationName ?? null, scope]));
        return `${services.join(',')}|${digest}`;
      },
    }),
  ];
}
