// Prometheus metrics, one registry per gateway instance (tests run several gateways in one process).
// Labels carry the service key, never a path with ids or a query.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface GatewayMetrics {
  registry: Registry;
  upstreamRequests: Counter<'service' | 'method' | 'outcome'>;
  upstreamDuration: Histogram<'service' | 'method'>;
}

export function createMetrics(options: { collectProcessMetrics?: boolean } = {}): GatewayMetrics {
  const registry = new Registry();
  if (options.collectProcessMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    upstreamRequests: new Counter({
      name: 'gateway_upstream_requests_total',
      help: 'Upstream HTTP requests by service, method and outcome (HTTP status class or failure kind)',
      labelNames: ['service', 'method', 'outcome'],
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'gateway_upstream_request_duration_seconds',
      help: 'Upstream HTTP request duration including retries',
      labelNames: ['service', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}
