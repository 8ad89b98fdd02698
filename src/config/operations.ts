// Settings of the operations features (store, tracing, response cache, rate limits, persisted documents), read
// from the same environment as the rest of the configuration and failing the same way: one line naming the variable.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_CACHE_TTL_MS } from './cache-ttl.js';
import { loadHttpCacheSettings, type HttpCacheSettings } from './http-cache.js';
import { ENV_PREFIX, SERVICE_KEYS, type ServiceKey } from './services.js';
import { booleanFlag, ConfigError, read, readOptional, type Env } from './values.js';

const manifestSchema = z.record(z.string().regex(/^[A-Za-z0-9:_-]{1,128}$/), z.string().min(1));

/** Reads a persisted-documents manifest ({ id: document }); a bad one stops start-up naming the variable. */
export function readManifest(file: string, variable = 'PERSISTED_DOCUMENTS'): Map<string, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError(variable, 'must name a readable JSON persisted-documents manifest');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(variable, 'must map document ids to documents');
  return new Map(Object.entries(parsed.data));
}

/** Redis shared by the replicas (REDIS_URL); absent: every piece of shared state stays in this process. */
export interface RedisSettings {
  url: string;
  /** Every key and channel starts with `gw:<namespace>:`, so deployments can share one Redis. */
  namespace: string;
  /** A command slower than this fails and the gateway falls back to local behaviour for it. */
  commandTimeoutMs: number;
}

export interface OperationsConfig {
  store: {
    keySecret?: string;
    maxEntries: number;
    redis?: RedisSettings;
    /** REDIS_REQUIRED: the replica is unready while Redis is unreachable (default: it answers from local state). */
    required: boolean;
  };
  /** After SIGTERM: how long in-flight requests may take before their connections are closed (0: not at all). */
  shutdown: { graceMs: number };
  /** The access log: one info line per request (ACCESS_LOG); `sampleRate` of the successful ones (failed: all). */
  accessLog: { enabled: boolean; sampleRate: number };
  /** OTLP/HTTP export of traces: `url` is the full traces URL, none when no endpoint is configured (off). */
  tracing: { url?: string; serviceName: string };
  responseCache: { enabled: boolean; ttlMs: Record<ServiceKey, number> };
  /** Upstream HTTP caching by each API's own Cache-Control, per service (src/config/http-cache.ts). */
  httpCache: HttpCacheSettings;
  rateLimit: {
    windowMs: number;
    /** GraphQL root fields one caller may run per window (0: unlimited). */
    perCaller: number;
    /** Root fields reaching each upstream per window, all callers together (absent: unlimited). */
    perUpstream: Partial<Record<ServiceKey, number>>;
    /** Proxies in front of the gateway that append to X-Forwarded-For (0: the socket's address is the caller's). */
    trustedProxyHops: number;
  };
  /** The persisted-documents manifest: when set, only its operations run (trusted documents). */
  persistedDocuments?: { path: string; documents: Map<string, string> };
  /** Automatic persisted queries for clients without a manifest (ignored in trusted-documents mode). */
  apq: boolean;
  /** `@defer` and `@stream`, answered as multipart/mixed or server-sent events (DEFER_STREAM, default on). */
  deferStream: boolean;
  /** Demand control: the upstream calls an operation may make; the plugin is left out when both are off. */
  demandControl: {
    /** MAX_UPSTREAM_CALLS_PER_OPERATION: estimated calls above this are refused before any call (absent: off). */
    maxUpstreamCalls?: number;
    /** COST_EXTENSIONS: answers carry `extensions.cost` (estimated and actual upstream calls). */
    costExtensions: boolean;
  };
}

