// The access log: one info line per request, written when its answer starts (for an answer in parts, `@defer` or a
// subscription, that is when the first part goes out): the request id, the operation's name and type, the HTTP
// status, the duration, the upstream calls it made and the error codes of its answer. Never variables, a document,
// a body, a header or a credential. Probes and scrapes (/health, /readiness, /metrics) are not logged.
// ACCESS_LOG=false leaves the plugin out; ACCESS_LOG_SAMPLE_RATE logs that share of the requests that succeeded
// (every failed one is logged). Cheap on the request path: one entry per request in a WeakMap, the upstream calls
// counted by the request scope the upstream observer already sees.
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.js';
import { requestIdOfRequest, type RequestScope } from '../request-scope.js';
import { HEALTH_PATH, READINESS_PATH } from './readiness.js';

interface AccessEntry {
  started: number;
  operationName?: string;
  operationType?: string;
  scope?: RequestScope;
  codes?: Set<string>;
}

const UNLOGGED_PATHS = new Set([HEALTH_PATH, READINESS_PATH, '/metrics']);

function operationOf(document: DocumentNode, name: string | null | undefined): OperationDefinitionNode | undefined {
  let first: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (!name || definition.name?.value === name) return definition;
    first ??= definition;
  }
  return name ? undefined : first;
}

/** The codes of a result's errors (`extensions.code`), or of each result of a batch. */
function collectCodes(result: unknown, into: Set<string>): void {
  if (Array.isArray(result)) {
    for (const item of result) collectCodes(item, into);
    return;
  }
  const errors = (result as { errors?: ReadonlyArray<{ extensions?: { code?: unknown } }> } | undefined)?.errors;
  if (!errors) return;
  for (const error of errors) into.add(typeof error.extensions?.code === 'string' ? error.extensions.code : 'UNCODED');
}

export interface AccessLogOptions {
  /** The share (0..1) of successful requests logged; failed ones always are. */
  sampleRate: number;
  /** Tests: the random draw. */
  random?: () => number;
}

export function useAccessLog(logger: Logger, { sampleRate, random = Math.random }: AccessLogOptions): Plugin {
  const entries = new WeakMap<Request, AccessEntry>();
  return {
    onRequest({ request, url }) {
      if (UNLOGGED_PATHS.has(url.pathname)) return;
      entries.set(request, { started: performance.now() });
    },
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
    onResultProcess({ request, result }) {
      const entry = entries.get(request);
      if (entry) collectCodes(result, (entry.codes ??= new Set()));
    },
    onResponse({ request, response }) {
      const entry = entries.get(request);
      if (!entry) return;
      entries.delete(request);
      const failed = response.status >= 400 || (entry.codes?.size ?? 0) > 0;
      if (!failed && sampleRate < 1 && random() >= sampleRate) return;
      if (!logger.isLevelEnabled('info')) return;
      logger.info(
        {
          requestId: requestIdOfRequest(request),
          method: request.method,
          operationName: entry.operationName,
          operationType: entry.operationType,
          status: response.status,
          durationMs: Math.round((performance.now() - entry.started) * 10) / 10,
          upstreamCalls: entry.scope?.callsMade ?? 0,
          ...(entry.codes?.size ? { errorCodes: [...entry.codes] } : {}),
        },
        'request',
      );
    },
  };
}
