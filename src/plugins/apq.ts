// Automatic persisted queries (APQ): without trusted documents, a client may send a hash instead of a document it
// sent once. From Yoga's plugin; written here: the APQ store over the gateway's Store (shared by the replicas).
import { useAPQ, type APQStore } from '@graphql-yoga/plugin-apq';
import type { Plugin } from 'graphql-yoga';
import type { OperationsConfig } from '../config/operations.js';
import type { Store } from '../store/store.js';

/** APQ documents are kept a day; the store's size cap bounds how many. */
const APQ_TTL_MS = 86_400_000;

function apqStore(store: Store): APQStore {
  // The key is the document's own SHA-256 (checked by the plugin), never a caller's secret.
  return {
    get: (hash) => store.get(`apq:${hash}`),
    set: (hash, document) => store.set(`apq:${hash}`, document, APQ_TTL_MS),
  };
}

/** Undefined with trusted documents (only those run) or with APQ=false. */
export function useAutomaticPersistedQueries(config: OperationsConfig, store: Store): Plugin | undefined {
  if (config.persistedDocuments || !config.apq) return undefined;
  return useAPQ({ store: apqStore(store) }) as Plugin;
}
