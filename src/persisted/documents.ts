// Persisted documents. Trusted-documents mode (PERSISTED_DOCUMENTS set): only the operations of a manifest run,
// by id (`extensions.persistedQuery.sha256Hash`); the manifest is the one codegen's client preset writes for the
// typed client. Otherwise automatic persisted queries (APQ) let any client send a hash instead of a document it
// sent once. Both come from Yoga plugins; written here: the manifest reader and the APQ store over the Store.
import { readFileSync } from 'node:fs';
import { useAPQ, type APQStore } from '@graphql-yoga/plugin-apq';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';
import { ConfigError } from '../config.js';
import type { OperationsConfig } from '../operations/config.js';
import type { Store } from '../store/store.js';

const manifestSchema = z.record(z.string().regex(/^[A-Za-z0-9:_-]{1,128}$/), z.string().min(1));

/** Reads a persisted-documents manifest ({ id: document }); a bad one stops start-up naming the variable. */
export function readManifest(file: string, variable = 'PERSISTED_DOCUMENTS'): Map<string, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError(variable, 'must name a readable JSON persisted-documents manifest');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(variable, 'must map document ids to documents');
  return new Map(Object.entries(parsed.data));
}

/** APQ documents are kept a day; the store's size cap bounds how many. */
const APQ_TTL_MS = 86_400_000;

function apqStore(store: Store): APQStore {
  // The key is the document's own SHA-256 (checked by the plugin), never a caller's secret.
  return {
    get: (hash) => store.get(`apq:${hash}`),
    set: (hash, document) => store.set(`apq:${hash}`, document, APQ_TTL_MS),
  };
}

export function persistedDocumentPlugins(config: OperationsConfig, store: Store): Plugin[] {
  if (config.persistedDocuments) {
    const manifest = config.persistedDocuments.documents;
    return [
      usePersistedOperations({
        getPersistedOperation: (id) => manifest.get(id) ?? null,
        allowArbitraryOperations: false,
        customErrors: {
          notFound: {
            message: 'This operation is not in the trusted documents',
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
          },
          persistedQueryOnly: {
            message: 'Only trusted documents run here: send extensions.persistedQuery.sha256Hash, not a query',
            extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
          },
          keyNotFound: {
            message: 'A trusted document id is required',
            extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } },
          },
        },
      }),
    ];
  }
  return config.apq ? [useAPQ({ store: apqStore(store) })] : [];
}
