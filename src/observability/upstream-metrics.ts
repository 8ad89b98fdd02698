// Prometheus metrics of upstream calls and the registry every gateway metric lives in, one per gateway instance
// (tests run several gateways in one process). Labels carry the service key, never a path with ids or a query.
// The metrics object is also the gateway's UpstreamObserver (src/http/observer.ts): each call is counted,
// timed, traced (src/observability/tracer.ts) and carries the request id on.
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { UpstreamClient } from '../http/client.js';
import type { ObservedUpstreamCall, UpstreamObserver } from '../http/observer.js';
import { endUpstreamSpan, startUpstreamSpan, tracingEnabled } from './tracer.js';

export interface GatewayMetrics extends UpstreamObserver {
  registry: Registry;
  upstreamRequests: Counter<'service' | 'method' | 'outcome'>;
  upstreamDuration: Histogram<'service' | 'method'>;
}

export function createMetrics(options: { collectProcessMetrics?: boolean } = {}): GatewayMetrics {
  const registry = new Registry();
  if (options.collectProcessMetrics) collectDefaultMetrics({ register: registry });
  const upstreamRequests = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Upstream HTTP requests by service, method and outcome (HTTP status class or failure kind)',
    labelNames: ['service', 'method', 'outcome'] as const,
    registers: [registry],
  });
  const upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Upstream HTTP request duration including retries',
    labelNames: ['service', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    upstreamRequests,
    upstreamDuration,
    onRequest(service, method, path, request, traced = true): ObservedUpstreamCall {
      const started = performance.now();
      // Demand control's actual count: the calls of the operation's own work (not the gateway's token exchange).
      if (traced && request?.upstreamCalls) request.upstreamCalls.calls += 1;
      if (request) request.callsMade += 1;
      // Upstreams ignore headers they do not know.
      const headers: Record<string, string> = traced && request?.requestId ? { 'x-request-id': request.requestId } : {};
      const span = traced && tracingEnabled() ? startUpstreamSpan(service, method, path, headers) : undefined;
      return {
        headers,
        end({ status, kind }) {
          if (span) endUpstreamSpan(span, status, kind);
          const outcome = status !== undefined ? `${Math.floor(status / 100)}xx` : (kind ?? 'error');
          upstreamRequests.inc({ service, method, outcome });
          upstreamDuration.observe({ service, method }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

export const BREAKER_STATES = { closed: 0, halfOpen: 1, open: 2 } as const;

/** Each configured upstream's circuit breaker: 0 closed, 1 half-open, 2 open (read at scrape time). */
export function registerBreakerGauge(registry: Registry, clients: Iterable<UpstreamClient | undefined>): void {
  new Gauge({
    name: 'gateway_upstream_breaker_state',
    help: 'Circuit breaker per upstream: 0 closed, 1 half-open (trying again), 2 open (failing fast)',
    labelNames: ['service'],
    registers: [registry],
    collect() {
      for (const client of clients) {
        if (!client) continue;
        const { breaker } = client;
        const state = breaker.opened ? 'open' : breaker.halfOpen ? 'halfOpen' : 'closed';
        this.set({ service: client.service }, BREAKER_STATES[state]);
      }
    },
  });
}
