// GraphQL over WebSocket (the graphql-ws protocol) on the gateway's own HTTP server and path, next to Yoga's
// server-sent events: Yoga's documented recipe, with the same schema, plugins, error masking and context. A
// browser cannot set headers on a WebSocket, so a caller's credentials may also come as connection parameters
// (`{ "x-messaging-token": "..." }`), read like the headers of an HTTP request; browser origins are checked as
// for HTTP (useOriginCheck).
//
// Each operation over a connection is a request of its own for the operator: it gets a request id (the offered
// `x-request-id` header or connection parameter when well-formed, else a new one) that its log lines carry, and one
// access line when its answer starts (for a subscription, once it is subscribed; for a refused one, at the refusal),
// as Yoga's handler writes one per HTTP request (src/plugins/access-log.ts).
import type { IncomingMessage, Server } from 'node:http';
import type { DocumentNode, ExecutionArgs, GraphQLError } from 'graphql';
import type { Context, OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayConfig } from '../config/index.js';
import type { Gateway } from '../gateway.js';
import { hostChecker } from '../config/hosts.js';
import type { Logger } from '../logger.js';
import { collectCodes, logSampledAccessLine, operationOf, type AccessLine } from '../plugins/access-log.js';
import { requestIdFrom } from '../plugins/request-id.js';
import { REQUEST_ID_HEADER, setRequestId, type RequestScope } from '../request-scope.js';

/** Largest message a client may send (an operation with its variables). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

interface Enveloped {
  execute: (args: ExecutionArgs) => OperationResult;
  subscribe: (args: ExecutionArgs) => OperationResult;
}

/** An operation of a connection, from its `subscribe` message until its access line is written. */
interface PendingOperation {
  started: number;
  requestId: string;
  operationName?: string;
  operationType?: string;
}

function originAllowed(config: GatewayConfig, request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (config.security.corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The upgrade request's headers, with string connection parameters on top, as a Fetch request for the context. */
function requestFor(
  gateway: Gateway,
  upgrade: IncomingMessage,
  connectionParams: Readonly<Record<string, unknown>> | undefined,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(upgrade.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  for (const [name, value] of Object.entries(connectionParams ?? {})) {
    if (typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(name)) headers.set(name.toLowerCase(), value);
  }
  const host = headers.get('host') ?? 'localhost';
  return new Request(`http://${host}${gateway.graphqlEndpoint}`, { headers });
}

export function attachGraphQLWs(server: Server, gateway: Gateway, config: GatewayConfig, logger: Logger) {
  const hostAllowed = hostChecker(config.security.allowedHosts);
  const accessLog = config.operations.accessLog;
  // Per connection, its operations whose line is not written yet: gone with the connection. Kept only while the
  // access log is on.
  const pending = new WeakMap<Context, Map<string, PendingOperation>>();
  const begin = (context: Context, id: string, operation: PendingOperation) => {
    if (!accessLog.enabled) return;
    let operations = pending.get(context);
    if (!operations) pending.set(context, (operations = new Map()));
    operations.set(id, operation);
  };
  /** The operation's entry, removed: its line is written at most once. */
  const take = (context: Context, id: string): PendingOperation | undefined => {
    const operations = pending.get(context);
    const operation = operations?.get(id);
    operations?.delete(id);
    return operation;
  };
  /** The operation's one access line, written when its answer starts or it is refused. */
  const answered = (context: Context, id: string, status: number, result: unknown, scope?: RequestScope) => {
    const operation = take(context, id);
    if (!operation) return;
    const codes = new Set<string>();
    collectCodes(result, codes);
    const line: AccessLine = {
      requestId: operation.requestId,
      method: 'GET',
      path: gateway.graphqlEndpoint,
      via: 'graphql-ws',
      operationName: operation.operationName,
      operationType: operation.operationType,
      status,
      durationMs: Math.round((performance.now() - operation.started) * 10) / 10,
      upstreamCalls: scope?.callsMade ?? 0,
      ...(codes.size ? { errorCodes: [...codes] } : {}),
    };
    logSampledAccessLine(logger, accessLog, line);
  };
  const sockets = new WebSocketServer({
    server,
    path: gateway.graphqlEndpoint,
    maxPayload: MAX_MESSAGE_BYTES,
    // A foreign Host is refused with 403, as over HTTP (src/hosts.ts).
    verifyClient: ({ req }: { req: IncomingMessage }, done: (allowed: boolean, status?: number) => void) =>
      hostAllowed(req.headers.host) ? done(originAllowed(config, req)) : done(false, 403),
  });
  const graphqlWs = useServer(
    {
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      onSubscribe: async (context, id, params) => {
        const request = requestFor(gateway, context.extra.request, context.connectionParams);
        const operation: PendingOperation = {
          started: performance.now(),
          requestId: requestIdFrom(request.headers.get(REQUEST_ID_HEADER)),
          ...(typeof params.operationName === 'string' ? { operationName: params.operationName } : {}),
        };
        setRequestId(request, operation.requestId);
        begin(context, id, operation);
        const { schema, execute, subscribe, contextFactory, parse, validate } = gateway.getEnveloped({
          ...context,
          req: context.extra.request,
          socket: context.extra.socket,
          params,
          request,
        });
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const definition = operationOf(document, params.operationName);
        if (definition) {
          operation.operationType = definition.operation;
          if (definition.name) operation.operationName = definition.name.value;
        }
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
      // A result (a query's or a mutation's) or a stream (a subscription's): the answer starts here.
      onOperation: (context, id, _params, args, result) => {
        const scope = (args.contextValue as { requestScope?: RequestScope } | undefined)?.requestScope;
        answered(context, id, 200, result, scope);
      },
      // Refused before it ran (a parse or validation error), or its stream failed to start.
      onError: (context, id, _params, errors) => {
        answered(context, id, 400, { errors });
      },
      onComplete: (context, id) => {
        take(context, id);
      },
    },
    sockets,
  );
  return {
    async close() {
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
