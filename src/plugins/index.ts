// Every Yoga/Envelop plugin of the gateway, in the one order they run. Yoga calls each hook in list order (for
// `onParams` every plugin's hook runs and the last result set wins); `onDispose` hooks run last-registered first.
import type { Plugin } from 'graphql-yoga';
import type { Authenticator } from '../auth/access.js';
import type { GatewayConfig } from '../config/index.js';
import type { UpstreamClients } from '../context.js';
import type { GatewayEvents } from '../events/events.js';
import type { GatewayFetch } from '../mcp/call.js';
import type { Logger } from '../logger.js';
import { tracingEnabled } from '../observability/tracer.js';
import { registerBreakerGauge, type GatewayMetrics } from '../observability/upstream-metrics.js';
import type { SharedEventTarget } from '../store/event-target.js';
import { registerStoreGauge } from '../store/redis-connection.js';
import type { SharedState } from '../store/shared.js';
import { useAutomaticPersistedQueries } from './apq.js';
import { useArmor } from './armor.js';
import { bodyLimits, useRequestBodyLimit } from './body-limit.js';
import { useCSRFRefusal } from './csrf-refusal.js';
import { useIncrementalDelivery } from './defer-stream.js';
import { useDemandControl } from './demand-control.js';
import { useDispose } from './dispose.js';
import { accessLogPlugins } from './access-log.js';
import { useCompiledExecution } from './compiled-execution.js';
import { useBadUserInputCodes } from './error-codes.js';
import { useHostCheck } from './host-check.js';
import { useIntrospectionSetting } from './introspection.js';
import { useMalformedRequestCode } from './malformed-request-code.js';
import { useMcpEndpoint } from './mcp-endpoint.js';
import { useMetricsEndpoint } from './metrics-endpoint.js';
import { useOperationTracing } from './operation-tracing.js';
import { useOriginCheck } from './origin-check.js';
import { useParserLimits } from './parser-limits.js';
import { usePersistedDocuments } from './persisted-documents.js';
import { usePrometheusMetrics } from './prometheus-metrics.js';
import { useRateLimitPerCaller } from './rate-limit-per-caller.js';
import { useRateLimitPerUpstream } from './rate-limit-per-upstream.js';
import { useReadiness } from './readiness.js';
import { useRequestErrorStatus } from './request-error-status.js';
import { useRequestId } from './request-id.js';
import { responseCachePlugins } from './response-cache.js';
import { useSecurityHeaders } from './security-headers.js';
import { operationNamesOf } from './support/operation-names.js';
import { guarded } from './support/guarded.js';
import { createRootFieldReader } from './support/root-fields.js';
import { useUpstreamErrorLog } from './upstream-error-log.js';
import { useUploadLimitErrors } from './uploads.js';
import { useMessagingWebhookEndpoint } from './webhook-endpoint.js';

export interface GatewayPluginDependencies {
  logger: Logger;
  metrics: GatewayMetrics;
  clients: UpstreamClients;
  /** Who the caller is: the same instance as the context's, so a request is authenticated once. */
  authenticator: Authenticator;
  /** The shared state (in memory, or Redis with REDIS_URL): src/store/shared.ts. */
  shared: SharedState;
  events: GatewayEvents;
  /** The Redis event target of live events, when the gateway made one (closed on dispose). */
  sharedEvents?: SharedEventTarget;
  /** Always-on parts left out, to measure what each costs (GatewayOptions.without). */
  without?: ReadonlySet<MeasuredPart>;
  /** The gateway these plugins are part of, once made: MCP tool calls are requests to it (src/mcp/call.ts). */
  gateway?: () => GatewayFetch;
}

/**
 * The always-on parts a benchmark may leave out one at a time to measure their cost (bench/features.ts). The
 * optional features (response cache, rate limits, tracing, APQ, trusted documents) have settings of their own.
 */
export const MEASURED_PARTS = [
  'access-control',
  'request-id',
  'metrics',
  'host-origin-checks',
  'security-headers',
  'parser-limits',
  'query-limits',
  'error-masking',
  'compiled-execution',
] as const;
export type MeasuredPart = (typeof MEASURED_PARTS)[number];

const present = (plugin: Plugin | undefined): plugin is Plugin => plugin !== undefined;

