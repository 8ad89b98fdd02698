// One got instance per upstream service, made once per gateway: keep-alive agents, prefixUrl, timeout, and retries
// only for idempotent methods on network errors, 429 with Retry-After, 502, 503 and 504.
import http from 'node:http';
import https from 'node:https';
import got, { HTTPError, RequestError, type CancelableRequest, type Got, type RetryObject } from 'got';
import type { ExtendOptions } from 'got';
import CircuitBreaker from 'opossum';
import type { GatewayConfig, ServiceConfig, ServiceKey } from '../config/index.js';
import type { Logger } from '../logger.js';
import { ResultTooLargeError } from './errors.js';
import type { CallingRequest, UpstreamObserver } from './observer.js';

export interface UpstreamClient {
  service: ServiceKey;
  config: ServiceConfig;
  http: Got;
  /** Shared by all requests to this upstream: upstream health, never per-caller data. */
  breaker: CircuitBreaker<[() => Promise<unknown>], unknown>;
  logger: Logger;
  /** Told of every call (traces, metrics, the request id): filled in by the gateway. */
  observer: UpstreamObserver;
  /** The request this view of the client serves (clientForRequest); absent on the gateway's shared client. */
  request?: CallingRequest;
  close(): void;
}

/** The client as one request's data sources see it: the same instance, breaker and agents, plus the request. */
export function clientForRequest(client: UpstreamClient, request: CallingRequest): UpstreamClient {
  return { ...client, request };
}

/** What got carries for the gateway from a call to its hooks (got's `context` option). */
export interface CallContext {
  requestId?: string;
}

export const RETRIED_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const;
const RETRIED_STATUSES = [429, 502, 503, 504];
// Timeouts are not retried: a hung upstream must fail within the configured timeout, not a multiple of it.
const RETRIED_NETWORK_ERRORS = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN'];

/**
 * Short exponential backoff. When the upstream says when (Retry-After, on a 429 or a 503), wait that long: got has
 * already turned the header into `computedValue`, or 0 when it is beyond `maxRetryAfter` (the timeout), in which
 * case the answer is the error itself. A 429 without Retry-After is not retried.
 */
export function retryDelay({ attemptCount, error, computedValue }: RetryObject): number {
  if (computedValue === 0) return 0;
  if (error.response?.headers['retry-after'] !== undefined) return computedValue;
  if (error.response?.statusCode === 429) return 0;
  return Math.min(50 * 2 ** (attemptCount - 1), 500) + Math.floor(Math.random() * 25);
}

/**
 * Awaits a got request while it streams in, cancelling it as soon as the announced or received size passes
 * `maxBytes`, so at most one chunk beyond the cap is ever held. Too much is not an outage (the breaker ignores
 * it): the upstream answered, just with more than the gateway reads.
 */
export async function readCapped<T>(
  service: ServiceKey,
  request: CancelableRequest<T>,
  maxBytes: number,
): Promise<Awaited<CancelableRequest<T>>> {
  let oversized: { size?: number } | undefined;
  request.on('downloadProgress', ({ transferred, total }) => {
    if (oversized || (transferred <= maxBytes && (total ?? 0) <= maxBytes)) return;
    oversized = { size: total !== undefined && total > maxBytes ? total : undefined };
    request.cancel();
  });
  try {
    return await request;
  } catch (error) {
    if (oversized) throw new ResultTooLargeError(service, maxBytes, oversized.size);
    throw error;
  }
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
  observer: UpstreamObserver,
  /** Upstream HTTP caching (src/datasources/upstream-cache.ts): only when switched on for this service. */
  httpCache?: ExtendOptions,
): UpstreamClient {
  if (!config.baseUrl) throw new Error(`The ${config.key} service has no base URL`);
  const agent = {
    http: new http.Agent({ keepAlive: true, maxSockets: 128 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 128 }),
  };
  const plain = got.extend({
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
    // Every answer is read as bytes (rest.ts parses JSON itself, under the size cap); set once, not per call.
    responseType: 'buffer',
    hooks: {
      beforeRetry: [
        (error, retryCount) => {
          const { requestId } = error.options.context as CallContext;
          // Info: a retry is the gateway coping; the call's end is logged at its own level if it still fails.
          logger.info(
            {
              ...(requestId ? { requestId } : {}),
              service: config.key,
              retryCount,
              status: error.response?.statusCode,
              code: error.code,
            },
            'retrying upstream request',
          );
        },
      ],
    },
  });
  // Off (the default), the instance has no cache option and no hook of the cache's.
  const instance = httpCache ? plain.extend(httpCache) : plain;
  return {
    service: config.key,
    config,
    http: instance,
    breaker: createBreaker(config.key, breakerSettings, logger),
    logger,
    observer,
    close() {
      this.breaker.shutdown();
      agent.http.destroy();
      agent.https.destroy();
    },
  };
}
