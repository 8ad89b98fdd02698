// GraphQL over WebSocket (the graphql-ws protocol) on the gateway's own HTTP server and path, next to Yoga's
// server-sent events: Yoga's documented recipe, with the same schema, plugins, error masking and context. A
// browser cannot set headers on a WebSocket, so a caller's credentials may also come as connection parameters
// (`{ "x-messaging-token": "..." }`), read like the headers of an HTTP request; browser origins are checked as
// for HTTP (useOriginCheck).
import type { IncomingMessage, Server } from 'node:http';
import type { ExecutionArgs } from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayConfig } from '../config/index.js';
import type { Gateway } from '../gateway.js';
import { hostChecker } from '../config/hosts.js';

/** Largest message a client may send (an operation with its variables). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

interface Enveloped {
  execute: (args: ExecutionArgs) => OperationResult;
  subscribe: (args: ExecutionArgs) => OperationResult;
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

export function attachGraphQLWs(server: Server, gateway: Gateway, config: GatewayConfig) {
  const hostAllowed = hostChecker(config.security.allowedHosts);
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
      onSubscribe: async (context, _id, params) => {
        const request = requestFor(gateway, context.extra.request, context.connectionParams);
        const { schema, execute, subscribe, contextFactory, parse, validate } = gateway.getEnveloped({
          ...context,
          req: context.extra.request,
          socket: context.extra.socket,
          params,
          request,
        });
        let document;
        try {
          document = parse(params.query);
        } catch (error) {
          return [error as never];
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
