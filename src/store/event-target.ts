// Subscription events across replicas: with REDIS_URL, an event target over Redis pub/sub
// (@graphql-yoga/redis-event-target) for `createPubSub({ eventTarget })`, so an event published on one replica
// reaches subscribers on every replica. Two connections, because a subscribing Redis connection can do nothing
// else. Channels are namespaced like keys (`gw:<namespace>:<topic>`): deployments sharing a Redis never hear each
// other. Without Redis: undefined, and the pub/sub stays in the process.
// An event whose topic has a listener in this process is dispatched to it directly and not through Redis: a
// webhook delivery that reaches the replica holding the registration (whose subscribers are all on that replica)
// then arrives while Redis is away too, and never twice. Only an event for a topic this process does not listen
// to (a delivery the load balancer sent to another replica) travels through Redis.
// The connections are made once ioredis is loaded (only with REDIS_URL); calls made meanwhile wait for them, in order.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { RedisSettings } from '../config/operations.js';
import { keyPrefix, loadRedis, redisOptions } from './redis-connection.js';

/** The event target createPubSub accepts (the redis-event-target's own return type). */
type EventTarget = ReturnType<typeof createRedisEventTarget<CustomEvent>>;

export interface SharedEventTarget {
  eventTarget: EventTarget;
  /** Closes both connections (on gateway dispose). */
  close(): Promise<void>;
}

export function createSharedEventTarget(redis: RedisSettings | undefined): SharedEventTarget | undefined {
  if (!redis) return undefined;
  // The subscriber waits for a connection rather than fail: a subscription made before Redis is up is sent once
  // it is, and ioredis re-sends SUBSCRIBE after every reconnection. Publishing fails fast instead: an event
  // published while Redis is down is dropped (pub/sub keeps no history anyway) rather than queued without bound.
  const connections = loadRedis().then((Redis) => {
    const publishClient = new Redis(redis.url, redisOptions(redis));
    const subscribeClient = new Redis(
      redis.url,
      redisOptions(redis, { enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined }),
    );
    // Connection errors are reported by the shared connection's state (readiness, metrics); ioredis would print each.
    for (const client of [publishClient, subscribeClient]) client.on('error', () => undefined);
    return {
      publishClient,
      subscribeClient,
      inner: createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient }),
    };
  });
  const prefix = keyPrefix(redis);
  type Listener = ((event: CustomEvent) => void) | { handleEvent(event: CustomEvent): void };
  const local = new Map<string, Set<Listener>>();
  const eventTarget: EventTarget = {
    addEventListener(topic, listener) {
      if (listener) {
        const listeners = local.get(topic) ?? new Set();
        listeners.add(listener as Listener);
        local.set(topic, listeners);
      }
      void connections.then(({ inner }) => inner.addEventListener(prefix + topic, listener));
    },
    removeEventListener(topic, listener) {
      const listeners = local.get(topic);
      if (listener && listeners?.delete(listener as Listener) && listeners.size === 0) local.delete(topic);
      void connections.then(({ inner }) => inner.removeEventListener(prefix + topic, listener));
    },
    // Published here rather than through the library, whose publish leaves a failure unhandled.
    dispatchEvent(event) {
      const listeners = local.get(event.type);
      if (listeners) {
        for (const listener of [...listeners]) {
          if (typeof listener === 'function') listener(event);
          else listener.handleEvent(event);
        }
        return true;
      }
      const message = event.detail === undefined ? '' : JSON.stringify(event.detail);
      connections
        .then(({ publishClient }) => publishClient.publish(prefix + event.type, message))
        .catch(() => undefined);
      return true;
    },
  };
  return {
    eventTarget,
    async close() {
      const { publishClient, subscribeClient } = await connections;
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
