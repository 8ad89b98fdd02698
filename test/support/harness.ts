// Starts sandbox upstreams on loopback and a gateway pointed at them, with every log line captured.
import { Writable } from 'node:stream';
import { loadConfig, type GatewayConfig, type ServiceKey } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger, type Logger } from '../../src/logger.js';
import type { Store } from '../../src/store/store.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxedServices, sandboxSettings, withSandbox } from '../../src/dev/sandbox.js';

export interface GraphQLResponse<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
}

export interface Harness {
  gateway: Gateway;
  sandbox: Sandbox;
  config: GatewayConfig;
  /** The gateway's logger, for what a test attaches beside it (graphql-ws); its lines land in `logs`. */
  logger: Logger;
  /** Every log line the gateway wrote, raw. */
  logs: string[];
  /** Every response body the harness received, raw. */
  responses: string[];
  query<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<TData>>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Sandboxes to start (default: all that exist). */
  services?: ServiceKey[];
  /** Environment for loadConfig; nothing from the real environment leaks in. */
  env?: Record<string, string>;
  /** Adjust the config after the sandbox is applied (e.g. remove a credential). */
  adjust?: (config: GatewayConfig) => GatewayConfig;
  /** Shared state for the gateway (default: its own in-memory store). */
  store?: Store;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const baseConfig = loadConfig({ LOG_LEVEL: 'debug', ...options.env });
  const sandbox = await startSandbox(sandboxSettings(baseConfig), options.services ?? sandboxedServices(baseConfig));
  const config = (options.adjust ?? ((c) => c))(withSandbox(baseConfig, sandbox));
  const logs: string[] = [];
  const responses: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = createLogger('debug', sink);
  const gateway = createGateway(config, { logger, store: options.store });
  return {
    gateway,
    sandbox,
    config,
    logger,
    logs,
    responses,
    async query(query, variables, headers) {
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      responses.push(text);
      return JSON.parse(text);
    },
    async close() {
      await gateway.dispose();
      await sandbox.close();
    },
  };
}

/** The error at a response path, e.g. errorAt(result, ['numbers', 'fact']). */
export function errorAt(result: GraphQLResponse, path: Array<string | number>) {
  return result.errors?.find((error) => JSON.stringify(error.path) === JSON.stringify(path));
}
