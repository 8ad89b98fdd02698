// GraphQL-level Prometheus metrics from Yoga's Prometheus plugin (per operation: count, duration; errors by code,
// service and field), in the gateway's registry next to the upstream metrics (src/observability/upstream-metrics.ts).
// Written here: the labels. The plugin labels by the operation name a client chose and by the error's response path
// (aliases, list indices), both unbounded; a scraped series per distinct value would grow /metrics per request.
// So operation names go through a bounded table (operation-names.ts) and the field label is the path of field
// names, which the schema bounds.
import { createCounter, createHistogram, usePrometheus } from '@graphql-yoga/plugin-prometheus';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Registry } from 'prom-client';
import { presented } from '../schema/errors.js';
import { fieldPathOf, OperationNameLabels } from './support/operation-names.js';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PrometheusOptions {
  /** Operation names the gateway knows (the trusted documents'): always labelled by name. */
  knownOperationNames?: Iterable<string>;
  /** How many other distinct names are labelled by name before the rest count as `other`. */
  maxOperationNames?: number;
}

export function usePrometheusMetrics(registry: Registry, options: PrometheusOptions = {}): Plugin {
  const names = new OperationNameLabels(options.knownOperationNames ?? [], options.maxOperationNames);
  const operation = (params: { document?: DocumentNode; operationName?: string; operationType?: string }) => ({
    operationName: names.label(params.operationName, params.document),
    operationType: params.operationType ?? 'unknown',
  });
  const histogram = <Phase extends string>(name: string, help: string, phases: [Phase, ...Phase[]]) =>
    createHistogram({
      registry,
      phases,
      histogram: { name, help, labelNames: ['operationName', 'operationType'], buckets: DURATION_BUCKETS },
      fillLabelsFn: operation,
    });
  return usePrometheus({
    registry,
    // Where /metrics is served is decided by metrics-endpoint.ts and src/start/metrics-server.ts, not here.
    endpoint: false,
    metrics: {
      graphql_yoga_http_duration: createHistogram({
        registry,
        histogram: {
          name: 'graphql_yoga_http_duration',
          help: 'Time spent on HTTP connection, by operation and status code',
          labelNames: ['operationName', 'operationType', 'statusCode'],
          buckets: DURATION_BUCKETS,
        },
        fillLabelsFn: (params, context: { response?: Response }) => ({
          ...operation(params),
          statusCode: context.response?.status ?? 0,
        }),
      }),
      graphql_envelop_request: createCounter({
        registry,
        counter: {
          name: 'graphql_envelop_request',
          help: 'GraphQL operations executed, by operation name (bounded, see docs/operations.md) and type',
          labelNames: ['operationName', 'operationType'],
        },
        fillLabelsFn: operation,
      }),
      graphql_envelop_request_duration: histogram(
        'graphql_envelop_request_duration',
        'Time spent on running the GraphQL operation from parse to execute',
        ['execute', 'subscribe'],
      ),
      graphql_envelop_request_time_summary: false,
      graphql_envelop_phase_parse: false,
      graphql_envelop_phase_validate: false,
      graphql_envelop_phase_context: false,
      graphql_envelop_phase_execute: histogram(
        'graphql_envelop_phase_execute',
        'Time spent on running the GraphQL "execute" function',
        ['execute'],
      ),
      graphql_envelop_phase_subscribe: false,
      graphql_envelop_deprecated_field: false,
      graphql_envelop_schema_change: false,
      graphql_envelop_error_result: createCounter({
        registry,
        counter: {
          name: 'graphql_envelop_error_result',
          help: 'GraphQL errors by operation, phase, error code, service and field (field names: no alias, no index)',
          labelNames: ['operationName', 'operationType', 'phase', 'code', 'service', 'field'],
        },
        fillLabelsFn: (params) => ({
          ...operation(params),
          phase: params.errorPhase ?? 'unknown',
          ...presented(params.error),
          field: fieldPathOf(params.error?.path, params.document, params.operationName),
        }),
      }),
    },
  }) as Plugin;
}
