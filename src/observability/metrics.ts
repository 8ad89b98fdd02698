// GraphQL-level Prometheus metrics from Yoga's Prometheus plugin (per operation: count, duration; errors by
// code, service and field), in the gateway's registry next to the upstream metrics (src/metrics.ts). Written
// here: the error counter's labels (the plugin's default has no error code) and the breaker-state gauge.
import { createCounter, usePrometheus } from '@graphql-yoga/plugin-prometheus';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Gauge, type Registry } from 'prom-client';
import type { UpstreamClients } from '../context.js';
import { maskError } from '../schema/errors.js';

/** The code and service the caller will see: the error as the gateway's error mapper presents it. */
export function presented(error: GraphQLError | undefined): { code: string; service: string } {
  if (!error) return { code: 'INTERNAL_SERVER_ERROR', service: '' };
  const shown = maskError(error, 'Unexpected error.');
  const extensions = shown instanceof GraphQLError ? shown.extensions : {};
  return { code: String(extensions.code ?? 'INTERNAL_SERVER_ERROR'), service: String(extensions.service ?? '') };
}

/** `messaging.conversations.edges.0.node` -> `messaging.conversations.edges.node`: bounded by the schema. */
function fieldOf(error: GraphQLError | undefined): string {
  return error?.path?.filter((segment) => typeof segment === 'string').join('.') ?? '';
}

export function usePrometheusMetrics(registry: Registry): Plugin {
  return usePrometheus({
    registry,
    // Where /metrics is served is decided by the gateway (src/gateway.ts), not by this plugin.
    endpoint: false,
    labels: { operationName: true, operationType: true, method: false, statusCode: true, url: false },
    metrics: {
      graphql_yoga_http_duration: true,
      graphql_envelop_request: true,
      graphql_envelop_request_duration: true,
      graphql_envelop_request_time_summary: false,
      graphql_envelop_phase_parse: false,
      graphql_envelop_phase_validate: false,
      graphql_envelop_phase_context: false,
      graphql_envelop_phase_execute: true,
      graphql_envelop_phase_subscribe: false,
      graphql_envelop_deprecated_field: false,
      graphql_envelop_schema_change: false,
      graphql_envelop_error_result: createCounter({
        registry,
        counter: {
          name: 'graphql_envelop_error_result',
          help: 'GraphQL errors by operation, phase, error code, service and field (list indices dropped)',
          labelNames: ['operationName', 'operationType', 'phase', 'code', 'service', 'field'],
        },
        fillLabelsFn: (params) => ({
          operationName: params.operationName ?? 'Anonymous',
          operationType: params.operationType ?? 'unknown',
          phase: params.errorPhase ?? 'unknown',
          ...presented(params.error),
          field: fieldOf(params.error),
        }),
      }),
    },
  }) as Plugin;
}

export const BREAKER_STATES = { closed: 0, halfOpen: 1, open: 2 } as const;

/** Each configured upstream's circuit breaker: 0 closed, 1 half-open, 2 open (read at scrape time). */
export function registerBreakerGauge(registry: Registry, clients: UpstreamClients): void {
  new Gauge({
    name: 'gateway_upstream_breaker_state',
    help: 'Circuit breaker per upstream: 0 closed, 1 half-open (trying again), 2 open (failing fast)',
    labelNames: ['service'],
    registers: [registry],
    collect() {
      for (const client of Object.values(clients)) {
        if (!client) continue;
        const { breaker } = client;
        const state = breaker.opened ? 'open' : breaker.halfOpen ? 'halfOpen' : 'closed';
        this.set({ service: client.service }, BREAKER_STATES[state]);
      }
    },
  });
}
