// createGateway(config) -> the Yoga instance. It does not listen: server.ts does, tests call gateway.fetch.
import { useDisableIntrospection } from '@envelop/disable-introspection';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { SERVICE_KEYS, type GatewayConfig } from './config.js';
import { createAuthenticator } from './auth/access.js';
import { createContextFactory, type UpstreamClients } from './context.js';
import { createUpstreamClient } from './datasources/http.js';
import { createLogger, type Logger } from './logger.js';
import { createMetrics, type GatewayMetrics } from './metrics.js';
import { graphiqlOptions, renderGraphiQL } from './operations/graphiql.js';
import { operationsPlugins } from './operations/index.js';
import { createGatewayEvents } from './events/events.js';
import type { GatewayEventTarget } from './events/pubsub.js';
import { useMessagingWebhookEndpoint } from './events/webhook-endpoint.js';
import { createSharedEventTarget } from './store/event-target.js';
import { createSharedState } from './store/shared.js';
import type { Store } from './store/store.js';
import { maskError, UPSTREAM_SHAPE_MISMATCH, useBadUserInputCodes } from './schema/errors.js';
import { schema } from './schema/index.js';
import { hostChecker, useHostCheck } from './security/hosts.js';
import { corsOptions, metricsAllowed, useOriginCheck, useSecurityHeaders } from './security/http.js';
import { useParserLimits, useRequestErrorStatus } from './security/limits.js';
import { useCSRFRefusal, useMalformedRequestCode } from './security/refusals.js';
import { useUpstreamErrorLog } from './observability/upstream-error-log.js';
import { bodyLimits, uploadFetchAPI, useRequestBodyLimit, useUploadLimitErrors } from './uploads.js';

export const DEFAULT_GRAPHIQL_QUERY = `# Every service is a namespace field; one query may span several. With nothing configured, the
# built-in sandboxes answer with demo data and demo credentials. Mutations: unpackFile, applyYaraRules,
# pullDrivingLicenceCertificate, upsertJob, runJob, ... (see Docs).
query Explore {
  messaging {
    profile { displayName }
    conversations(first: 5) { edges { node { topic participants { displayName } } } }
  }
  numbers { fact(number: 42) { fact } isPrime(number: 8191) }
  fileStorage {
    accounts(subscriptionId: "5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31", resourceGroupName: "storage-rg") {
      name
      capacityPools { name volumes { name } }
    }
  }
  marketplace { orders(first: 3) { edges { node { orderId status } } } }
  research { preprints(first: 3) { edges { node { title license { name } } } } }
  automotive { brands { name } }
  content { domains(first: 3) { edges { node { domain } } } }
}
`;

export interface GatewayOptions {
  logger?: Logger;
  metrics?: GatewayMetrics;
  /** Shared state (response cache, rate limits, APQ, webhook secrets); default: in memory, or Redis with REDIS_URL. */
  store?: Store;
  /** Carries live events between replicas (a Redis event target); default: in memory, this process only. */
  eventTarget?: GatewayEventTarget;
}

/**
 * Yoga's log arguments as one line. A GraphQLError prints an excerpt of the operation around its location, and
 * operations carry argument values (personal data, secrets): log its message and path only.
 */
function logText(args: unknown[]): string {
  return args.map((arg) => (arg instanceof GraphQLError ? graphQLErrorText(arg) : String(arg))).join(' ');
}

/**
 * Yoga logs at error level every error its masking rewrote, refusals of the caller's input (BAD_USER_INPUT: a bad
 * argument, a cursor of another list) included. Those are not the gateway's errors: they are logged at info.
 */
function refusesInput(args: unknown[]): boolean {
  return (
    args.length > 0 && args.every((arg) => arg instanceof GraphQLError && arg.extensions?.code === 'BAD_USER_INPUT')
  );
}

/** graphql-js quotes the offending value when a scalar cannot represent it: that value is the upstream's, unlogged. */
function graphQLErrorText(error: GraphQLError): string {
  const message = UPSTREAM_SHAPE_MISMATCH.test(error.message)
    ? 'an upstream value does not fit its schema type'
    : error.message;
  return `${message}${error.path ? ` at ${error.path.join('.')}` : ''}`;
}

/**
 * How a GraphQL Armor limit (cost, depth, aliases, directives) rejects an operation: as a validation error coded
 * BAD_USER_INPUT and naming the limit, like any other input the gateway refuses before an upstream call (Armor's
 * own error has no code and a misleading "Syntax Error" prefix).
 */
function rejectAsBadInput(limit: 'cost' | 'depth' | 'aliases' | 'directives') {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const message = error.message.replace(/^Syntax Error: /, '');
        const rejection = new GraphQLError(message, {
          extensions: { code: 'BAD_USER_INPUT', limit, http: { status: 400 } },
        });
        // Armor's validation rules always have a context; without one, refuse by throwing rather than let it pass.
        if (!context) throw rejection;
        context.reportError(rejection);
      },
    ],
  };
}

