// The one Redis connection a gateway shares between its cache, rate limits, persisted documents and the automotive
// token lock (ioredis). Redis going away must never become an outage: commands fail fast instead of queueing
// (no offline queue, a command timeout, no retry of a command), callers fall back to local behaviour, and the state
// (up or down) is tracked here, logged once per change, exposed to /readiness and as a gauge. ioredis reconnects on
// its own; a Redis that is connected but too slow is probed with PING until it answers in time again.
import { Redis, type RedisOptions } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger.js';
import type { RedisSettings } from '../config/operations.js';

/** How often a Redis marked down is probed (besides ioredis's own reconnection). */
const PROBE_INTERVAL_MS = 1000;

export interface StoreHealth {
  backend: 'memory' | 'redis';
  /** Only for Redis: whether its last command succeeded in time. */
  redis?: 'up' | 'down';
}

/** The key prefix of a namespace: `gw:<namespace>:`. */
export const keyPrefix = (settings: RedisSettings) => `gw:${settings.namespace}:`;

/** ioredis options that make a command fail at once rather than wait for a Redis that is not there. */
export function redisOptions(settings: RedisSettings, extra: RedisOptions = {}): RedisOptions {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: settings.commandTimeoutMs,
    connectTimeout: Math.max(1000, settings.commandTimeoutMs * 4),
    // Reconnect with a capped backoff, forever: recovery needs no operator.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    ...extra,
  };
}

export class RedisConnection {
  readonly client: Redis;
  private state: 'starting' | 'up' | 'down' = 'starting';
  private probe?: NodeJS.Timeout;
  private closed = false;

  constructor(
    readonly settings: RedisSettings,
    private readonly logger: Logger,
  ) {
    this.client = new Redis(settings.url, redisOptions(settings, { keyPrefix: keyPrefix(settings) }));
    // Without a listener ioredis prints every connection error; the state change is logged below instead.
    this.client.on('error', () => this.markDown('connection error'));
    this.client.on('close', () => this.markDown('connection closed'));
    this.client.on('ready', () => this.checkNow());
  }

  get up(): boolean {
    return this.state === 'up';
  }

  health(): StoreHealth {
    return { backend: 'redis', redis: this.up ? 'up' : 'down' };
  }

  /** A command failed (down, timed out): use local behaviour until a probe succeeds. Logged once per change. */
  markDown(reason: string): void {
    if (this.closed) return;
    if (this.state !== 'down') {
      this.state = 'down';
      this.logger.warn({ store: 'redis', reason }, 'redis unavailable: using local state');
    }
    this.probe ??= setInterval(() => this.checkNow(), PROBE_INTERVAL_MS).unref();
  }

  private markUp(): void {
    if (this.closed || this.state === 'up') return;
    this.state = 'up';
    clearInterval(this.probe);
    this.probe = undefined;
    this.logger.info({ store: 'redis' }, 'redis available: state is shared');
  }

  private checkNow(): void {
    if (this.client.status !== 'ready') return;
    this.client.ping().then(
      () => this.markUp(),
      () => this.markDown('ping failed'),
    );
  }

  /** Runs a Redis command; a failure marks Redis down and is rethrown for the caller's fallback. */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    try {
      return await command(this.client);
    } catch (error) {
      this.markDown(error instanceof Error ? error.name : 'command failed');
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probe);
    this.client.disconnect();
  }
}

/** 1 while the shared store answers, 0 while the gateway runs on local state (read at scrape time). */
export function registerStoreGauge(registry: Registry, health: () => StoreHealth): void {
  new Gauge({
    name: 'gateway_store_redis_up',
    help: 'Redis behind the shared state: 1 up, 0 down (the gateway then uses local state); absent without Redis',
    registers: [registry],
    collect() {
      const current = health();
      if (current.backend === 'redis') this.set(current.redis === 'up' ? 1 : 0);
    },
  });
}