export function gatewayPlugins(config: GatewayConfig, deps: GatewayPluginDependencies): Plugin[] {
  const settings = config.operations;
  const { logger, metrics, clients, authenticator, shared } = deps;
  const kept = (part: MeasuredPart) => !deps.without?.has(part);
  const upstreamClients = Object.values(clients);
  // Gauges read at scrape time, in the registry the Prometheus plugin and /metrics use.
  registerBreakerGauge(metrics.registry, upstreamClients);
  registerStoreGauge(metrics.registry, shared.health);
  // One reader of root fields (parser limits, a small memo) for the per-caller limit and the cache keys.
  const readRootFields = createRootFieldReader(config.limits);
  const { maxUploadBytes } = config.unpacker;
  const { maxRequestBytes } = config.limits;
  const persistedOperationNames = operationNamesOf(settings.persistedDocuments?.documents.values() ?? []);
  // One line per request, with the request id its answer carries (ACCESS_LOG, ACCESS_LOG_SAMPLE_RATE).
  const accessLog = settings.accessLog.enabled
    ? accessLogPlugins(logger, { sampleRate: settings.accessLog.sampleRate })
    : undefined;

  // A request hook that throws answers a coded 500, not the server adapter's stack trace (support/guarded.ts).
  return guarded(
    [
      // The request id first, so every refusal below answers with one (and logs it) too.
      kept('request-id') ? useRequestId() : undefined,
      // Refusals of the request itself come first, before anything of it runs: a host the gateway does not serve
      // (DNS rebinding), then a foreign browser origin that needs no preflight.
      kept('host-origin-checks') ? useHostCheck(config) : undefined,
      kept('host-origin-checks') ? useOriginCheck(config) : undefined,
      // At `onResponse`: every answer gets the headers, refusals above included (readiness keeps them on /health).
      kept('security-headers') ? useSecurityHeaders(config) : undefined,
      // Upstream webhook deliveries are answered here, not as GraphQL, ahead of every GraphQL step.
      useMessagingWebhookEndpoint(deps.events, logger),
      // MCP=true only: /mcp, whose tool calls come back through the whole list as GraphQL requests.
      config.mcp.enabled && deps.gateway ? useMcpEndpoint(config, logger, deps.gateway) : undefined,
      // Tokens and nesting are counted on the raw text, before the (recursive) parser runs.
      kept('parser-limits')
        ? useParserLimits({ maxTokens: config.limits.maxTokens, maxNesting: config.limits.maxNesting })
        : undefined,
      // Result shaping for refusals before execution (400) and for Yoga's codeless malformed-request errors.
      useRequestErrorStatus(),
      useMalformedRequestCode(),
      useIntrospectionSetting(config.introspection),
      // The first to set the executor: the rate limit's and the cache's `onExecute` wrap whichever runs the operation.
      // Not in subgraph mode: graphql-jit drops an `_entities` item whose resolver returned an error, where graphql-js
      // answers null at that place with its error.
      kept('compiled-execution') && !config.federation ? useCompiledExecution({ logger }) : undefined,
      // The access line's operation, read before any `onExecute` that may end execution (demand control, limits).
      accessLog?.operation,
      // Only when spans are exported (an OTLP endpoint): tracing that is off adds no hook to a request.
      tracingEnabled() ? useOperationTracing() : undefined,
      // /readiness and /health answer before any GraphQL work.
      useReadiness(clients, shared.health, { storeRequired: settings.store.required }),
      // Only where /metrics can be read (METRICS_PORT, METRICS_TOKEN or development): unread metrics cost nothing.
      kept('metrics') && config.security.metrics.collected
        ? usePrometheusMetrics(metrics.registry, {
            knownOperationNames: persistedOperationNames,
          })
        : undefined,
      // Persisted documents decide the document (at `onParams`), before the rate limits and the cache read it.
      usePersistedDocuments(settings),
      useAutomaticPersistedQueries(settings, shared.store),
      // At `onExecute`, which an answer from the cache never reaches: only operations that will call the upstream
      // count against its quota. Before the response cache, whose `onExecute` must see its own executor run.
      useRateLimitPerUpstream(settings, shared.store, shared.hash),
      // Its hit is set at `onParams`.
      ...(settings.responseCache.enabled
        ? responseCachePlugins(config, shared.cacheStore, shared.hash, authenticator, {
            registry: metrics.registry,
            readRootFields,
            isShared: () => shared.health().redis !== 'down',
          })
        : []),
      // At `onParams` too, so a cache hit still counts; the last `onParams` result set wins, so after the cache's.
      useRateLimitPerCaller(settings, shared.store, shared.hash, authenticator, readRootFields),
      // Depth, aliases, cost and directives, at validation.
      kept('query-limits') ? useArmor(config.limits) : undefined,
      // The @defer and @stream directives (added to the schema) and their validation rules.
      useIncrementalDelivery(settings),
      // Estimated upstream calls, refused over the limit at `onExecute`, before any resolver runs.
      useDemandControl(settings, { registry: metrics.registry, knownOperationNames: persistedOperationNames }),
      // Browsers may send multipart and GET requests cross-site without a preflight: require a header they cannot.
      useCSRFRefusal({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      useBadUserInputCodes(),
      useUpstreamErrorLog(logger),
      // The body cap (in place of Yoga's maxRequestBodySize) and the code of an oversized body or upload.
      useRequestBodyLimit(bodyLimits(maxRequestBytes, maxUploadBytes)),
      useUploadLimitErrors(maxUploadBytes, maxRequestBytes),
      useMetricsEndpoint(metrics.registry, config),
      // Last registered, first disposed: events and clients, then the shared store.
      useDispose({ events: deps.events, sharedEvents: deps.sharedEvents, clients: upstreamClients, shared }),
      // The access line, last: its `onResponse` sees every answer as it goes out, whoever made it (its request
      // instrumentation notes the start of each, Yoga's own early answers included).
      accessLog?.response,
    ].filter(present),
    logger,
  );
}
