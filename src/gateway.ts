// createGateway(config) -> the Yoga instance: the schema, the per-request context and the plugins
// (src/plugins/index.ts, in their one order). It does not listen: server.ts does, tests call gateway.fetch.
import { createYoga } from 'graphql-yoga';
import { SERVICE_KEYS, type GatewayConfig } from './config/index.js';
import { createAuthenticator } from './auth/access.js';
import { createContextFactory, type UpstreamClients } from './context.js';
import { createUpstreamClient } from './http/client.js';
import { createGatewayHttpCache } from './datasources/upstream-cache.js';
import { createGatewayEvents } from './events/events.js';
import type { GatewayEventTarget } from './events/pubsub.js';
import type { GatewayFetch } from './mcp/call.js';
import { createLogger, type Logger } from './logger.js';
import { createMetrics, type GatewayMetrics } from './observability/upstream-metrics.js';
import { yogaLogging } from './observability/yoga-logging.js';
import { graphiqlOption, renderGraphiQL } from './plugins/graphiql.js';
import { gatewayPlugins, type MeasuredPart } from './plugins/index.js';
import { corsOptions } from './plugins/origin-check.js';
import { uploadFetchAPI } from './plugins/uploads.js';
import { maskError } from './schema/errors.js';
import { schema } from './executable-schema.js';
import { createSharedEventTarget } from './store/event-target.js';
import { createSharedState } from './store/shared.js';
import type { Store } from './store/store.js';

export interface GatewayOptions {
  logger?: Logger;
  /** The registry and upstream metrics; also what every upstream call is reported to (traces, metrics). */
  metrics?: GatewayMetrics;
  /** Shared state (response cache, rate limits, APQ, webhook secrets); default: in memory, or Redis with REDIS_URL. */
  store?: Store;
  /** Carries live events between replicas (a Redis event target); default: in memory, this process only. */
  eventTarget?: GatewayEventTarget;
  /**
   * Always-on parts left out, for measuring what each costs (`BENCH_AB=features`, bench/features.ts); never set by
   * the server. Leaving one out removes a protection: only for a gateway behind the benchmark's load generator.
   */
  without?: ReadonlySet<MeasuredPart>;
}

export function createGateway(config: GatewayConfig, options: GatewayOptions = {}) {
  const logger = options.logger ?? createLogger(config.logLevel);
  const metrics = options.metrics ?? createMetrics();
  const shared = createSharedState(config.operations.store, logger, options.store);
  const httpCache = createGatewayHttpCache(config, shared, metrics.registry);
  const clients: UpstreamClients = {};
  for (const key of SERVICE_KEYS) {
    const service = config.services[key];
    // The metrics object is the clients' UpstreamObserver: spans, upstream metrics, the request id header.
    if (service.baseUrl)
      clients[key] = createUpstreamClient(service, config.breaker, logger, metrics, httpCache?.gotOptions(service));
  }

  // One authenticator per gateway: the context and the response cache share its per-request answer.
  const authenticator = createAuthenticator(config.security.access);
  const without = options.without ?? new Set<MeasuredPart>();
  // With REDIS_URL, live events travel through Redis pub/sub to the subscribers of every replica.
  const sharedEvents = options.eventTarget ? undefined : createSharedEventTarget(config.operations.store.redis);
  // Webhook secrets go to the shared store, so a delivery may reach any replica (and again when it comes back).
  const events = createGatewayEvents(config, {
    store: shared.registrations,
    onShared: shared.onShared,
    logger,
    eventTarget: options.eventTarget ?? (sharedEvents?.eventTarget as GatewayEventTarget | undefined),
  });

  // The instance, for the plugins that send requests back through it (MCP tool calls).
  const self: { gateway?: GatewayFetch } = {};
  const yoga = createYoga({
    // FEDERATION=true serves the subgraph schema (docs/federation.md); its code is loaded only then.
    schema: config.federation
      ? import('./schema/federation.js').then((federation) => federation.subgraphSchema())
      : schema,
    context: createContextFactory(
      config,
      clients,
      authenticator,
      events,
      logger,
      shared.tokens,
      !without.has('access-control'),
    ),
    cors: corsOptions(config),
    graphqlEndpoint: '/graphql',
    // Multipart uploads are parsed with a file-size limit and a body cap that fits the largest allowed upload.
    fetchAPI: uploadFetchAPI(config.unpacker.maxUploadBytes),
    // The body cap is useRequestBodyLimit's: it spares JSON bodies with a declared length the streaming count.
    maxRequestBodySize: false,
    healthCheckEndpoint: '/health',
    landingPage: false,
    graphiql: graphiqlOption(config),
    renderGraphiQL,
    maskedErrors: without.has('error-masking') ? false : { maskError },
    logging: yogaLogging(logger),
    plugins: gatewayPlugins(config, {
      logger,
      metrics,
      clients,
      authenticator,
      shared,
      events,
      sharedEvents,
      without,
      gateway: () => self.gateway!,
    }),
  });
  self.gateway = yoga;
  return yoga;
}

export type Gateway = ReturnType<typeof createGateway>;
