// `/mcp` over Streamable HTTP (the SDK's web-standard transport): one SDK server and transport per session, held
// in a bounded table; `tools/list` pages the operation tools, `tools/call` checks the arguments against the tool's
// input schema (no upstream call for bad input) and runs the operation through the gateway (./call.ts).
import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { JsonSchemaType } from '@modelcontextprotocol/sdk/validation/types.js';
import type { GatewayConfig } from '../config/index.js';
import type { Logger } from '../logger.js';
import { schema } from '../executable-schema.js';
import { executeThroughGateway, type CallOrigin, type GatewayFetch, type GraphQLResult, type McpTool } from './call.js';
import { genericTools } from './generic-tools.js';
import { SessionTable } from './sessions.js';
import { loadOperationTools, type OperationTool } from './tools.js';

const SERVER_INFO = { name: 'unified-graphql-gateway', version: '0.1.0' };

interface Session {
  server: Server;
  transport: WebStandardStreamableHTTPServerTransport;
  close(): Promise<void>;
}

/** The JSON-RPC error answer of a request refused before any session handles it. */
function refusal(status: number, code: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function operationTool(gateway: GatewayFetch, tool: OperationTool): McpTool {
  return {
    definition: {
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema as Tool['inputSchema'],
      outputSchema: tool.outputSchema as Tool['outputSchema'],
      annotations: { readOnlyHint: tool.kind === 'query', openWorldHint: true },
    },
    run(variables, origin) {
      const { request } = tool;
      const body =
        'persistedId' in request
          ? {
              operationName: request.operationName,
              variables,
              extensions: { persistedQuery: { version: 1, sha256Hash: request.persistedId } },
            }
          : { query: request.query, operationName: request.operationName, variables };
      return executeThroughGateway(gateway, origin, body);
    },
  };
}

/** Whether anything was answered: a leaf or a list somewhere under the namespaces, not only nulls. */
function answered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value) || typeof value !== 'object') return true;
  return Object.values(value).some(answered);
}

/** Failed when there are errors and nothing of what was asked came back (e.g. `{ marketplace: { orders: null } }`). */
function failed(result: GraphQLResult): boolean {
  return Boolean(result.errors?.length) && !answered(result.data);
}

export function toolResult(result: GraphQLResult): CallToolResult {
  const structured = { data: result.data ?? null, ...(result.errors?.length ? { errors: result.errors } : {}) };
  return {
    content: [{ type: 'text', text: JSON.stringify(structured) }],
    structuredContent: structured,
    isError: failed(result),
  };
}

export function createMcpEndpoint(config: GatewayConfig, gateway: GatewayFetch, logger: Logger) {
  const settings = config.mcp;
  const loaded = loadOperationTools(config, schema);
  for (const skipped of loaded.skipped) logger.warn(skipped, 'MCP: operation left out of the tools');
  const tools: McpTool[] = [
    ...loaded.tools.map((tool) => operationTool(gateway, tool)),
    ...(settings.genericTools ? genericTools(gateway, schema) : []),
  ];
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]));
  const validator = new AjvJsonSchemaValidator();
  const validators = new Map(
    tools.map((tool) => [tool.definition.name, validator.getValidator(tool.definition.inputSchema as JsonSchemaType)]),
  );
  logger.info({ tools: tools.length }, 'MCP: tools ready at /mcp');

  function createServer(): Server {
    const server = new Server(SERVER_INFO, {
      capabilities: { tools: { listChanged: false } },
      instructions:
        'Tools of a GraphQL gateway over ten REST services; each returns { data, errors } as GraphQL does, with ' +
        'errors coded in extensions.code (FORBIDDEN, UNAUTHENTICATED, BAD_USER_INPUT, UPSTREAM_*, RATE_LIMITED).',
    });
    server.setRequestHandler(ListToolsRequestSchema, (request) => {
      const cursor = request.params?.cursor;
      const start = cursor === undefined ? 0 : Number(cursor);
      if (!Number.isInteger(start) || start < 0 || start > tools.length)
        throw new McpError(ErrorCode.InvalidParams, 'Invalid cursor');
      const end = start + settings.toolsPageSize;
      return {
        tools: tools.slice(start, end).map((tool) => tool.definition),
        ...(end < tools.length ? { nextCursor: String(end) } : {}),
      };
    });
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const { name, arguments: args = {} } = request.params;
      const tool = byName.get(name);
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
      const checked = validators.get(name)!(args);
      if (!checked.valid) {
        // A tool execution error, so an agent can correct its arguments (the MCP specification's advice).
        return toolResult({
          data: null,
          errors: [
            {
              message: `Invalid arguments for ${name}: ${checked.errorMessage}`,
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        });
      }
      const origin = extra.authInfo?.extra?.origin as CallOrigin;
      logger.debug({ tool: name }, 'MCP: tool call');
      return toolResult(await tool.run(args, origin));
    });
    return server;
  }

  const sessions = new SessionTable<Session>(settings.maxSessions, settings.sessionIdleMs);

  async function handle(request: Request, serverContext: object): Promise<Response> {
    // The request travels with each message to the tool handlers, for its headers: no identity is kept per session.
    const options = {
      authInfo: { token: '', clientId: 'mcp', scopes: [], extra: { origin: { request, serverContext } } },
    };
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId) {
      const session = sessions.get(sessionId);
      if (!session) return refusal(404, -32001, 'Session not found');
      return session.transport.handleRequest(request, options);
    }
    if (request.method !== 'POST') return refusal(400, -32000, 'Bad Request: Mcp-Session-Id header is required');
    if (sessions.full) return refusal(503, -32000, 'Too many open sessions; try again later');
    const server = createServer();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: true,
      maxRequestBodySize: config.limits.maxRequestBytes,
      onsessioninitialized: (id) => sessions.add(id, session),
      onsessionclosed: (id) => sessions.delete(id),
    });
    const session: Session = { server, transport, close: () => server.close() };
    await server.connect(transport);
    const response = await transport.handleRequest(request, options);
    // Anything but a successful initialize leaves no session behind.
    if (!transport.sessionId || !sessions.get(transport.sessionId)) await server.close();
    return response;
  }

  return {
    handle,
    tools,
    sessions,
    close: () => sessions.close(),
  };
}