/** Serves Prometheus metrics at /metrics, to whom `metricsAllowed` lets in (docs/security.md). */
function useMetricsEndpoint(metrics: GatewayMetrics, config: GatewayConfig): Plugin {
  return {
    async onRequest({ url, request, endResponse, fetchAPI }) {
      if (url.pathname !== '/metrics') return;
      if (!metricsAllowed(config, request)) {
        const onPublicPort = config.security.metrics.onPublicPort;
        endResponse(new fetchAPI.Response(null, { status: onPublicPort ? 401 : 404 }));
        return;
      }
      endResponse(
        new fetchAPI.Response(await metrics.registry.metrics(), {
          headers: { 'content-type': metrics.registry.contentType },
        }),
      );
    },
  };
}

export function createGateway(config: GatewayConfig, options: GatewayOptions = {}) {
  const logger = options.logger ?? createLogger(config.logLevel);
  const metrics = options.metrics ?? createMetrics();
  const clients: UpstreamClients = {};
  for (const key of SERVICE_KEYS) {
    const service = config.services[key];
    if (service.baseUrl) clients[key] = createUpstreamClient(service, config.breaker, logger, metrics);
  }

  // One authenticator per gateway: the context and the response cache share its per-request answer.
  const authenticator = createAuthenticator(config.security.access);
  const shared = createSharedState(config.operations.store, logger, options.store);
  // With REDIS_URL, live events travel through Redis pub/sub to the subscribers of every replica.
  const sharedEvents = options.eventTarget ? undefined : createSharedEventTarget(config.operations.store.redis);
  // Webhook secrets go to the shared store, so a delivery may reach any replica.
  const events = createGatewayEvents(config, {
    store: shared.store,
    logger,
    eventTarget: options.eventTarget ?? (sharedEvents?.eventTarget as GatewayEventTarget | undefined),
  });

  const hostAllowed = hostChecker(config);
  const graphiql = graphiqlOptions(DEFAULT_GRAPHIQL_QUERY);

  return createYoga({
    schema,
    context: createContextFactory(config, clients, authenticator, events, shared.tokens),
    cors: corsOptions(config),
    graphqlEndpoint: '/graphql',
    // Multipart uploads are parsed with a file-size limit and a body cap that fits the largest allowed upload.
    fetchAPI: uploadFetchAPI(config.unpacker.maxUploadBytes),
    // The body cap is useRequestBodyLimit's: it spares JSON bodies with a declared length the streaming count.
    maxRequestBodySize: false,
    healthCheckEndpoint: '/health',
    landingPage: false,
    // Yoga serves GraphiQL ahead of every plugin: a foreign host gets no page, and falls through to useHostCheck.
    graphiql: config.graphiql ? (request) => hostAllowed(request.headers.get('host')) && graphiql : false,
    renderGraphiQL,
    maskedErrors: { maskError },
    // Yoga logs at debug level on every request: format a line only when its level is written.
    logging: {
      debug: (...args) => logger.isLevelEnabled('debug') && logger.debug(logText(args)),
      info: (...args) => logger.isLevelEnabled('info') && logger.info(logText(args)),
      warn: (...args) => logger.isLevelEnabled('warn') && logger.warn(logText(args)),
      error: (...args) =>
        refusesInput(args) ? logger.isLevelEnabled('info') && logger.info(logText(args)) : logger.error(logText(args)),
    },
    plugins: [
      useHostCheck(config),
      useOriginCheck(config),
      useSecurityHeaders(config),
      useMessagingWebhookEndpoint(events, logger),
      // Tokens and nesting are counted on the raw text, before the (recursive) parser runs; see limits.ts.
      useParserLimits({ maxTokens: config.limits.maxTokens, maxNesting: config.limits.maxNesting }),
      useRequestErrorStatus(),
      useMalformedRequestCode(),
      ...(config.introspection ? [] : [useDisableIntrospection()]),
      ...operationsPlugins(config, { logger, metrics, clients, authenticator, shared }),
      EnvelopArmorPlugin({
        // Introspection counts too (a deep `ofType` chain is as costly as any other); fragments add no level, so
        // the standard introspection query (depth 15) fits the default.
        maxDepth: {
          n: config.limits.maxDepth,
          ignoreIntrospection: false,
          flattenFragments: true,
          ...rejectAsBadInput('depth'),
        },
        maxAliases: { n: config.limits.maxAliases, ...rejectAsBadInput('aliases') },
        // useParserLimits counts tokens before parsing; Armor's count runs inside the parser, too late for nesting.
        maxTokens: { enabled: false },
        costLimit: { maxCost: config.limits.maxCost, ...rejectAsBadInput('cost') },
        maxDirectives: { n: 50, ...rejectAsBadInput('directives') },
      }),
      // Browsers may send multipart and GET requests cross-site without a preflight: require a header they cannot.
      useCSRFRefusal({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      useBadUserInputCodes(),
      useUpstreamErrorLog(logger),
      useRequestBodyLimit(bodyLimits(config.limits.maxRequestBytes, config.unpacker.maxUploadBytes)),
      useUploadLimitErrors(config.unpacker.maxUploadBytes, config.limits.maxRequestBytes),
      useMetricsEndpoint(metrics, config),
      {
        async onDispose() {
          // Webhooks are removed upstream while the clients can still reach it.
          await events.close();
          await sharedEvents?.close();
          for (const client of Object.values(clients)) client.close();
        },
      },
    ],
  });
}

export type Gateway = ReturnType<typeof createGateway>;
