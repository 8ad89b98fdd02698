// The access log: one info line per request, written when its answer starts (for an answer in parts, `@defer` or a
// subscription, that is when the first part goes out): the request id the answer carries, the endpoint, the
// operation's name and type, the HTTP status, the duration, the upstream calls it made and the error codes of its
// answer. Never variables, a document, a body, a query string, a header or a credential.
//
// Every request that reaches the gateway's handler is written, whoever answers it: a GraphQL request, a request
// refused before GraphQL sees it (an unknown Host, a foreign origin, a body too large, malformed JSON, a CSRF
// refusal, an unknown path, a wrong method, a rate limit), a webhook delivery, an MCP request, a CORS preflight,
// the GraphiQL page. That is done here, at the two points every request passes: the request instrumentation
// (which wraps the whole handling, Yoga's own early answers included) notes when it started, and the last
// `onResponse` of the list writes the line, with the final status and the response's `x-request-id`. Probes are not
// written (/health, /readiness, and /metrics when it is served: a kubelet or Prometheus asks every few seconds per
// replica, and their answers are in the metrics); a refused /metrics is. ACCESS_LOG=false leaves the plugin out;
// ACCESS_LOG_SAMPLE_RATE logs that share of the requests that succeeded (every failed one is logged). Cheap on the
// request path: one entry per request in a WeakMap, the upstream calls counted by the request scope the upstream
// observer already sees.
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.js';
import {
  REQUEST_ID_HEADER,
  REQUEST_VIA,
  refusalCodeOf,
  requestIdOfRequest,
  type RequestScope,
} from '../request-scope.js';
import { MCP_PATH } from './mcp-endpoint.js';
import { METRICS_PATH } from './metrics-endpoint.js';
import { HEALTH_PATH, READINESS_PATH } from './readiness.js';
import { MESSAGING_WEBHOOK_PATH } from './webhook-endpoint.js';

interface AccessEntry {
  started: number;
  /** The URL's path, once a hook that had it parsed saw the request. */
  pathname?: string;
  operationName?: string;
  operationType?: string;
  scope?: RequestScope;
  codes?: Set<string>;
}

/** Yoga's `graphqlEndpoint` (src/gateway.ts). */
const GRAPHQL_PATH = '/graphql';
const PROBE_PATHS = new Set([HEALTH_PATH, READINESS_PATH]);
/** The webhook path names its registration's secret: the line shows where the secret was, never the secret. */
const WEBHOOK_ROUTE = `${MESSAGING_WEBHOOK_PATH}{secret}`;

/**
 * The endpoint a request asked for, as the line shows it: the gateway's own paths, or `other` for any other (a path
 * is the caller's text, and may carry anything: it is not echoed).
 */
function routeOf(pathname: string): string {
  if (pathname === GRAPHQL_PATH || pathname === MCP_PATH || pathname === METRICS_PATH) return pathname;
  if (pathname.startsWith(MESSAGING_WEBHOOK_PATH)) return WEBHOOK_ROUTE;
  return 'other';
}

/** The operation a request runs: the one named, or the first when none is. */
export function operationOf(
  document: DocumentNode,
  name: string | null | undefined,
): OperationDefinitionNode | undefined {
  let first: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (!name || definition.name?.value === name) return definition;
    first ??= definition;
  }
  return name ? undefined : first;
}

/** The codes of a result's errors (`extensions.code`), or of each result of a batch. */
export function collectCodes(result: unknown, into: Set<string>): void {
  if (Array.isArray(result)) {
    for (const item of result) collectCodes(item, into);
    return;
  }
  const errors = (result as { errors?: ReadonlyArray<{ extensions?: { code?: unknown } }> } | undefined)?.errors;
  if (!errors) return;
  for (const error of errors) into.add(typeof error.extensions?.code === 'string' ? error.extensions.code : 'UNCODED');
}

/** One access line (docs/operations.md): what a request asked for and how it was answered, never what it carried. */
export interface AccessLine {
  requestId: string | undefined;
  method: string;
  /** The endpoint (`routeOf`), or `other`: never the caller's path. */
  path: string;
  via?: string;
  operationName?: string;
  operationType?: string;
  status: number;
  durationMs: number;
  upstreamCalls: number;
  errorCodes?: string[];
}

/** Writes one access line; also for the refusal answered in front of Yoga (src/start/request-target.ts). */
export function logAccessLine(logger: Logger, line: AccessLine): void {
  logger.info(line, 'request');
}

