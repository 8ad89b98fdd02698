// The operations features as Yoga plugins, in the order they must run: request id and tracing first (they scope
// everything after them), readiness and metrics, persisted documents (they decide the document), the per-caller
// rate limit, the response cache (a hit never reaches an upstream), then the per-upstream rate limit (only
// operations that will call the upstream count against its quota).
import type { Plugin } from 'graphql-yoga';
import type { Authenticator } from '../auth/access.js';
import type { GatewayConfig } from '../config.js';
import type { UpstreamClients } from '../context.js';
import { responseCachePlugins } from '../cache/response-cache.js';
import { rateLimitPlugins } from '../limits/rate-limit.js';
import type { Logger } from '../logger.js';
import type { GatewayMetrics } from '../metrics.js';
import { registerBreakerGauge, usePrometheusMetrics } from '../observability/metrics.js';
import { useReadiness } from '../observability/readiness.js';
import { useRequestId } from '../observability/request-id.js';
import { useOperationTracing } from '../observability/tracing.js';
import { persistedDocumentPlugins } from '../persisted/documents.js';
import { createKeyHasher } from '../store/keys.js';
import { MemoryStore } from '../store/memory.js';
import type { Store } from '../store/store.js';

export interface OperationsDependencies {
  logger: Logger;
  metrics: GatewayMetrics;
  clients: UpstreamClients;
  /** Who the caller is: the same instance as the context's, so a request is authenticated once. */
  authenticator: Authenticator;
  /** The shared store (default: in memory, sized by STORE_MAX_ENTRIES). */
  store?: Store;
}

export function operationsPlugins(config: GatewayConfig, dependencies: OperationsDependencies): Plugin[] {
  const settings = config.operations;
  const store = dependencies.store ?? new MemoryStore({ maxEntries: settings.store.maxEntries });
  const hash = createKeyHasher(settings.store.keySecret);
  registerBreakerGauge(dependencies.metrics.registry, dependencies.clients);
  const { perCaller, perUpstream } = rateLimitPlugins(settings, store, hash);
  return [
    useRequestId(dependencies.logger) as Plugin,
    useOperationTracing(),
    useReadiness(dependencies.clients),
    usePrometheusMetrics(dependencies.metrics.registry),
    ...persistedDocumentPlugins(settings, store),
    ...(perCaller ? [perCaller] : []),
    ...(settings.responseCache.enabled ? responseCachePlugins(config, store, hash, dependencies.authenticator) : []),
    ...(perUpstream ? [perUpstream] : []),
    { onDispose: () => store.close() },
  ];
}
