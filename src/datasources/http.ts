// One got instance per upstream service, made once per gateway: keep-alive agents, prefixUrl, timeout, and retries
// only for idempotent methods on network errors, 429 with Retry-After, 502, 503 and 504.
import http from 'node:http';
import https from 'node:https';
import got, { HTTPError, RequestError, type Got, type RetryObject } from 'got';
import CircuitBreaker from 'opossum';
import type { GatewayConfig, ServiceConfig, ServiceKey } from '../config.js';
import type { Logger } from '../logger.js';
import type { GatewayMetrics } from '../metrics.js';

export interface UpstreamClient {
  service: ServiceKey;
  config: ServiceConfig;
  http: Got;
  /** Shared by all requests to this upstream: upstream health, never per-caller data. */
  breaker: CircuitBreaker<[() => Promise<unknown>], unknown>;
  logger: Logger;
  metrics: GatewayMetrics;
  close(): void;
}

const RETRIED_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const;
const RETRIED_STATUSES = [429, 502, 503, 504];
// Timeouts are not retried: a hung upstream must fail within the configured timeout, not a multiple of it.
const RETRIED_NETWORK_ERRORS = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN'];

/** Short exponential backoff; a 429 is retried only when the upstream says when (Retry-After). */
export function retryDelay({ attemptCount, error, computedValue }: RetryObject): number {
  if (computedValue === 0) return 0;
  const status = error.response?.statusCode;
  if (status === 429) return error.response?.headers['retry-after'] ? computedValue : 0;
  return Math.min(50 * 2 ** (attemptCount - 1), 500) + Math.floor(Math.random() * 25);
}

/** Only outages count against an upstream's health: timeouts, network failures and 5xx, not a caller's 4xx. */
function isOutage(error: unknown): boolean {
  if (error instanceof HTTPError) return error.response.statusCode >= 500;
  return error instanceof RequestError;
}

function createBreaker(service: ServiceKey, settings: GatewayConfig['breaker'], logger: Logger) {
  const breaker = new CircuitBreaker((call: () => Promise<unknown>) => call(), {
    timeout: false, // got enforces the timeout
    errorThresholdPercentage: settings.errorPercent,
    volumeThreshold: settings.volumeThreshold,
    rollingCountTimeout: settings.windowMs,
    resetTimeout: settings.resetMs,
    errorFilter: (error: unknown) => !isOutage(error),
  });
  breaker.on('open', () => logger.warn({ service }, 'circuit opened: failing fast until the upstream recovers'));
  breaker.on('halfOpen', () => logger.info({ service }, 'circuit half-open: trying the upstream again'));
  breaker.on('close', () => logger.info({ service }, 'circuit closed: upstream recovered'));
  return breaker;
}

export function createUpstreamClient(
  config: ServiceConfig,
  breakerSettings: GatewayConfig['breaker'],
  logger: Logger,
  metrics: GatewayMetrics,
): UpstreamClient {
  if (!config.baseUrl) throw new Error(`The ${config.key} service has no base URL`);
  const agent = {
    http: new http.Agent({ keepAlive: true, maxSockets: 128 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 128 }),
  };
  const instance = got.extend({
    prefixUrl: config.baseUrl,
    agent,
    timeout: { request: config.timeoutMs },
    retry: {
      limit: config.retryLimit,
      methods: [...RETRIED_METHODS],
      statusCodes: RETRIED_STATUSES,
      errorCodes: RETRIED_NETWORK_ERRORS,
      maxRetryAfter: config.timeoutMs,
      calculateDelay: retryDelay,
    },
    headers: { 'user-agent': 'unified-graphql-gateway' },
    hooks: {
      beforeRetry: [
        (error, retryCount) => {
          logger.warn(
            { service: config.key, retryCount, status: error.response?.statusCode, code: error.code },
            'retrying upstream request',
          );
        },
      ],
    },
  });
  return {
    service: config.key,
    config,
    http: instance,
    breaker: createBreaker(config.key, breakerSettings, logger),
    logger,
    metrics,
    close() {
      this.breaker.shutdown();
      agent.http.destroy();
      agent.https.destroy();
    },
  };
}
