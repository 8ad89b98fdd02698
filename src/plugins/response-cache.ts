// Response cache: Yoga's response-cache plugin does the caching (per-operation TTL from the services an
// operation reads, entity invalidation by the ids a mutation returns). Written here: the store-backed Cache,
// the key scoping by credential, and the per-service invalidation table (response-cache/policy.ts).
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { CacheEntityRecord } from '@envelop/response-cache';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Counter, type Registry } from 'prom-client';
import { isDenied, type Authenticator } from '../auth/access.js';
import { resolveRequestCredentials, type RequestCredentials } from '../auth/credentials.js';
import { SERVICE_KEYS, type GatewayConfig, type ServiceKey } from '../config/index.js';
import { createRootFieldReader, rootFieldsOf, type RootFieldReader } from './support/root-fields.js';
import type { KeyHasher } from '../store/keys.js';
import type { Store } from '../store/store.js';
import { CACHE_POLICY } from './response-cache/policy.js';

const SERVICES = new Set<string>(SERVICE_KEYS);

/** An entity tag that stands for "every cached answer that read this service". */
const serviceTag = (service: ServiceKey): CacheEntityRecord => ({ typename: `service:${service}` });
/** The tag every answer carries: dropped when an invalidation may have been lost (below). */
const EVERYTHING: CacheEntityRecord = { typename: 'everything' };

/** Misses whose service generations are remembered until their answer is written (one per request in flight). */
const PENDING_MAX = 1000;

type LookupResult = 'hit' | 'miss';
/**
 * The outcome of the last cache lookup of the GraphQL operation being served. Yoga's plugin looks an answer up
 * when the request's parameters are known and envelop's again before executing, so a miss is two lookups: the
 * counter counts once per operation, when it ends (the last lookup is the one that decided how it was answered).
 */
const lookupOfOperation = new AsyncLocalStorage<{ result?: LookupResult }>();

interface StoredAnswer {
  result: ExecutionResult<Record<string, unknown>>;
  /** Each tag's generation key and the generation the answer was read under. */
  generations: Array<[string, string]>;
}

/**
 * The envelop Cache interface over the shared Store, invalidated by generations: each tag (entity type, entity,
 * service read, and one for everything) has a generation, a random token under its own key. An answer is stored
 * with the generations of its tags, and served only while every one is unchanged; invalidating a tag deletes its
 * generation, so a later write starts a new one. Nothing grows per write (a generation is one small value whose
 * TTL is re-armed), and a generation lost to eviction or expiry reads as changed: the answer misses, it is never
 * served stale. The services' generations are read when the answer misses, before the upstream calls, so a
 * mutation that lands while a query runs leaves that query's answer already stale.
 *
 * One invalidation can still be lost: a mutation served while Redis is down. The replica that lost it changes the
 * generation of everything once Redis is back (`isShared`), before it reads or writes the cache again.
 */
