// Start-up only: load config, start the sandbox for every service without <PREFIX>_BASE_URL, listen, and shut
// down gracefully on SIGTERM/SIGINT: /readiness turns 503 at once, no new connections, in-flight requests finish
// within SHUTDOWN_GRACE_MS, then the gateway and the sandbox close (docs/scaling.md, "Shutdown").
import { createServer } from 'node:http';
import { describeApiNames } from './auth/credentials.js';
import {
  ConfigError,
  credentialVariables,
  ENV_PREFIX,
  SERVICE_KEYS,
  loadConfig,
  type GatewayConfig,
} from './config/index.js';
import {
  sandboxedServices,
  SandboxUnavailableError,
  startSandboxFor,
  withSandbox,
  type RunningSandbox,
} from './dev/sandbox.js';
import { attachGraphQLWs } from './start/graphql-ws.js';
import { createGateway } from './gateway.js';
import { createLogger } from './logger.js';
import { startTracing } from './observability/tracer.js';
import { createMetrics } from './observability/upstream-metrics.js';
import { processLifecycle } from './plugins/readiness.js';
import { loadDotEnv } from './start/dotenv.js';
import { startMetricsServer } from './start/metrics-server.js';
import { productionPosture } from './start/production.js';
import { refusingMalformedTargets } from './start/request-target.js';
import { drainable, SHUTDOWN_CLOSE_MS } from './start/shutdown.js';
import { stdoutDestination } from './start/stdout.js';

/** A base URL as a log line may show it: no user, password or query (where a key could hide). */
function shownUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/** One line per service: whose names (the brief's or the real API's) it sends upstream; never a secret. */
function logApiNames(logger: ReturnType<typeof createLogger>, config: GatewayConfig) {
  for (const key of SERVICE_KEYS) logger.info({ service: key, ...describeApiNames(config, key) }, 'upstream names');
}

async function main() {
  loadDotEnv();
  const refused = productionPosture(process.env);
  if (refused) {
    console.error(refused);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Standard output that no reader can block: a full or closed pipe never keeps the process from exiting.
  const logger = createLogger(config.logLevel, stdoutDestination());
  // Unready until it listens with everything attached.
  processLifecycle.starting();
  const tracing = await startTracing(config.operations.tracing);
  // The sandbox (its own package, `sandbox/`: a development dependency) is loaded only when a service needs it: a
  // gateway with every upstream configured starts without it. Without SANDBOX (the production default) none starts;
  // loadConfig has refused missing base URLs then. SANDBOX=true where the package is not installed (the production
  // image) stops start-up with one line.
  let sandbox: RunningSandbox | undefined;
  if (config.sandbox && sandboxedServices(config).length > 0) {
    try {
      sandbox = await startSandboxFor(config);
    } catch (error) {
      if (!(error instanceof SandboxUnavailableError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
  logApiNames(logger, config);
  for (const key of SERVICE_KEYS) {
    const service = config.services[key];
    if (!service.sandboxed) {
      logger.info({ service: key, baseUrl: shownUrl(service.baseUrl) }, 'service uses its configured upstream');
      const variables = credentialVariables(key);
      const configured =
        key === 'automotive' ? config.automotive.apiId && config.automotive.apiKey : service.credential.secret;
      if (variables && !configured)
        logger.warn(
          {
            service: key,
            ...(service.credential.callerHeader ? { callerHeader: service.credential.callerHeader } : {}),
          },
          `service has an upstream but no credential of its own: set ${variables.join(' and ')}` +
            (service.credential.callerHeader ? ', or callers send theirs in the header named here' : ''),
        );
    } else if (sandbox?.services[key])
      logger.info(
        { service: key, baseUrl: sandbox?.services[key]?.baseUrl },
        'service is served by the built-in sandbox',
      );
    else logger.warn({ service: key }, `service has no upstream: set ${ENV_PREFIX[key]}_BASE_URL`);
  }

  const metrics = createMetrics({ collectProcessMetrics: true });
  // The subgraph schema is built at start-up, so a schema that cannot be built stops the start, not the first query.
  if (config.federation) (await import('./schema/federation.js')).subgraphSchema();
  const gateway = createGateway(sandbox ? withSandbox(config, sandbox) : config, {
    logger,
    metrics,
  });
  const metricsPort = config.security.metrics.port;
  const metricsServer = metricsPort ? await startMetricsServer(metrics.registry, metricsPort, config.host) : undefined;
  if (metricsPort) logger.info(`Metrics: http://localhost:${metricsPort}/metrics`);
  const server = createServer(
    refusingMalformedTargets(gateway, logger, {
      production: config.production,
      accessLog: config.operations.accessLog.enabled,
    }),
  );
  const requests = drainable(server);
  // Subscriptions over graphql-ws share the port and path with HTTP (server-sent events need nothing extra);
  // attached once listening, so a port that cannot be opened is reported by the handler below alone.
  let websockets: ReturnType<typeof attachGraphQLWs> | undefined;
  server.once('error', async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    const problem = error.code === 'EADDRINUSE' ? 'is already in use' : 'may not be opened by this user';
    console.error(`Cannot listen: port ${config.port} on ${config.host} ${problem} (set PORT to another port)`);
    await sandbox?.close();
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    websockets = attachGraphQLWs(server, gateway, config, logger);
    processLifecycle.serving();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(`Gateway ready: http://localhost:${port}/graphql${config.graphiql ? ' (GraphiQL in a browser)' : ''}`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    processLifecycle.draining();
    const { graceMs } = config.operations.shutdown;
    logger.info({ signal, graceMs }, 'shutting down: not ready, no new connections, finishing in-flight requests');
    // Whatever the closing steps below wait for (a collector that does not answer the last spans, a store that
    // hangs), the process is gone within SHUTDOWN_GRACE_MS and a second.
    setTimeout(() => {
      logger.error({ graceMs }, 'shutdown did not finish within SHUTDOWN_GRACE_MS and a second: exiting');
      process.exit(1);
    }, graceMs + SHUTDOWN_CLOSE_MS).unref();
    metricsServer?.close();
    void websockets?.close();
    if ((await requests.drain(graceMs)) === 'forced')
      logger.warn(
        { graceMs },
        'in-flight requests did not finish within SHUTDOWN_GRACE_MS; their connections were closed',
      );
    await gateway.dispose();
    await sandbox?.close();
    await tracing?.shutdown();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

await main();
