// GET /readiness: ready (200) when no configured upstream's circuit breaker is open, else 503 naming the
// services that are failing fast. /health (Yoga's) only says the process answers. A half-open breaker counts as
// ready: its trial call is how it closes, and a replica taken out of rotation would never make it.
// The shared store (Redis) is reported but never makes a replica unready: without it the gateway answers from local
// state, and taking every replica out of rotation at once would turn a Redis failure into an outage.
import type { Plugin } from 'graphql-yoga';
import type { UpstreamClients } from '../context.js';
import type { StoreHealth } from '../store/redis-connection.js';

export const READINESS_PATH = '/readiness';

export function useReadiness(clients: UpstreamClients, store: () => StoreHealth): Plugin {
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname !== READINESS_PATH) return;
      const services: Record<string, 'closed' | 'half-open' | 'open'> = {};
      for (const client of Object.values(clients)) {
        if (!client) continue;
        services[client.service] = client.breaker.opened ? 'open' : client.breaker.halfOpen ? 'half-open' : 'closed';
      }
      const ready = Object.values(services).every((state) => state !== 'open');
      endResponse(
        fetchAPI.Response.json(
          { ready, services, store: store() },
          { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
        ),
      );
    },
  };
}
