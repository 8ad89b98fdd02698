// The one Redis connection a gateway shares between its cache, rate limits, persisted documents, the automotive
// token lock and the live events' registrations (ioredis). Redis going away must never become an outage: commands
// fail fast instead of queueing (no offline queue, a command timeout, no retry of a command), callers fall back to
// local behaviour, and the state (up or down) is tracked here, logged once per change, exposed to /readiness and
// as a gauge. ioredis reconnects on its own.
//
// Falling back is for a real loss, never for one slow answer: a late event loop (CPU saturation) makes commands
// time out while Redis answers every PING, and each flap would split the replicas' state. So Redis is down at once
// when the connection is lost (ioredis's state), and otherwise only after consecutive failed commands with no
// successful answer for a while (DOWN_AFTER_MS); a failed command in between is answered locally, alone. A
// heartbeat PING keeps that "last answer" fresh while idle and finds a hung Redis without traffic. Recovery is
// prompt: the first PING answered after a reconnection (or on the probe while connected) brings the state back,
// and listeners (the live events' registrations) re-assert what the shared store must hold.
//
// ioredis is imported when a connection is made, not with this module: a gateway without REDIS_URL never loads it
// (it was 3-4 % of the start-up's CPU). Until it is loaded the connection is 'starting', as while it connects.
import type { Redis, RedisOptions } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger.js';
import type { RedisSettings } from '../config/operations.js';

/** How often Redis is pinged: while up (heartbeat) and while down (probe, besides ioredis's own reconnection). */
const PING_INTERVAL_MS = 500;
/** Consecutive failed commands before a connected Redis counts as lost... */
const FAILURES_TO_FALL_BACK = 3;
/** ...and no successful answer for at least this long (or 4 command timeouts, if longer). */
const DOWN_AFTER_MS = 2000;

export interface StoreHealth {
  backend: 'memory' | 'redis';
  /** Only for Redis: whether it answers (down: the gateway runs on local state). */
  redis?: 'up' | 'down';
  /** Only for Redis: times the gateway fell back to local state since it started. */
  fallbacks?: number;
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

/** ioredis's client class, loaded on first use (only a gateway with Redis pays for it). */
export async function loadRedis(): Promise<typeof Redis> {
  return (await import('ioredis')).Redis;
}

export class RedisConnection {
  /** Undefined until ioredis is loaded (a few milliseconds after the connection is made). */
  private client?: Redis;
  private readonly loaded: Promise<Redis>;
  private state: 'starting' | 'up' | 'down' = 'starting';
  private readonly pinger: NodeJS.Timeout;
  private pinging = false;
  private closed = false;
  private failures = 0;
  private lastAnswerAt = 0;
  private fallbacks = 0;
  private readonly upListeners = new Set<() => void>();
  private readonly downAfterMs: number;

  constructor(
    readonly settings: RedisSettings,
    private readonly logger: Logger,
  ) {
    this.downAfterMs = Math.max(DOWN_AFTER_MS, settings.commandTimeoutMs * 4);
    this.loaded = loadRedis().then((Redis) => {
      const client = new Redis(settings.url, redisOptions(settings, { keyPrefix: keyPrefix(settings) }));
      // Without a listener ioredis prints every connection error; the state change is logged below instead.
      client.on('error', () => {
        if (client.status !== 'ready') this.markDown('connection error');
      });
      client.on('close', () => this.markDown('connection closed'));
      client.on('ready', () => this.ping());
      this.client = client;
      return client;
    });
    this.pinger = setInterval(() => this.ping(), PING_INTERVAL_MS).unref();
  }

  get up(): boolean {
    return this.state === 'up';
  }

  health(): StoreHealth {
    return { backend: 'redis', redis: this.up ? 'up' : 'down', fallbacks: this.fallbacks };
  }

  /** Called each time Redis comes back (and the first time it answers): returns the unsubscribe. */
  onUp(listener: () => void): () => void {
    this.upListeners.add(listener);
    return () => this.upListeners.delete(listener);
  }

  /** Redis is lost: use local behaviour until a PING is answered. Logged once per change. */
  private markDown(reason: string): void {
    if (this.closed || this.state === 'down') return;
    const wasUp = this.state === 'up';
    this.state = 'down';
    if (wasUp) this.fallbacks += 1;
    this.logger.warn({ store: 'redis', reason }, 'redis unavailable: using local state');
  }

  private markUp(): void {
    this.failures = 0;
    this.lastAnswerAt = Date.now();
    if (this.closed || this.state === 'up') return;
    this.state = 'up';
    this.logger.info({ store: 'redis' }, 'redis available: state is shared');
    for (const listener of this.upListeners) listener();
  }

  /** A command failed on a connected Redis: lost only after several in a row and no answer for a while. */
  private failed(reason: string): void {
    this.failures += 1;
    if (this.client?.status !== 'ready') return this.markDown('connection lost');
    if (this.failures >= FAILURES_TO_FALL_BACK && Date.now() - this.lastAnswerAt >= this.downAfterMs) {
      this.markDown(reason);
    }
  }

  private ping(): void {
    // One PING at a time: a hung Redis must not pile them up.
    const client = this.client;
    if (this.closed || this.pinging || client?.status !== 'ready') return;
    this.pinging = true;
    client
      .ping()
      .then(
        () => this.markUp(),
        () => this.failed('ping failed'),
      )
      .finally(() => (this.pinging = false));
  }

  /** Runs a Redis command; a failure counts towards a fallback and is rethrown for the caller's own fallback. */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    try {
      const result = await command(this.client ?? (await this.loaded));
      this.failures = 0;
      this.lastAnswerAt = Date.now();
      return result;
    } catch (error) {
      this.failed(error instanceof Error ? error.name : 'command failed');
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pinger);
    this.upListeners.clear();
    (this.client ?? (await this.loaded)).disconnect();
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
