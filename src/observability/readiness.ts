// GET /readiness: ready (200) when no configured upstream's circuit breaker is open, else 503 naming the
// services that are failing fast. /health (Yoga's) only says the process answers. A half-open breaker counts as
// ready: its trial call is how it closes, and a replica taken out of rotation would never make it.
import type { Plugin } from 'graphql-yoga';
import type { UpstreamClients } from '../context.js';

export const READINESS_PATH = '/readiness';

export function useReadiness(clients: UpstreamClients): Plugin {
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
          { ready, services },
          { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
        ),
      );
    },
  };
}
