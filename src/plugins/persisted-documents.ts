// Persisted documents in trusted-documents mode (PERSISTED_DOCUMENTS set): only the operations of a manifest run,
// by id (`extensions.persistedQuery.sha256Hash`); the manifest is the one codegen's client preset writes for the
// typed client, read at start-up by src/config/operations.ts. From Yoga's plugin; written here: its refusals.
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import type { OperationsConfig } from '../config/operations.js';

/** Trusted documents only, when PERSISTED_DOCUMENTS names a manifest; undefined otherwise. */
export function usePersistedDocuments(config: OperationsConfig): Plugin | undefined {
  if (!config.persistedDocuments) return undefined;
  const manifest = config.persistedDocuments.documents;
  return usePersistedOperations({
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
  }) as Plugin;
}