export interface AccessLogOptions {
  /** The share (0..1) of successful requests logged; failed ones always are. */
  sampleRate: number;
  /** Tests: the random draw. */
  random?: () => number;
}

/**
 * Writes one access line unless sampling leaves a successful answer out; also for the operations of a graphql-ws
 * connection (src/start/graphql-ws.ts), which no HTTP handler answers.
 */
export function logSampledAccessLine(
  logger: Logger,
  { sampleRate, random = Math.random }: AccessLogOptions,
  line: AccessLine,
): void {
  const failed = line.status >= 400 || (line.errorCodes?.length ?? 0) > 0;
  if (!failed && sampleRate < 1 && random() >= sampleRate) return;
  if (!logger.isLevelEnabled('info')) return;
  logAccessLine(logger, line);
}

/**
 * The access log as two plugins sharing one entry per request (src/plugins/index.ts places them): `operation` where
 * it reads the operation (before any `onExecute` that may end execution: a demand-control refusal still has its
 * type), and `response` last of the list, whose `onResponse` sees the answer as it goes out.
 */
export function accessLogPlugins(logger: Logger, options: AccessLogOptions): { operation: Plugin; response: Plugin } {
  const entries = new WeakMap<Request, AccessEntry>();

  function write(request: Request, entry: AccessEntry, status: number, requestId: string | undefined, via?: string) {
    logSampledAccessLine(logger, options, {
      requestId,
      method: request.method,
      path: routeOf(entry.pathname ?? new URL(request.url).pathname),
      ...(via ? { via } : {}),
      operationName: entry.operationName,
      operationType: entry.operationType,
      status,
      durationMs: Math.round((performance.now() - entry.started) * 10) / 10,
      upstreamCalls: entry.scope?.callsMade ?? 0,
      ...(entry.codes?.size ? { errorCodes: [...entry.codes] } : {}),
    });
  }

  const operation: Plugin = {
    onParams({ request, params }) {
      const entry = entries.get(request);
      if (entry && typeof params.operationName === 'string') entry.operationName = params.operationName;
    },
    onExecute({ args }) {
      const context = args.contextValue as { request?: Request; requestScope?: RequestScope };
      const entry = context.request && entries.get(context.request);
      if (!entry) return;
      entry.scope = context.requestScope;
      const operation = operationOf(args.document, args.operationName);
      if (operation) {
        entry.operationType = operation.operation;
        if (operation.name) entry.operationName = operation.name.value;
      }
    },
  };

  const response: Plugin = {
    instrumentation: {
      // Around the whole handling of each request, before any plugin's (or Yoga's own) `onRequest`.
      request({ request }, handle) {
        const entry: AccessEntry = { started: performance.now() };
        entries.set(request, entry);
        // A handler that throws is answered by the server adapter (500) without any `onResponse`: its line is here.
        const failed = (error: unknown) => {
          if (entries.get(request) === entry) {
            entries.delete(request);
            const status = (error as { status?: unknown } | undefined)?.status;
            write(request, entry, typeof status === 'number' ? status : 500, requestIdOfRequest(request));
          }
          throw error;
        };
        let handled;
        try {
          handled = handle();
        } catch (error) {
          return failed(error);
        }
        return handled && typeof handled.then === 'function' ? handled.then(undefined, failed) : handled;
      },
    },
    // Reached by a request no earlier plugin answered; its URL is parsed by then.
    onRequest({ request, url }) {
      const entry = entries.get(request);
      if (entry) entry.pathname = url.pathname;
    },
    // After every other plugin's: the codes of the answer as it is sent.
    onResultProcess({ request, result }) {
      const entry = entries.get(request);
      if (entry) collectCodes(result, (entry.codes ??= new Set()));
    },
    onResponse({ request, response, serverContext }) {
      const entry = entries.get(request);
      if (!entry) return;
      entries.delete(request);
      const pathname = (entry.pathname ??= new URL(request.url).pathname);
      if (PROBE_PATHS.has(pathname) || (pathname === METRICS_PATH && response.status < 400)) return;
      const refusal = refusalCodeOf(request);
      if (refusal) (entry.codes ??= new Set()).add(refusal);
      const via = (serverContext as { [REQUEST_VIA]?: string } | undefined)?.[REQUEST_VIA];
      write(request, entry, response.status, response.headers.get(REQUEST_ID_HEADER) ?? undefined, via);
    },
  };
  return { operation, response };
}
