// Per-service knowledge of the response cache and the rate limits: which mutations belong to the service (read
// from the schema, where each is tagged with its service) and whether they change what its queries return (then
// each one drops every cached answer of the service, for every caller). TTLs are settings: src/config/cache-ttl.ts.
// A service whose data a caller's own credential selects is scoped by that credential automatically (see
// response-cache.ts); nothing here needs to say which data is public.
import { SERVICE_KEYS, type ServiceKey } from '../../config/index.js';
import { schema } from '../../executable-schema.js';
import { mutationsOf } from '../../schema/service-mutations.js';

export interface CachePolicy {
  /** The service's top-level mutations, read from the schema (its `Query.<key>` namespace field needs no listing). */
  mutations: readonly string[];
  /** True when the mutations change what the service's queries return. */
  mutationsInvalidate: boolean;
  /** Schema coordinates that must never be answered from the cache (a status read while it changes). */
  liveFields?: readonly string[];
}

const DECLARED: Record<ServiceKey, Omit<CachePolicy, 'mutations'>> = {
  // Conversations and messages move quickly: a short TTL only absorbs bursts of the same query.
  messaging: {
    mutationsInvalidate: true,
  },
  // Mutations only; they read a file, nothing to cache or invalidate.
  unpacker: {
    mutationsInvalidate: false,
  },
  // Facts about numbers do not change.
  numbers: { mutationsInvalidate: false },
  // Creates, updates and deletes change the tree; an operation's status is read live.
  fileStorage: {
    mutationsInvalidate: true,
    liveFields: ['FileStorageQuery.operation'],
  },
  scheduler: {
    mutationsInvalidate: true,
  },
  // Writes change orders, products and tickets: each drops the service's cached answers.
  marketplace: {
    mutationsInvalidate: true,
  },
  // Writes create, change and delete projects, preprints, registrations and collections: each drops the service's
  // cached answers.
  research: { mutationsInvalidate: true },
  // The sub-user key list changes with the admin mutations and is for admins only: never cached.
  automotive: { mutationsInvalidate: false, liveFields: ['AutomotiveQuery.subUserKeys'] },
  // Mutations only: a certificate pull is never cached.
  certificates: {
    mutationsInvalidate: false,
  },
  content: { mutationsInvalidate: false },
};

export const CACHE_POLICY = {} as Record<ServiceKey, CachePolicy>;
for (const key of SERVICE_KEYS) CACHE_POLICY[key] = { ...DECLARED[key], mutations: mutationsOf(schema, key) };
