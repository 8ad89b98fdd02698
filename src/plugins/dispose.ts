// What the gateway holds beyond a request, released when it is disposed (server shutdown, a test's afterAll).
import type { Plugin } from 'graphql-yoga';
import type { UpstreamClient } from '../http/client.js';
import type { GatewayEvents } from '../events/events.js';
import type { SharedEventTarget } from '../store/event-target.js';
import type { SharedState } from '../store/shared.js';

export interface Disposables {
  events: GatewayEvents;
  sharedEvents?: SharedEventTarget;
  clients: Iterable<UpstreamClient | undefined>;
  shared: SharedState;
}

export function useDispose({ events, sharedEvents, clients, shared }: Disposables): Plugin {
  return {
    async onDispose() {
      // Webhooks are removed upstream while the clients can still reach it, and their secrets are still in the
      // shared store; the store closes last.
      try {
        await events.close();
        await sharedEvents?.close();
        for (const client of clients) client?.close();
      } finally {
        await shared.close();
      }
    },
  };
}
