// A gateway with MCP on, listening on loopback over the sandbox upstreams, and the SDK's own client connected to
// its /mcp over Streamable HTTP.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { startHarness, type Harness, type HarnessOptions } from '../support/harness.js';

export interface McpGateway {
  harness: Harness;
  /** http://127.0.0.1:<port>/mcp */
  url: string;
  /** A connected SDK client; `headers` go with every request (API key, JWT, x-...-token). */
  connect(headers?: Record<string, string>): Promise<Client>;
  /** Upstream calls per service since the last reset (services with none left out). */
  calls(): Record<string, number>;
  resetCalls(): void;
  close(): Promise<void>;
}

export async function startMcpGateway(options: HarnessOptions = {}): Promise<McpGateway> {
  const harness = await startHarness({ ...options, env: { MCP: 'true', ...options.env } });
  const server: Server = createServer(harness.gateway);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  const clients: Client[] = [];
  const recorders = () => Object.values(harness.sandbox.services).map((running) => running!);
  return {
    harness,
    url,
    async connect(headers = {}) {
      const client = new Client({ name: 'gateway-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
      clients.push(client);
      return client;
    },
    calls() {
      return Object.fromEntries(
        recorders()
          .map((running) => [running.key, running.recorder.count()] as const)
          .filter(([, count]) => count > 0),
      );
    },
    resetCalls() {
      for (const running of recorders()) running.recorder.reset();
    },
    async close() {
      await Promise.allSettled(clients.map((client) => client.close()));
      server.closeAllConnections();
      server.close();
      await harness.close();
    },
  };
}

/** Every tool, following `nextCursor` page after page. */
export async function listAllTools(client: Client): Promise<{ tools: Tool[]; pages: number }> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor });
    tools.push(...page.tools);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== undefined);
  return { tools, pages };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = Record<string, any>;

/** The `structuredContent` of a tool result: GraphQL's data and errors. */
export function structured(result: unknown): {
  data: Data | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
} {
  return (result as CallToolResult).structuredContent as never;
}

export const nodes = (connection: Data): Data[] => (connection.edges as Array<{ node: Data }>).map((e) => e.node);
