// OpenTelemetry traces: one span per GraphQL operation (name and type, error codes) and one per upstream call
// (service, method, route template, status), exported over OTLP/HTTP when an endpoint is configured. An incoming
// W3C `traceparent` makes the operation's span a child of the caller's, and every upstream call carries the trace on. Spans never
// carry a document, variables, a query string or a header: those hold personal data and credentials.
// The SDK, context propagation and exporter are OpenTelemetry's; the two spans are written here (small, and
// they need the gateway's own facts: service, route template, the error codes a caller sees). Only the API is
// loaded up front (its spans are no-ops until a provider registers); the SDK and exporter load when tracing is
// configured, so a gateway without tracing neither parses them at start nor keeps them resident.
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Context,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { getOperationAST, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ServiceKey } from '../config.js';
import type { OperationsConfig } from '../operations/config.js';
import { presented } from './metrics.js';
import { currentRequestId, requestHeaders, routeTemplate } from './request-scope.js';

const TRACER = 'unified-graphql-gateway';

/**
 * Registers the process-wide tracer provider: OTLP/HTTP to the configured endpoint, or the given exporter
 * (tests). Without either, nothing is registered and every span below is a no-op.
 */
export async function startTracing(
  settings: OperationsConfig['tracing'],
  exporter?: SpanExporter,
): Promise<NodeTracerProvider | undefined> {
  if (!settings.url && !exporter) return undefined;
  const [{ OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor, SimpleSpanProcessor }, sdk, semconv] =
    await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/semantic-conventions'),
    ]);
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: settings.serviceName }),
    spanProcessors: [
      exporter
        ? new SimpleSpanProcessor(exporter)
        : new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url })),
    ],
  });
  provider.register();
  return provider;
}

const tracer = () => trace.getTracer(TRACER);

const fromHeaders: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/**
 * The caller's trace, from its W3C `traceparent` (read by the propagator the provider registers: OpenTelemetry's
 * W3C trace context), so the operation's span joins it. Only the span context is kept: a caller's `baggage` is not
 * passed on to the upstreams. Without tracing the propagator is a no-op and the context is empty.
 */
function callerTrace(request: Request | undefined): Context {
  const active = context.active();
  if (!request) return active;
  const remote = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, request.headers, fromHeaders));
  return remote ? trace.setSpanContext(active, remote) : active;
}

/** The operation span: opened around each GraphQL operation, named once the operation is known. */
export function useOperationTracing(): Plugin {
  const spans = new WeakMap<object, Span>();
  return {
    instrumentation: {
      operation({ context: operationContext, request }, wrapped) {
        const parent = callerTrace(request);
        const span = tracer().startSpan('graphql.operation', { kind: SpanKind.SERVER }, parent);
        const requestId = currentRequestId();
        if (requestId) span.setAttribute('gateway.request_id', requestId);
        spans.set(operationContext, span);
        const run = () => context.with(trace.setSpan(parent, span), wrapped);
        return Promise.resolve()
          .then(run)
          .finally(() => span.end());
      },
    },
    onExecute({ args }) {
      const span = spans.get(args.contextValue as object);
      if (!span) return;
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      const name = operation?.name?.value;
      span.updateName(`${type} ${name ?? 'anonymous'}`);
      span.setAttribute('graphql.operation.type', type);
      if (name) span.setAttribute('graphql.operation.name', name);
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result ? (result.errors as readonly GraphQLError[] | undefined) : undefined;
          if (!errors?.length) return;
          const codes = [...new Set(errors.map((error) => presented(error).code))];
          span.setAttribute('graphql.error.codes', codes);
          span.setStatus({ code: SpanStatusCode.ERROR, message: codes.join(',') });
        },
      };
    },
  };
}

export interface UpstreamSpan {
  /** Headers the call carries for this request: its request id and the trace context. */
  headers: Record<string, string>;
  end(result: { status?: number; kind?: string }): void;
}

/** Opens the span of one upstream call; the route template replaces ids with `{}` (see request-scope.ts). */
export function startUpstreamSpan(service: ServiceKey, method: string, path: string): UpstreamSpan {
  const route = routeTemplate(path);
  const span = tracer().startSpan(`${method} ${service} ${route}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'gateway.service': service, 'http.request.method': method, 'url.template': route },
  });
  const headers = requestHeaders();
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return {
    headers,
    end({ status, kind }) {
      if (status !== undefined) span.setAttribute('http.response.status_code', status);
      if (kind) span.setAttribute('gateway.failure', kind);
      if (kind || (status !== undefined && status >= 400))
        span.setStatus({ code: SpanStatusCode.ERROR, message: kind });
      span.end();
    },
  };
}
