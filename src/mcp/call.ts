// A tool call is a GraphQL request to this same gateway (`yoga.fetch`): the MCP request's own headers go with it
// (API key or JWT, the caller's `x-...-token`s), so access control, scopes, rate limits, demand control, limits and
// upstream credentials are the GraphQL endpoint's, and so are its errors (masked, coded, without upstream bodies).
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { REQUEST_ID_HEADER, REQUEST_VIA, requestIdOfRequest } from '../request-scope.js';

/** The gateway's Yoga instance, by its `fetch`: a request through it passes every plugin, `onRequest` included. */
export interface GatewayFetch {
  fetch(url: URL, init: RequestInit, serverContext: object): Promise<Response> | Response;
}

/** Headers of the MCP transport itself, or of this hop only: everything else travels to the GraphQL request. */
const NOT_FORWARDED = new Set([
  'accept',
  'accept-encoding',
  'connection',
  'content-length',
  'content-type',
  'keep-alive',
  'last-event-id',
  'mcp-protocol-version',
  'mcp-session-id',
  'transfer-encoding',
  'upgrade',
]);

export interface GraphQLBody {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
}

/** A tool as listed, and what running it does with arguments its input schema accepts. */
export interface McpTool {
  definition: Tool;
  run(args: Record<string, unknown>, origin: CallOrigin): Promise<GraphQLResult>;
}

/** The MCP request a tool call arrived in: its headers and the server context (the socket, for the caller's IP). */
export interface CallOrigin {
  request: Request;
  serverContext: object;
}

export async function executeThroughGateway(gateway: GatewayFetch, origin: CallOrigin, body: GraphQLBody) {
  const headers = new Headers();
  origin.request.headers.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name)) headers.set(name, value);
  });
  headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  // The MCP request's id: the tool call's lines (its access line among them, `via: "mcp"`) carry it.
  const requestId = requestIdOfRequest(origin.request);
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const url = new URL('/graphql', origin.request.url);
  const response = await gateway.fetch(
    url,
    { method: 'POST', headers, body: JSON.stringify(body) },
    Object.create(origin.serverContext, { [REQUEST_VIA]: { value: 'mcp' } }) as object,
  );
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as GraphQLResult;
    return { data: parsed.data, errors: parsed.errors } satisfies GraphQLResult;
  } catch {
    // The endpoint answers JSON for everything it decides; anything else is its own failure, described by status.
    return {
      data: null,
      errors: [
        { message: `The gateway answered HTTP ${response.status}`, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ],
    } satisfies GraphQLResult;
  }
}