export function createStoreCache(
  store: Store,
  hash: KeyHasher,
  maxTtlMs: number,
  /** Told the outcome of each lookup of an answer that reads an upstream (not of a mutation's key). */
  onLookup?: (result: LookupResult) => void,
  isShared: () => boolean = () => true,
): Cache {
  const valueKey = (id: string) => `rc:v:${id}`;
  const generationKey = (entity: CacheEntityRecord) =>
    `rc:g:${hash(entity.id === undefined ? entity.typename : `${entity.typename}:${String(entity.id)}`)}`;
  const servicesOf = (id: string) =>
    id
      .split('|')[0]!
      .split(',')
      .filter((service): service is ServiceKey => SERVICES.has(service));
  const claim = (keys: string[]) =>
    store.claim(
      keys,
      keys.map(() => randomUUID()),
      maxTtlMs,
    );
  const pending = new Map<string, Array<[string, string]>>();
  let lostInvalidation = false;
  const settle = async () => {
    if (!lostInvalidation || !isShared()) return;
    lostInvalidation = false;
    await store.delete([generationKey(EVERYTHING)]);
    if (!isShared()) lostInvalidation = true;
  };

  return {
    async get(id) {
      await settle();
      const services = servicesOf(id);
      const raw = await store.get(valueKey(id));
      const stored = raw === undefined ? undefined : (JSON.parse(raw) as StoredAnswer);
      if (stored) {
        const current = await store.getMany(stored.generations.map(([key]) => key));
        if (stored.generations.every(([, generation], i) => current[i] === generation)) {
          if (services.length > 0) onLookup?.('hit');
          return stored.result;
        }
        await store.delete([valueKey(id)]);
      }
      if (services.length > 0) onLookup?.('miss');
      const keys = [EVERYTHING, ...services.map(serviceTag)].map(generationKey);
      const generations = await claim(keys);
      // An earlier miss of the same key still running keeps its (older, so safer) generations.
      if (!pending.has(id)) {
        if (pending.size >= PENDING_MAX) pending.delete(pending.keys().next().value as string);
        pending.set(
          id,
          keys.map((key, i) => [key, generations[i]!]),
        );
      }
      return undefined;
    },
    async set(id, data, entities, ttl) {
      await settle();
      const ttlMs = Math.min(ttl, maxTtlMs);
      const before = pending.get(id);
      pending.delete(id);
      // Without the generations read at the miss (a full table), the answer cannot prove it is fresh: not kept.
      if (!before) return;
      const tags: CacheEntityRecord[] = [];
      for (const entity of entities) tags.push(entity, { typename: entity.typename });
      const known = new Set(before.map(([key]) => key));
      const keys = [...new Set(tags.map(generationKey))].filter((key) => !known.has(key));
      const generations = await claim(keys);
      const stored: StoredAnswer = {
        result: data as ExecutionResult<Record<string, unknown>>,
        generations: [...before, ...keys.map((key, i): [string, string] => [key, generations[i]!])],
      };
      await store.set(valueKey(id), JSON.stringify(stored), ttlMs);
    },
    async invalidate(entities) {
      const keys = [...new Set([...entities].map(generationKey))];
      await store.delete(keys);
      if (!isShared()) lostInvalidation = true;
    },
  };
}

/** What an upstream sees of the caller: the credential's headers and parameters (the same for a gateway secret). */
function credentialScope(credentials: RequestCredentials | undefined, service: ServiceKey): unknown {
  const credential = credentials?.[service];
  return credential ? [credential.headers, credential.searchParams] : null;
}

/** The services a query reads (its root fields); none for a mutation, or for a document that fails later. */
function queryServicesOf(read: RootFieldReader) {
  return (document: string | undefined, operationName?: string | null): ServiceKey[] => {
    const root = read(document, operationName);
    return root?.type === 'query' ? root.fields.filter((field): field is ServiceKey => SERVICES.has(field)).sort() : [];
  };
}

export function responseCachePlugins(
  gateway: GatewayConfig,
  store: Store,
  hash: KeyHasher,
  authenticator: Authenticator,
  options: { registry?: Registry; readRootFields?: RootFieldReader; isShared?: () => boolean } = {},
): Plugin[] {
  const { registry } = options;
  const config = gateway.operations;
  const { ttlMs } = config.responseCache;
  const servicesOf = queryServicesOf(options.readRootFields ?? createRootFieldReader(gateway.limits));
  const maxTtlMs = Math.max(1, ...Object.values(ttlMs));
  const lookups = registry
    ? new Counter({
        name: 'gateway_response_cache_lookups_total',
        help: 'Response-cache lookups of cacheable queries by result (hit or miss), one per operation; a miss while Redis is down too',
        labelNames: ['result'] as const,
        registers: [registry],
      })
    : undefined;
  const noteLookup = (result: LookupResult) => {
    const operation = lookupOfOperation.getStore();
    if (operation) operation.result = result;
  };
  const cache = createStoreCache(store, hash, maxTtlMs, noteLookup, options.isShared);
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const key of SERVICE_KEYS) ttlPerSchemaCoordinate[`Query.${key}`] = ttlMs[key];
  // A TTL of 0 keeps any answer that reads such a field out of the cache.
  for (const key of SERVICE_KEYS)
    for (const field of CACHE_POLICY[key].liveFields ?? []) ttlPerSchemaCoordinate[field] = 0;

  const scopeAndInvalidate: Plugin = {
    // Around each operation (each of a batch): its parameters hook, where Yoga's plugin looks up, and its execution.
    instrumentation: {
      operation(_payload, wrapped) {
        const lookup: { result?: LookupResult } = {};
        return lookupOfOperation.run(lookup, () =>
          Promise.resolve()
            .then(wrapped)
            .finally(() => {
              if (lookup.result) lookups?.inc({ result: lookup.result });
            }),
        );
      },
    },
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
