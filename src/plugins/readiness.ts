// GET /readiness: may this replica receive traffic? 503 only for what is the replica's own: it has not started
// serving yet, it is draining after SIGTERM, or a store the configuration requires (REDIS_REQUIRED=true) is
// unreachable. An upstream that is down, slow or behind an open circuit breaker never makes a replica unready: every
// replica sees the same upstream, so taking them out of rotation would turn one failing service into an outage of
// all ten; the others still answer, and the failing one's fields answer UPSTREAM_UNAVAILABLE at once.
// GET /health: the process answers (liveness), with the details an operator looks at: each upstream's breaker state
// and the store's; /metrics has the same as gauges.
import type { Plugin } from 'graphql-yoga';
import type { UpstreamClients } from '../context.js';
import type { StoreHealth } from '../store/redis-connection.js';

export const READINESS_PATH = '/readiness';
export const HEALTH_PATH = '/health';

export type Phase = 'starting' | 'serving' | 'draining';

/**
 * Where the process is in its life. One per process, as SIGTERM is: src/server.ts moves it from `starting` to
 * `serving` once it listens, and to `draining` on SIGTERM. A gateway made without the server (tests, embedding)
 * serves from the start.
 */
export class Lifecycle {
  constructor(private current: Phase = 'serving') {}

  get phase(): Phase {
    return this.current;
  }

  starting(): void {
    this.current = 'starting';
  }

  serving(): void {
    if (this.current === 'starting') this.current = 'serving';
  }

  /** Final: a draining process never serves again. */
  draining(): void {
    this.current = 'draining';
  }
}

export const processLifecycle = new Lifecycle();

export interface ReadinessOptions {
  /** REDIS_REQUIRED: unready while the store's Redis is not answering. */
  storeRequired: boolean;
  lifecycle?: Lifecycle;
}

type BreakerState = 'closed' | 'half-open' | 'open';

function breakerStates(clients: UpstreamClients): Record<string, BreakerState> {
  const services: Record<string, BreakerState> = {};
  for (const client of Object.values(clients)) {
    if (!client) continue;
    services[client.service] = client.breaker.opened ? 'open' : client.breaker.halfOpen ? 'half-open' : 'closed';
  }
  return services;
}

/** Why the replica is not ready, or undefined when it is. */
function notReadyBecause(phase: Phase, store: StoreHealth, storeRequired: boolean): string | undefined {
  if (phase !== 'serving') return phase;
  if (storeRequired && store.redis !== 'up') return 'store-unavailable';
  return undefined;
}

export function useReadiness(
  clients: UpstreamClients,
  store: () => StoreHealth,
  { storeRequired, lifecycle = processLifecycle }: ReadinessOptions,
): Plugin {
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname !== READINESS_PATH) return;
      // From state only (no I/O): the answer never waits on Redis or an upstream. The fallback count is /health's.
      const { backend, redis } = store();
      const storeHealth = redis ? { backend, redis } : { backend };
      const reason = notReadyBecause(lifecycle.phase, storeHealth, storeRequired);
      endResponse(
        fetchAPI.Response.json(
          { ready: !reason, ...(reason ? { reason } : {}), phase: lifecycle.phase, store: storeHealth },
          { status: reason ? 503 : 200, headers: { 'cache-control': 'no-store' } },
        ),
      );
    },
    // Yoga answers /health itself (an empty 200) before any plugin's onRequest; its answer is replaced here by one
    // with the details, still 200: liveness only asks whether the process answers.
    onResponse({ request, response, setResponse, fetchAPI }) {
      if (response.status !== 200 || !request.url.endsWith(HEALTH_PATH)) return;
      if (new URL(request.url).pathname !== HEALTH_PATH) return;
      // The headers earlier plugins set on Yoga's answer (security headers, request id) stay.
      const headers = new fetchAPI.Headers(response.headers);
      headers.delete('content-length');
      headers.set('content-type', 'application/json; charset=utf-8');
      headers.set('cache-control', 'no-store');
      const details = { status: 'ok', phase: lifecycle.phase, services: breakerStates(clients), store: store() };
      setResponse(new fetchAPI.Response(JSON.stringify(details), { status: 200, headers }));
    },
  };
}