/** Fits in the shipped Kubernetes manifest's terminationGracePeriodSeconds (20 s) with room to close. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

export function loadOperationsConfig(env: Env): OperationsConfig {
  const ttlMs = {} as Record<ServiceKey, number>;
  const perUpstream: Partial<Record<ServiceKey, number>> = {};
  for (const key of SERVICE_KEYS) {
    const prefix = ENV_PREFIX[key];
    ttlMs[key] = read(env, `${prefix}_CACHE_TTL_MS`, count(86_400_000), DEFAULT_CACHE_TTL_MS[key]);
    const limit = read(env, `${prefix}_RATE_LIMIT`, count(1_000_000), 0);
    if (limit > 0) perUpstream[key] = limit;
  }
  const manifest = readOptional(env, 'PERSISTED_DOCUMENTS', z.string().min(1));
  const keySecret = readOptional(env, 'STORE_KEY_SECRET', z.string().min(16, 'must be at least 16 characters'));
  const redisUrl = readOptional(
    env,
    'REDIS_URL',
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }),
  );
  // Replicas find each other's entries only under the same key secret: a random one per process shares nothing.
  if (redisUrl && !keySecret) throw new ConfigError('STORE_KEY_SECRET', 'is required when REDIS_URL is set');
  const redis = redisUrl
    ? {
        url: redisUrl,
        namespace: read(
          env,
          'REDIS_NAMESPACE',
          z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 of A-Z a-z 0-9 _ . -'),
          'default',
        ),
        commandTimeoutMs: read(env, 'REDIS_COMMAND_TIMEOUT_MS', count(60_000).min(10), 500),
      }
    : undefined;
  // As OpenTelemetry's exporters read them: the signal's own variable is the full URL, used as it is; the general
  // one is a base URL that `v1/traces` is appended to.
  const tracesUrl = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
    ? readOptional(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', httpUrl)
    : env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? `${readOptional(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', httpUrl)!.replace(/\/+$/, '')}/v1/traces`
      : undefined;
  const required = read(env, 'REDIS_REQUIRED', booleanFlag, false);
  if (required && !redis) throw new ConfigError('REDIS_REQUIRED', 'is true but REDIS_URL is not set');
  return {
    store: {
      keySecret,
      maxEntries: read(env, 'STORE_MAX_ENTRIES', count(10_000_000).min(100), 50_000),
      redis,
      required,
    },
    shutdown: { graceMs: read(env, 'SHUTDOWN_GRACE_MS', count(600_000), DEFAULT_SHUTDOWN_GRACE_MS) },
    accessLog: {
      enabled: read(env, 'ACCESS_LOG', booleanFlag, true),
      sampleRate: read(
        env,
        'ACCESS_LOG_SAMPLE_RATE',
        z.coerce
          .number({ error: 'must be a number from 0 to 1' })
          .min(0, 'must be from 0 to 1')
          .max(1, 'must be from 0 to 1'),
        1,
      ),
    },
    tracing: {
      url: tracesUrl,
      serviceName: read(env, 'OTEL_SERVICE_NAME', z.string().min(1), 'unified-graphql-gateway'),
    },
    // Off unless asked: a cached answer is up to a TTL old, which an operator should choose knowingly.
    responseCache: { enabled: read(env, 'RESPONSE_CACHE', booleanFlag, false), ttlMs },
    httpCache: loadHttpCacheSettings(env),
    rateLimit: {
      windowMs: read(env, 'RATE_LIMIT_WINDOW_MS', count(3_600_000).min(1), 60_000),
      // Off unless set: the right number depends on the callers (one IP may front many users behind a NAT).
      perCaller: read(env, 'RATE_LIMIT_PER_CALLER', count(1_000_000), 0),
      perUpstream,
      trustedProxyHops: read(env, 'TRUSTED_PROXY_HOPS', count(10), 0),
    },
    persistedDocuments: manifest ? { path: manifest, documents: readManifest(manifest) } : undefined,
    apq: read(env, 'APQ', booleanFlag, true),
    deferStream: read(env, 'DEFER_STREAM', booleanFlag, true),
    demandControl: {
      maxUpstreamCalls: readOptional(env, 'MAX_UPSTREAM_CALLS_PER_OPERATION', count(1_000_000).min(1)),
      costExtensions: read(env, 'COST_EXTENSIONS', booleanFlag, false),
    },
  };
}
