// The operations features as Yoga plugins, in the order they must run: request id and tracing first (they scope
// everything after them), readiness and metrics, persisted documents (they decide the document), the per-upstream
// rate limit (at `onExecute`, which an answer from the cache never reaches: only operations that will call the
// upstream count against its quota), the response cache (its hit is set at `onParams`; its `onExecute` must come
// after the limit's to see its own executor run), then the per-caller rate limit (at `onParams` too, so it counts
// cache hits; Yoga runs every `onParams` hook and the last result set wins, so it comes after the cache's).
import type { Plugin } from 'graphql-yoga';
import type { Authenticator } from '../auth/access.js';
import type { GatewayConfig } from '../config.js';
import type { UpstreamClients } from '../context.js';
import { responseCachePlugins } from '../cache/response-cache.js';
import { rateLimitPlugins } from '../limits/rate-limit.js';
import type { Logger } from '../logger.js';
import type { GatewayMetrics } from '../metrics.js';
import { registerBreakerGauge, usePrometheusMetrics } from '../observability/metrics.js';
import { operationNamesOf } from '../observability/operation-names.js';
import { useReadiness } from '../observability/readiness.js';
import { useRequestId } from '../observability/request-id.js';
import { useOperationTracing } from '../observability/tracing.js';
import { createRootFieldReader } from './root-fields.js';
import { persistedDocumentPlugins } from '../persisted/documents.js';
import { registerStoreGauge } from '../store/redis-connection.js';
import type { SharedState } from '../store/shared.js';

export interface OperationsDependencies {
  logger: Logger;
  metrics: GatewayMetrics;
  clients: UpstreamClients;
  /** Who the caller is: the same instance as the context's, so a request is authenticated once. */
  authenticator: Authenticator;
  /** The shared state (in memory, or Redis with REDIS_URL): src/store/shared.ts. */
  shared: SharedState;
}

export function operationsPlugins(config: GatewayConfig, dependencies: OperationsDependencies): Plugin[] {
  const settings = config.operations;
  const { shared } = dependencies;
  const { store, hash } = shared;
  registerBreakerGauge(dependencies.metrics.registry, dependencies.clients);
  registerStoreGauge(dependencies.metrics.registry, shared.health);
  // One reader of root fields (parser limits, a small memo) for the per-caller limit and the cache keys.
  const readRootFields = createRootFieldReader(config.limits);
  const isShared = () => shared.health().redis !== 'down';
  const { perCaller, perUpstream } = rateLimitPlugins(
    settings,
    store,
    hash,
    dependencies.authenticator,
    readRootFields,
  );
  return [
    useRequestId(dependencies.logger) as Plugin,
    useOperationTracing(),
    useReadiness(dependencies.clients, shared.health, { storeRequired: settings.store.required }),
    usePrometheusMetrics(dependencies.metrics.registry, {
      knownOperationNames: operationNamesOf(settings.persistedDocuments?.documents.values() ?? []),
    }),
    ...persistedDocumentPlugins(settings, store),
    ...(perUpstream ? [perUpstream] : []),
    ...(settings.responseCache.enabled
      ? responseCachePlugins(config, shared.cacheStore, hash, dependencies.authenticator, {
          registry: dependencies.metrics.registry,
          readRootFields,
          isShared,
        })
      : []),
    ...(perCaller ? [perCaller] : []),
    { onDispose: () => shared.close() },
  ];
}
