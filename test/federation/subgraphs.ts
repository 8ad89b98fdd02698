// What the federation tests run: the gateway as a subgraph (FEDERATION=true) on loopback over the sandbox upstreams,
// a second, small subgraph that extends `MessagingUser` with a field of its own, their composition with a
// maintained composition library, and a real router (Hive Gateway's runtime) serving the supergraph.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { composeServices } from '@theguild/federation-composition';
import { parse } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { startHarness, type GraphQLResponse, type Harness, type HarnessOptions } from '../support/harness.js';

export const GATEWAY_SUBGRAPH = 'gateway';
export const DESKS_SUBGRAPH = 'desks';

/** The second subgraph: a desk number for every messaging user, known by the user's global id alone. */
export const DESKS_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.6", import: ["@key", "@shareable"])

  type MessagingUser @key(fields: "id") {
    id: ID!
    "The desk this user sits at, kept by the desks service."
    desk: String!
  }

  type Query {
    "How many desks the desks service keeps."
    deskCount: Int!
  }
`;

export const deskOf = (globalId: string) => `desk-${globalId.slice(-6)}`;

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export interface DesksSubgraph {
  url: string;
  /** The headers of every request the desks subgraph received. */
  requests: IncomingHttpHeaders[];
  close(): Promise<void>;
}

export async function startDesksSubgraph(): Promise<DesksSubgraph> {
  const schema = buildSubgraphSchema({
    typeDefs: parse(DESKS_SDL),
    resolvers: {
      Query: { deskCount: () => 42 },
      MessagingUser: {
        __resolveReference: (reference: { id: string }) => ({ id: reference.id, desk: deskOf(reference.id) }),
      },
    },
  });
  const yoga = createYoga({ schema, logging: false, graphqlEndpoint: '/graphql' });
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    requests.push(request.headers);
    void yoga(request, response);
  });
  const url = await listen(server);
  return { url, requests, close: () => close(server) };
}

export interface GatewaySubgraph {
  harness: Harness;
  url: string;
  /** The SDL the gateway publishes as a subgraph (`_service { sdl }`). */
  sdl: string;
  close(): Promise<void>;
}

/** The gateway in subgraph mode over the sandbox upstreams, listening on loopback. */
export async function startGatewaySubgraph(options: HarnessOptions = {}): Promise<GatewaySubgraph> {
  const harness = await startHarness({ ...options, env: { ...options.env, FEDERATION: 'true' } });
  const server = createServer(harness.gateway);
  const url = await listen(server);
  const service = await harness.query<{ _service: { sdl: string } }>('{ _service { sdl } }');
  if (!service.data) throw new Error(`no subgraph SDL: ${JSON.stringify(service.errors)}`);
  return {
    harness,
    url,
    sdl: service.data._service.sdl,
    async close() {
      await close(server);
      await harness.close();
    },
  };
}

/** Composes the two subgraphs into a supergraph; throws with the composition errors when they do not compose. */
export function composeSupergraph(gateway: { sdl: string; url: string }, desks: { url: string }): string {
  const result = composeServices([
    { name: GATEWAY_SUBGRAPH, typeDefs: parse(gateway.sdl), url: gateway.url },
    { name: DESKS_SUBGRAPH, typeDefs: parse(DESKS_SDL), url: desks.url },
  ]);
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('\n'));
  return result.supergraphSdl;
}

/**
 * The headers a router forwards to the gateway subgraph (docs/federation.md): the caller's identity and the
 * caller's own upstream credentials. Nothing is forwarded to the other subgraph.
 */
export const FORWARDED_HEADERS = [
  'authorization',
  'x-api-key',
  'x-messaging-token',
  'x-file-storage-token',
  'x-scheduler-token',
  'x-marketplace-api-key',
  'x-research-token',
  'x-request-id',
];

export interface Router {
  query(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse>;
  close(): Promise<void>;
}

export function startRouter(supergraph: string): Router {
  const router = createGatewayRuntime({
    supergraph,
    logging: false,
    propagateHeaders: {
      fromClientToSubgraphs: ({ request, subgraphName }) =>
        subgraphName === GATEWAY_SUBGRAPH
          ? Object.fromEntries(FORWARDED_HEADERS.map((name) => [name, request.headers.get(name)]))
          : {},
    },
  });
  return {
    async query(query, variables, headers) {
      const response = await router.fetch('http://router.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLResponse;
    },
    close: async () => {
      await router.dispose();
    },
  };
}
