// The operation span: one span per GraphQL operation (name and type, the error codes a caller sees). An incoming W3C
// `traceparent` makes it a child of the caller's span; upstream calls made while it is active are its children
// (src/observability/tracer.ts). The span never carries a document or variables.
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
import { getOperationAST, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { tracer } from '../observability/tracer.js';
import { requestIdOfRequest } from '../request-scope.js';
import { presented } from '../schema/errors.js';

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
        const requestId = request && requestIdOfRequest(request);
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
