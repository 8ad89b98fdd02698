// OpenTelemetry, process-wide: the tracer provider (OTLP/HTTP export when an endpoint is configured) and the tracer
// both spans come from: the operation's (src/plugins/operation-tracing.ts) and each upstream call's (the gateway's
// UpstreamObserver, src/observability/upstream-metrics.ts). Spans never carry a document, variables, a query string
// or a header: those hold personal data and credentials. Only the API is loaded up front (its spans are no-ops until
// a provider registers); the SDK and exporter load when tracing is configured, so a gateway without tracing neither
// parses them at start nor keeps them resident.
import { SpanKind, SpanStatusCode, context, propagation, trace, type Span } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { ServiceKey } from '../config/index.js';
import type { OperationsConfig } from '../config/operations.js';
import { routeTemplate } from '../datasources/paths.js';

const TRACER = 'unified-graphql-gateway';

let providerRegistered = false;

/**
 * Whether this process exports spans. Without a provider every span is a no-op, so the gateway skips the operation
 * span's plugin and the upstream spans altogether: tracing that is off costs a request nothing.
 */
export function tracingEnabled(): boolean {
  return providerRegistered;
}

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
  providerRegistered = true;
  return provider;
}

export const tracer = () => trace.getTracer(TRACER);

/**
 * Opens the span of one upstream call, a child of the operation's, and writes the trace context into `headers` (the
 * call carries it on). The route template replaces ids with `{}` (see src/datasources/paths.ts).
 */
export function startUpstreamSpan(
  service: ServiceKey,
  method: string,
  path: string,
  headers: Record<string, string>,
): Span {
  const route = routeTemplate(path);
  const span = tracer().startSpan(`${method} ${service} ${route}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'gateway.service': service, 'http.request.method': method, 'url.template': route },
  });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return span;
}

/** Ends an upstream call's span with the upstream's status and/or the failure kind. */
export function endUpstreamSpan(span: Span, status: number | undefined, kind: string | undefined): void {
  if (status !== undefined) span.setAttribute('http.response.status_code', status);
  if (kind) span.setAttribute('gateway.failure', kind);
  if (kind || (status !== undefined && status >= 400)) span.setStatus({ code: SpanStatusCode.ERROR, message: kind });
  span.end();
}
